/**
 * The three-way merge behind the conflict dialog, derived from a definition: each writable field
 * is one part, or several where its kind says (`parts`: each language of a translatable field),
 * compared as its kind says (`comparable`: an item or a file by its id) between the
 * version the user started from (`base`), what the user saved (`mine`) and the item as someone
 * else left it (`theirs`). A part only one side changed takes that side's value by itself; a
 * part both changed differently is a clash the user decides.
 */
import { isWritable, type FieldDefinition, type ResourceDefinition } from '../../../resources/definition';
import { comparableValue, formKey, kindOf } from '../../../resources/kinds';

export interface MergePart {
  field: FieldDefinition;
  /** The key of the part within the field's value, where its kind merges it in parts (a translatable field's language). */
  subKey?: string;
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

const same = (field: FieldDefinition, a: unknown, b: unknown) =>
  JSON.stringify(comparableValue(field, a)) === JSON.stringify(comparableValue(field, b));

/** A part's value in a record: the field's value under its form key, or the part of it under `subKey`. */
export const partValue = (record: Record<string, unknown>, key: string, subKey?: string): unknown =>
  subKey === undefined ? record[key] : isObject(record[key]) ? record[key][subKey] : undefined;

function parts(
  definition: ResourceDefinition,
  base: Record<string, unknown>,
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
): MergePart[] {
  return definition.fields.filter(isWritable).flatMap((field): MergePart[] => {
    const key = formKey(field);
    const sides = (subKey?: string) => ({
      base: partValue(base, key, subKey),
      mine: partValue(mine, key, subKey),
      theirs: partValue(theirs, key, subKey),
    });
    const subKeys = kindOf(field).parts?.(field);
    if (subKeys) return subKeys.map((subKey) => ({ field, subKey, key, ...sides(subKey) }));
    return [{ field, key, ...sides() }];
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
export const partId = (part: MergePart) => (part.subKey ? `${part.key}.${part.subKey}` : part.key);

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
    if (part.subKey) values[part.key] = { ...(values[part.key] as Record<string, unknown>), [part.subKey]: value };
    else values[part.key] = value;
    // A reference's read object must not contradict the id it is written by.
    if (!part.subKey && part.key !== part.field.source) values[part.field.source] = theirs[part.field.source];
  };
  for (const part of merge.theirsOnly) take(part, part.theirs);
  for (const part of merge.clashes) if (choices[partId(part)] === 'theirs') take(part, part.theirs);
  values.version = theirs.version;
  return values;
}
