/**
 * What a draft changes against the saved item, field by field of the definition, and how its
 * values are made storable: files by their uploaded id, never the file itself.
 */
import { isWritable, type FieldDefinition, type ResourceDefinition } from '../../resources/definition';
import { recordKeys } from '../../resources/kinds';

/** A file picked but not uploaded yet (react-admin's `{rawFile, src}`), or a bare file. */
const isUnuploadedFile = (value: unknown): boolean =>
  (typeof Blob !== 'undefined' && value instanceof Blob) || (typeof value === 'object' && value !== null && 'rawFile' in value);

/** The values of the form's fields, as plain data that IndexedDB can keep. */
export function draftValues(definition: ResourceDefinition, values: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const field of definition.fields.filter(isWritable)) {
    for (const source of recordKeys(field)) {
      const value = values[source];
      if (value === undefined || isUnuploadedFile(value)) continue;
      kept[source] = JSON.parse(JSON.stringify(value)) as unknown;
    }
  }
  return kept;
}

/** Empty text, empty lists and no value at all are the same to the user. */
function normalized(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return undefined;
  if (Array.isArray(value)) return value.length === 0 ? undefined : value.map(normalized);
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => [key, normalized(inner)] as const)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return entries.length === 0 ? undefined : Object.fromEntries(entries);
  }
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(normalized(a)) === JSON.stringify(normalized(b));

/** The fields whose value in the draft differs from the saved item's, in the definition's order. */
export function changedFields(
  definition: ResourceDefinition,
  saved: Record<string, unknown>,
  draft: Record<string, unknown>,
): FieldDefinition[] {
  return definition.fields
    .filter(isWritable)
    .filter((field) => recordKeys(field).some((source) => source in draft && !same(draft[source], saved[source])));
}
