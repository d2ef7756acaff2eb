/**
 * The three-way merge behind the conflict dialog, derived from a definition: each writable field
 * is one part (each language of a translatable field a part of its own), compared between the
 * version the user started from (`base`), what the user saved (`mine`) and the item as someone
 * else left it (`theirs`). A part only one side changed takes that side's value by itself; a
 * part both changed differently is a clash the user decides.
 */
import { isWritable, writeKey, type FieldDefinition, type ResourceDefinition } from '../../../resources/definition';
import { languages, type Language } from '../../../resources/languages';

export interface MergePart {
  field: FieldDefinition;
  /** The language of a translatable field's part. */
  language?: Language;
  /** The record key the part's value lives under. */
  key: string;
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

export interface Merge {
  /** Parts only the other side changed: taken from theirs. */
  theirsOnly: MergePart[];
  /** Parts only the user changed: kept from mine. */
  mineOnly: MergePart[];
  /** Parts both changed to different values. */
  clashes: MergePart[];
}

export type Choice = 'mine' | 'theirs';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** What a value stands for when compared: a file or an embedded item by its id. */
function comparable(field: FieldDefinition, value: unknown): unknown {
  if (field.kind === 'media') return isObject(value) ? (value.id ?? (value.rawFile ? value : null)) : (value ?? null);
  if (field.kind === 'referenceList' || field.kind === 'multiSelect')
    return ((value as unknown[] | null | undefined) ?? []).map((entry) => (isObject(entry) ? entry.id : entry));
  if (value === undefined || value === '') return null;
  return value;
}

const same = (field: FieldDefinition, a: unknown, b: unknown) =>
  JSON.stringify(comparable(field, a)) === JSON.stringify(comparable(field, b));

/** The record key a field's form value is under (the write key of references, the source otherwise). */
const formKey = (field: FieldDefinition) => (field.kind === 'reference' || field.kind === 'referenceList' ? writeKey(field) : field.source);

function parts(
  definition: ResourceDefinition,
  base: Record<string, unknown>,
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
): MergePart[] {
  return definition.fields.filter(isWritable).flatMap((field): MergePart[] => {
    const key = formKey(field);
    if (field.kind === 'translatable') {
      const text = (record: Record<string, unknown>, language: Language) =>
        isObject(record[key]) ? (record[key] as Record<string, unknown>)[language] : undefined;
      return languages.map((language) => ({
        field,
        language,
        key,
        base: text(base, language),
        mine: text(mine, language),
        theirs: text(theirs, language),
      }));
    }
    return [{ field, key, base: base[key], mine: mine[key], theirs: theirs[key] }];
  });
}

export function threeWayMerge(
  definition: ResourceDefinition,
  base: Record<string, unknown>,
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
): Merge {
  const merge: Merge = { theirsOnly: [], mineOnly: [], clashes: [] };
  for (const part of parts(definition, base, mine, theirs)) {
    const mineChanged = !same(part.field, part.base, part.mine);
    const theirsChanged = !same(part.field, part.base, part.theirs);
    if (mineChanged && theirsChanged && !same(part.field, part.mine, part.theirs)) merge.clashes.push(part);
    else if (theirsChanged && !mineChanged) merge.theirsOnly.push(part);
    else if (mineChanged && !theirsChanged) merge.mineOnly.push(part);
  }
  return merge;
}

/** What the other side changed since `base`, part by part (for a delete of an item that changed). */
export const changesSince = (definition: ResourceDefinition, base: Record<string, unknown>, theirs: Record<string, unknown>): MergePart[] =>
  threeWayMerge(definition, base, base, theirs).theirsOnly;

/** The partId of a part: unique within a merge, stable across renders. */
export const partId = (part: MergePart) => (part.language ? `${part.key}.${part.language}` : part.key);

/**
 * The values to save: the user's, with what only the other side changed taken from theirs and
 * each clash as chosen (the user's by default), on top of the item as it is now.
 */
export function mergedValues(
  merge: Merge,
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
  choices: Record<string, Choice>,
): Record<string, unknown> {
  const values: Record<string, unknown> = { ...theirs, ...mine };
  const take = (part: MergePart, value: unknown) => {
    if (part.language) values[part.key] = { ...(values[part.key] as Record<string, unknown>), [part.language]: value };
    else values[part.key] = value;
    // A reference's read object must not contradict the id it is written by.
    if (!part.language && part.key !== part.field.source) values[part.field.source] = theirs[part.field.source];
  };
  for (const part of merge.theirsOnly) take(part, part.theirs);
  for (const part of merge.clashes) if (choices[partId(part)] === 'theirs') take(part, part.theirs);
  values.version = theirs.version;
  return values;
}
