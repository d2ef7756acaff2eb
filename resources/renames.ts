/**
 * The former names a definition declares (`renamedFrom` on a field, docs/adding-a-resource.md
 * "Renaming a field"): what the server renames in the database, and what the admin maps when it
 * reads something kept under an older name (a draft, a spreadsheet's header).
 */
import type { FieldDefinition, ResourceDefinition } from './definition';
import { writeKey } from './kinds';

/** A renamed field's former names: its source, and the key its value was written under. */
export interface FormerNames {
  source: string;
  writeKey: string;
}

/** Whether the field writes its value under another key than its source (its kind's `writeKey`). */
export const writesApart = (field: FieldDefinition): boolean => writeKey(field) !== field.source;

/**
 * The former names of a renamed field; none when it was not renamed, or when it names its former
 * source alone though it writes under a `writeSource` (a declaration problem: `renameProblems`).
 */
export function formerNames(field: FieldDefinition): FormerNames | undefined {
  const former = field.renamedFrom;
  if (former === undefined) return undefined;
  if (typeof former !== 'string') return { source: former.source, writeKey: former.writeSource };
  return writesApart(field) ? undefined : { source: former, writeKey: former };
}

/** What is wrong with a definition's `renamedFrom` and `removed`, each as `resource.field: problem`. */
export function renameProblems(definition: ResourceDefinition): string[] {
  const problems: string[] = [];
  const sources = new Set(definition.fields.map((field) => field.source));
  for (const field of definition.fields) {
    const former = field.renamedFrom;
    if (former === undefined) continue;
    const at = `${definition.name}.${field.source}`;
    if (typeof former === 'string' && writesApart(field)) {
      problems.push(
        `${at} is written under \`writeSource\`: name both former names, \`renamedFrom: { source: '${former}', writeSource: '<its former writeSource>' }\``,
      );
    }
    const names = formerNames(field);
    if (names && sources.has(names.source))
      problems.push(`${at} is renamed from ${names.source}, which a field of ${definition.name} still is`);
  }
  const written = new Set(definition.fields.map(writeKey));
  for (const name of definition.removed ?? []) {
    if (written.has(name))
      problems.push(`${definition.name}: ${name} is declared \`removed\` but a field of it is still written under that name`);
  }
  return problems;
}

/** Each former form key of the definition's renamed fields (sources and write sources) with its new one. */
export function renamedKeys(definition: ResourceDefinition): Map<string, string> {
  const keys = new Map<string, string>();
  for (const field of definition.fields) {
    const former = formerNames(field);
    if (!former) continue;
    keys.set(former.source, field.source);
    if (writesApart(field)) keys.set(former.writeKey, writeKey(field));
  }
  return keys;
}

/** `values` with what is kept under a renamed field's former key moved to its new one (a value under the new key wins). */
export function withRenamedKeys(definition: ResourceDefinition, values: Record<string, unknown>): Record<string, unknown> {
  const renamed = renamedKeys(definition);
  if (renamed.size === 0) return values;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const current = renamed.get(key);
    if (current === undefined) result[key] = value;
    else if (!(current in values)) result[current] = value;
  }
  return result;
}
