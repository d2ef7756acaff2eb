/**
 * A sample of a table: about `sampledRows` of its rows, read as whole blocks chosen at random
 * (`tablesample system`), the same blocks each time for the same table. What it costs does not
 * grow with the table, and what it finds stands for the whole table rather than its first rows:
 * a search's count is estimated from it where the search is broad (list.ts), and a page's walk
 * along the order is bounded by where it puts the first match (page-ids.ts; docs/performance.md,
 * "Sampled, not counted").
 */
import { blocksNowSql, type Params } from './sql';

export const sampledRows = 1_000;

/**
 * The share of `table`'s blocks the sample reads, in percent: from their number now and the rows
 * each held when the table was last analyzed. Null where the table is not sampled: never analyzed,
 * or no larger than the sample (and then small enough to read as it is asked for).
 */
const sampledPercentSql = (table: string, params: Params, rows: number): string =>
  `(select percent from (select 100.0 * ${params.add(rows)} / nullif(reltuples / nullif(relpages, 0) * ${blocksNowSql('oid')}, 0)
    from pg_class where oid = ${params.add(table)}::regclass) as share (percent) where percent < 100)`;

/** `table` as the sample of about `rows` rows reads it: none of it where the table is not sampled. */
export const sampledTableSql = (table: string, params: Params, rows = sampledRows): string =>
  `${table} tablesample system ((select coalesce(${sampledPercentSql(table, params, rows)}, 0))) repeatable (0)`;

/** How many of the table's rows each row of that sample stands for (null where the table is not sampled). */
export const rowsPerSampledRowSql = (table: string, params: Params, rows = sampledRows): string =>
  `(100 / ${sampledPercentSql(table, params, rows)})`;
