/**
 * What the kinds that name items or files by id share: which of the ids exist, a value kept
 * without those gone, the ids a value names.
 */
import type { Queryable } from '../db/database';
import type { NamedContext, WriteCheckContext } from './kind';
import { aboutItems, type Said } from '../i18n/texts';

/** The ids a value names: one id, or a list of them. */
export const namedIds = (value: unknown): string[] => (Array.isArray(value) ? value : [value]).filter((id) => typeof id === 'string');

/** Which of `ids` have a row in `table`. */
export async function existingIds(tx: Queryable, table: string, ids: readonly string[]): Promise<Set<string>> {
  const { rows } = await tx.query<{ id: string }>(`select id from ${table} where id = any($1::uuid[])`, [ids]);
  return new Set(rows.map((row) => row.id));
}

/** A value without the ids gone from `table`: a list keeps those that exist, an id gone becomes null. */
export async function withExistingIds(value: unknown, table: string, { tx }: NamedContext): Promise<unknown> {
  const ids = (Array.isArray(value) ? value : [value]) as string[];
  const found = await existingIds(tx, table, ids);
  return Array.isArray(value) ? ids.filter((id) => found.has(id)) : found.has(value as string) ? value : null;
}

/** The problem of ids that name no item of the referenced resource; none when all exist. */
export async function missingItemsProblem(
  reference: string,
  ids: readonly string[],
  context: WriteCheckContext,
): Promise<Said | undefined> {
  if (ids.length === 0) return undefined;
  const found = await existingIds(context.tx, context.referencedTable(reference), ids);
  const missing = ids.filter((id) => !found.has(id));
  return missing.length > 0
    ? aboutItems(context.referenced(reference), 'server.writes.noSuchItems', { ids: missing.join(', ') })
    : undefined;
}

/**
 * Which values of an import batch name only items of `reference` that exist, found with one query
 * for the batch; a value that changes the parent of an item of a tree is left to its own check,
 * which walks its ancestors.
 */
export async function vouchReferences(
  reference: string,
  values: readonly { value: unknown; update: boolean }[],
  context: NamedContext & { definition: { name: string } },
): Promise<boolean[]> {
  const tree = reference === context.definition.name;
  const checked = values.map(({ value, update }) => (tree && update ? undefined : namedIds(value)));
  const wanted = [...new Set(checked.flatMap((ids) => ids ?? []))];
  const found = wanted.length > 0 ? await existingIds(context.tx, context.referencedTable(reference), wanted) : new Set<string>();
  return checked.map((ids) => ids !== undefined && ids.every((id) => found.has(id)));
}
