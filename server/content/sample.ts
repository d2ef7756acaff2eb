/**
 * A sample of a table: about `sampledRows` of its rows, read as whole blocks chosen at random
 * (`tablesample system`), the same blocks each time for the same table. What it costs does not
 * grow with the table, and what it finds stands for the whole table rather than its first rows:
 * a search's count is estimated from it where the search is broad (list.ts), and a page's walk
 * along the order is bounded by where it puts the first match (page-ids.ts; docs/performance.md,
 * "Sampled, not counted").
 */
import type { Params } from './sql';

export const sampledRows = 1_000;

/**
 * The share of `table`'s blocks the sample reads, in percent: from their number now and the rows
 * each held when the table was last analyzed; null before it ever was, and 100 or more where the
 * table is no larger than the sample.
 */
export const samplePercentSql = (table: string, params: Params, rows = sampledRows): string =>
  `(select 100.0 * ${params.add(rows)} / nullif(reltuples / nullif(relpages, 0) * (pg_relation_size(oid) / current_setting('block_size')::integer), 0)
    from pg_class where oid = ${params.add(table)}::regclass)`;

/**
 * `table` as the sample reads it: none of it where the share is not known or the sample would be
 * the whole table, which is then small enough to read as it is asked for.
 */
export const sampledTableSql = (table: string, params: Params, rows = sampledRows): string =>
  `${table} tablesample system ((select case when percent < 100 then percent else 0 end from ${samplePercentSql(table, params, rows)} as share (percent))) repeatable (0)`;
