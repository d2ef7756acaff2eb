/**
 * Which column of a file goes into which CSV column of a resource (docs/content-tools.md "Import").
 * The targets are the export's own columns (`id`, then each importable field's: one per language
 * of a translatable one, `name_nl`); a file's header is matched to them by the export's header, the
 * field's label in the interface language (and in English), its key, with a language's code or
 * name for a translatable field, case, accents, spaces and punctuation ignored. A mapping the
 * user confirmed is remembered per resource and wins over the guess next time.
 */
import { csvIdHeader, fieldCsvColumns, type FieldCsvColumn } from '../../resources/csv-columns';
import { type ResourceDefinition } from '../../resources/definition';
import { writeKey } from '../../resources/kinds';
import { kindOf } from '../../resources/kinds';
import { formerNames } from '../../resources/renames';

/** A column of the resource a file's column may go into: `id`, or a field's column. */
export interface ImportTarget {
  header: string;
  /** None for `id`. */
  column?: FieldCsvColumn;
  /** Of a field with several columns, what tells this one from the others: its header's end (`nl` of `name_nl`). */
  suffix?: string;
}

/** The export's columns that an import reads: `id`, and the columns of every field whose kind reads its cells back. */
export function importTargets(definition: ResourceDefinition): ImportTarget[] {
  const columns = fieldCsvColumns(definition).filter(({ field }) => !field.readOnly && kindOf(field).fromCsv);
  return [
    { header: csvIdHeader },
    ...columns.map((column) => {
      const several = columns.filter((other) => other.field === column.field).length > 1;
      return { header: column.header, column, ...(several ? { suffix: column.header.slice(column.header.lastIndexOf('_') + 1) } : {}) };
    }),
  ];
}

/** A header as compared: lower case, without accents, spaces or punctuation. */
export const comparable = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** The names a target may have in a file's header, beside its own: given by the screen, which knows the labels. */
export type TargetNames = (target: ImportTarget) => readonly string[];

/**
 * The names of a column from its definition alone: its header, the field's source, key and English
 * label, and its former source and key if it was renamed, which a file exported before names (with
 * the column's suffix).
 */
export function definitionNames(target: ImportTarget): string[] {
  const { column, suffix } = target;
  if (!column) return [target.header];
  const former = formerNames(column.field);
  const own = [column.field.source, writeKey(column.field), column.field.label, ...(former ? [former.source, former.writeKey] : [])];
  return [target.header, ...own.map((name) => (suffix ? `${name} ${suffix}` : name))];
}

/** Per file column, the target's header it goes into, or null for none. */
export type ColumnMapping = (string | null)[];

/**
 * The mapping guessed for a file's header: a remembered choice first, then the first target any of
 * whose names matches; each target takes one column at most (the first that names it).
 */
export function guessMapping(
  targets: readonly ImportTarget[],
  header: readonly string[],
  names: TargetNames,
  remembered: Record<string, string | null> = {},
): ColumnMapping {
  const known = new Set(targets.map((target) => target.header));
  const byName = new Map<string, string>();
  for (const target of targets) {
    for (const name of [...definitionNames(target), ...names(target)]) {
      const key = comparable(name);
      if (key !== '' && !byName.has(key)) byName.set(key, target.header);
    }
  }
  const taken = new Set<string>();
  return header.map((cell) => {
    const key = comparable(cell);
    const choice = key in remembered ? remembered[key] : byName.get(key);
    if (!choice || !known.has(choice) || taken.has(choice)) return null;
    taken.add(choice);
    return choice;
  });
}

const storageKey = (definition: ResourceDefinition) => `pitchside.import.${definition.name}`;

/** The choices remembered for a resource: a file header (comparable) → the target, or null for none. */
export function rememberedMapping(definition: ResourceDefinition, storage: Storage | undefined = globalThis.localStorage) {
  try {
    const stored = JSON.parse(storage?.getItem(storageKey(definition)) ?? '{}') as unknown;
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, string | null>) : {};
  } catch {
    return {};
  }
}

/** Remembers a confirmed mapping beside the ones remembered before. */
export function rememberMapping(
  definition: ResourceDefinition,
  header: readonly string[],
  mapping: ColumnMapping,
  storage: Storage | undefined = globalThis.localStorage,
) {
  const remembered = rememberedMapping(definition, storage);
  header.forEach((cell, index) => {
    if (comparable(cell) !== '') remembered[comparable(cell)] = mapping[index] ?? null;
  });
  try {
    storage?.setItem(storageKey(definition), JSON.stringify(remembered));
  } catch {
    // A full or disabled storage only means the mapping is guessed again next time.
  }
}
