/**
 * The SQL of a list's query (query.ts): its `where`, its `order by` on `(sort key, id)`, and the
 * keyset condition "after this item in this order", which the `(key, id)` index answers directly.
 * The list's page, its count, the export and a bulk write by filter all select with these.
 */
import type { Condition } from './filters';
import { identifier, type Params } from '../db/sql';
import type { Direction } from './cursor';
import type { ListQuery } from './query';
import type { SortKey } from './sort';

/** `where ...` of every condition (or nothing), its values added to `params`. */
export function whereClause(conditions: readonly Condition[], params: Params, extra: string[] = []): string {
  const parts = [...conditions.map((condition) => condition(params)), ...extra];
  return parts.length > 0 ? `where ${parts.join(' and ')}` : '';
}

/** `order by key dir, id dir`. */
export const orderClause = (sort: SortKey, direction: Direction): string =>
  `order by ${sort.expression} ${direction}, ${identifier('id')} ${direction}`;

/** Where a keyset page starts: the sort key's value (as text) and the id of the item it follows. */
export interface Position {
  value: string;
  id: string;
}

/** The column that carries a row's sort key as text, for the position after it (`positionOf`). */
export const sortValueColumn = 'sort__value';

/** The select-list entry of `sortValueColumn`. */
export const sortValueSql = (sort: SortKey): string => `(${sort.expression})::text as ${sortValueColumn}`;

/** Where the next keyset batch starts: after the row read last (it selected `sortValueSql`). */
export const positionOf = (row: Record<string, unknown>): Position => ({ value: row[sortValueColumn] as string, id: row.id as string });

/** "After (`forward`) or before `after` in the query's order": a row comparison on the sort key and id. */
export function keysetCondition(query: Pick<ListQuery, 'sort' | 'direction'>, params: Params, after: Position, forward = true): string {
  const operator = (query.direction === 'asc') === forward ? '>' : '<';
  return `(${query.sort.expression}, id) ${operator} (${params.add(after.value)}::${query.sort.type}, ${params.add(after.id)}::uuid)`;
}
