/** A table's indexes kept to what the definitions call for, at each start. */
import type { Queryable } from './database';
import { identifier, storedName } from './sql';

export interface WantedIndex {
  /** The name as given; kept as `storedName` makes it, so that it is found again. */
  name: string;
  /** What follows `on <table>` in `create index`. */
  definitionSql: string;
}

/**
 * Makes each wanted index `table` lacks, and drops each of its indexes that `owned` claims and
 * nothing wants any more (an index an earlier definition called for only slows writes down). The
 * indexes there are read once: a start creates only what is missing (the exercises alone call for
 * some hundred indexes, each a statement otherwise).
 */
export async function keepIndexes(
  db: Queryable,
  table: string,
  wanted: readonly WantedIndex[],
  owned: (name: string) => boolean,
): Promise<void> {
  const { rows } = await db.query<{ indexname: string }>(
    `select indexname from pg_indexes where schemaname = current_schema() and tablename = $1`,
    [table],
  );
  const existing = new Set(rows.map((row) => row.indexname).filter(owned));
  for (const { name: given, definitionSql } of wanted) {
    const name = storedName(given);
    if (!existing.delete(name)) await db.query(`create index if not exists ${identifier(name)} on ${identifier(table)} ${definitionSql}`);
  }
  for (const name of existing) await db.query(`drop index ${identifier(name)}`);
}
