import type { Queryable } from './database';

/** A node of the plan PostgreSQL makes for a query (`explain (format json)`), with the keys this project reads. */
export interface PlanNode {
  /** What the node does: `Sort`, `Index Scan`, … */
  'Node Type': string;
  /** How the node serves its parent: `Outer`, `InitPlan` (a value computed once beforehand), … */
  'Parent Relationship'?: string;
  'Plan Rows': number;
  'Relation Name'?: string;
  'Index Name'?: string;
  /** A common table expression's or subquery's plan: `CTE walked`. */
  'Subplan Name'?: string;
  /** The columns the node passes on (with `verbose` only). */
  Output?: string[];
  Filter?: string;
  'Recheck Cond'?: string;
  'Index Cond'?: string;
  /** With `analyze` only: the rows each run of the node passed on, and how many times it ran (0: never). */
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

/**
 * The root of the plan the database makes for `sql` with `params`, not run (run with `analyze`,
 * for what each node read). pg hands the JSON back parsed, PGlite as text: either is read.
 */
export async function queryPlan(
  db: Queryable,
  sql: string,
  params: unknown[],
  { verbose = false, analyze = false } = {},
): Promise<PlanNode> {
  const options = [...(verbose ? ['verbose'] : []), ...(analyze ? ['analyze'] : []), 'format json'].join(', ');
  const { rows } = await db.query<Record<string, unknown>>(`explain (${options}) ${sql}`, params);
  const explained = Object.values(rows[0])[0];
  const [{ Plan }] = (typeof explained === 'string' ? JSON.parse(explained) : explained) as { Plan: PlanNode }[];
  return Plan;
}
