/**
 * Which rows of an import batch name only items that exist, found with one query per reference
 * column for the whole batch: checking each row on its own (`checkReferences`, a query per
 * reference of each row) is a large share of a batch's time (docs/performance.md, "Import"). A row
 * this cannot vouch for (one naming a file, an item not found, or a change of a tree's parent,
 * whose ancestors must be walked) is checked on its own, with that check's own words.
 */
import type { ResourceDefinition } from '../../resources/definition';
import type { Queryable } from '../db/database';
import { referencedDefinition, storedColumns, tableName } from '../items';
import { serverKindOf } from '../kinds';
import { mediaTable } from '../media/table';

export async function rowsWithKnownReferences(
  tx: Queryable,
  served: readonly ResourceDefinition[],
  definition: ResourceDefinition,
  rows: readonly { values: Record<string, unknown>; update: boolean }[],
): Promise<Set<number>> {
  const vouched = new Set(rows.keys());
  const context = {
    tx,
    definition,
    mediaTable,
    referencedTable: (reference: string) => tableName(referencedDefinition(served, { reference })),
  };
  for (const { field, key } of storedColumns(definition)) {
    const given = (index: number) => rows[index].values[key];
    const named = [...vouched].filter((index) => given(index) !== null && given(index) !== undefined);
    // A list names each item once, as checkReferences leaves it.
    for (const index of named) if (Array.isArray(given(index))) rows[index].values[key] = [...new Set(given(index) as unknown[])];
    const { vouch } = serverKindOf(field);
    if (!vouch || named.length === 0) continue;
    const sure = await vouch(
      field,
      named.map((index) => ({ value: given(index), update: rows[index].update })),
      context,
    );
    named.forEach((index, at) => {
      if (!sure[at]) vouched.delete(index);
    });
  }
  return vouched;
}
