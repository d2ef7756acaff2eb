/**
 * Which rows of an import batch name only items that exist, found with one query per reference
 * column for the whole batch: checking each row on its own (`checkReferences`, a query per
 * reference of each row) took a quarter of a batch's time (docs/performance.md, "Import"). A row
 * this cannot vouch for (one naming a file, an item not found, or a change of a tree's parent,
 * whose ancestors must be walked) is checked on its own, with that check's own words.
 */
import type { ResourceDefinition } from '../../resources/definition';
import { kindOf } from '../../resources/kinds';
import type { Queryable } from '../db/database';
import { referencedDefinition, storedColumns, tableName } from '../items';

export async function rowsWithKnownReferences(
  tx: Queryable,
  served: readonly ResourceDefinition[],
  definition: ResourceDefinition,
  rows: readonly { values: Record<string, unknown>; update: boolean }[],
): Promise<Set<number>> {
  const vouched = new Set(rows.keys());
  for (const { field, key } of storedColumns(definition)) {
    const kind = kindOf(field);
    const given = (index: number) => rows[index].values[key];
    const named = [...vouched].filter((index) => given(index) !== null && given(index) !== undefined);
    // A list names each item once, as checkReferences leaves it.
    for (const index of named) if (Array.isArray(given(index))) rows[index].values[key] = [...new Set(given(index) as unknown[])];
    if (kind.file) {
      for (const index of named) vouched.delete(index);
      continue;
    }
    if (kind.relation === undefined || !('reference' in field)) continue;
    const target = referencedDefinition(served, field);
    if (target === definition) for (const index of named) if (rows[index].update) vouched.delete(index);
    const idsOf = (index: number) => [given(index)].flat() as string[];
    const wanted = [...new Set([...vouched].filter((index) => named.includes(index)).flatMap(idsOf))];
    if (wanted.length === 0) continue;
    const { rows: found } = await tx.query<{ id: string }>(`select id from ${tableName(target)} where id = any($1::uuid[])`, [wanted]);
    const existing = new Set(found.map((row) => row.id));
    for (const index of named) if (!idsOf(index).every((id) => existing.has(id))) vouched.delete(index);
  }
  return vouched;
}
