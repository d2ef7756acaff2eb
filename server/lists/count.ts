/**
 * How many items a list's query selects (docs/api.md "Pages"): counted exactly up to a bound,
 * reading at most that many rows, so that a broad selection costs no more than a narrow one; past
 * the bound, PostgreSQL's own estimate of the query's rows (its plan's row count, from the table's
 * statistics), marked as an estimate.
 */
import type { ResourceDefinition } from '../../resources/definition';
import type { Queryable } from '../db/database';
import { queryPlan } from '../db/query-plan';
import { Params } from '../db/sql';
import { tableName } from '../items';
import type { ListQuery } from './query';
import { whereClause } from './sql';

/** A selection of up to this many items gets its exact count (docs/api.md "Pages"). */
export const exactCountUpTo = 10_000;

export interface Total {
  total: number;
  exact: boolean;
}

export async function countSelection(
  db: Queryable,
  definition: ResourceDefinition,
  query: Pick<ListQuery, 'conditions'>,
  exactUpTo = exactCountUpTo,
): Promise<Total> {
  const params = new Params();
  const selected = `select from ${tableName(definition)} ${whereClause(query.conditions, params)}`;
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::integer as n from (${selected} limit ${exactUpTo + 1}) as bounded`,
    params.values,
  );
  const counted = Number(rows[0].n);
  if (counted <= exactUpTo) return { total: counted, exact: true };
  const planned = Math.round((await queryPlan(db, selected, params.values))['Plan Rows']);
  return { total: Math.max(planned, counted), exact: false };
}
