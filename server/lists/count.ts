/**
 * How many items a list's query selects (docs/api.md "Pages", docs/lists.md "The count"), asked of
 * PostgreSQL's plan before anything is read: the rows it expects. A selection it expects to be
 * small is read whole for its page (page.ts), and so counted exactly; a larger one is counted
 * only where its page reaches its end; else its total is that estimate, marked as such.
 */
import type { ResourceDefinition } from '../../resources/definition';
import type { Queryable } from '../db/database';
import { queryPlan } from '../db/query-plan';
import { Params } from '../db/sql';
import { tableName } from '../items';
import type { Condition } from './filters';
import { whereClause } from './sql';

/** A selection of up to this many items gets its exact count (docs/api.md "Pages"). */
export const exactCountUpTo = 10_000;

/**
 * A selection PostgreSQL expects to hold up to this many times the bound is read whole: its
 * estimates of a search stray by less (docs/lists.md, "The count").
 */
const estimateMargin = 2;

export interface Total {
  total: number;
  exact: boolean;
}

export interface Expected {
  /** The rows PostgreSQL expects the selection to hold. */
  rows: number;
  /** Whether the selection is small enough to read whole for its page, and so to count. */
  readsWhole: boolean;
}

/** What PostgreSQL expects of the items `conditions` select, from its plan (not run). */
export async function expectSelection(db: Queryable, definition: ResourceDefinition, conditions: readonly Condition[]): Promise<Expected> {
  const params = new Params();
  const plan = await queryPlan(db, `select from ${tableName(definition)} ${whereClause(conditions, params)}`, params.values);
  const rows = Math.round(plan['Plan Rows']);
  return { rows, readsWhole: rows <= estimateMargin * exactCountUpTo };
}

/**
 * The total of a selection: `counted` when every item was counted (the whole read, up to the
 * bound, or a page that reached the selection's end), else PostgreSQL's estimate.
 */
export function totalOf(expected: Expected, counted?: number): Total {
  if (counted !== undefined && counted <= exactCountUpTo) return { total: counted, exact: true };
  return { total: Math.max(expected.rows, counted ?? 0, exactCountUpTo + 1), exact: false };
}
