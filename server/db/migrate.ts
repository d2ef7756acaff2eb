/**
 * Brings a database up to the definitions, idempotently and in one transaction: the media table,
 * one table per definition with a column per writable field, the indexes its references and
 * lists use, and the search text recomputed when what it derives from has changed. A start's
 * migration changes everything or nothing: a refusal, a failed statement or a process killed
 * halfway leaves the database as the previous start left it (docs/embedded-database.md
 * "Migrations").
 */
import type { FieldDefinition, ResourceDefinition } from '../../resources/definition';
import { declarationProblems } from '../../resources/kinds';
import { languages } from '../../resources/languages';
import type { Database, Queryable } from './database';
import { keepIndexes, type WantedIndex } from './indexes';
import { identifier } from './sql';
import { derivedColumns, referencedDefinition, storageProblems, storedColumns, tableName, valuesOfRow } from '../items';
import { replaceItems } from '../items';
import { mediaTable, sweepCandidatesTable } from '../media/table';
import { encodedMediaPath } from '../media/files';
import { migrateAuth } from '../auth';
import { migrateHistory } from '../history';
import { migrateSavedViews } from '../saved-views/table';
import { DefinitionChangeError, planDefinitionChanges } from './definition-changes';
import { migrateArchive } from './archive';
import { MigrationFailure, failingLoudly } from './migration-failure';
import { renameProblems } from '../../resources/renames';
import { migrateLive } from '../live/events';
import { listIndexes } from '../lists';
import { serverKindOf } from '../kinds';

function columnConstraints(served: readonly ResourceDefinition[], field: FieldDefinition): string {
  const context = { referencedTable: (reference: string) => tableName(referencedDefinition(served, { reference })), mediaTable };
  return serverKindOf(field).columnConstraints?.(field, context) ?? '';
}

async function migrateMedia(db: Queryable) {
  await db.query(`create table if not exists ${mediaTable} (
    id uuid primary key,
    uuid uuid not null unique,
    name text not null,
    file_name text not null,
    mime_type text not null,
    size bigint not null,
    path text not null,
    created_at timestamptz not null default now()
  )`);
  await db.query(`create table if not exists ${sweepCandidatesTable} (id uuid primary key)`);
  // The path as it stands in the file's URL, so that an export can write addresses in SQL alone.
  await db.query(`alter table ${mediaTable} add column if not exists url_path text`);
  for (;;) {
    const { rows } = await db.query<{ id: string; path: string }>(`select id, path from ${mediaTable} where url_path is null limit 1000`);
    if (rows.length === 0) break;
    await db.query(
      `update ${mediaTable} m set url_path = r.url_path from jsonb_to_recordset($1::jsonb) as r(id uuid, url_path text) where m.id = r.id`,
      [JSON.stringify(rows.map(({ id, path }) => ({ id, url_path: encodedMediaPath(path) })))],
    );
  }
}

async function migrateColumns(db: Queryable, served: readonly ResourceDefinition[], definition: ResourceDefinition) {
  const table = tableName(definition);
  for (const { field, column, sqlType } of storedColumns(definition)) {
    await db.query(`alter table ${table} add column if not exists ${identifier(column)} ${sqlType} ${columnConstraints(served, field)}`);
  }
  for (const { column, sqlType, declaration } of derivedColumns) {
    await db.query(`alter table ${table} add column if not exists ${identifier(column)} ${sqlType} ${declaration}`);
  }
}

async function migrateIndexes(db: Queryable, definition: ResourceDefinition) {
  const wanted: WantedIndex[] = [];
  for (const { field, column } of storedColumns(definition)) {
    // Children are found, and a referred item's or a file's delete sets null or takes its id out of
    // a list, through the referring column; a choice filter reads a list of choices the same way.
    const definitionSql = serverKindOf(field).columnIndex?.(identifier(column));
    if (definitionSql) wanted.push({ name: `${definition.endpoint}_${column}`, definitionSql });
  }
  wanted.push(...listIndexes(definition));
  await keepIndexes(db, definition.endpoint, wanted, (name) => name !== `${definition.endpoint}_pkey`);
}

/**
 * Rewrites the choice values stored under an older spelling (a choice's `formerIds`) to its
 * current `id`. Runs at every start; once nothing old is left it changes nothing.
 */
async function renameFormerChoices(db: Queryable, definition: ResourceDefinition) {
  for (const { field, column } of storedColumns(definition)) {
    for (const { sql, params } of serverKindOf(field).formerValueUpdates?.(field, tableName(definition), identifier(column)) ?? []) {
      await db.query(sql, params);
    }
  }
}

/** What the search text is computed from; when it changes, every row is recomputed. */
const derivationOf = (definition: ResourceDefinition) =>
  JSON.stringify({
    search: definition.search,
    columns: derivedColumns.map(({ column, storage }) => (storage ? `${column} ${storage}` : column)),
    languages,
  });

async function refreshDerivedColumns(db: Queryable, definition: ResourceDefinition) {
  const derivation = derivationOf(definition);
  const { rows } = await db.query<{ derivation: string }>('select derivation from content_derivations where endpoint = $1', [
    definition.endpoint,
  ]);
  if (rows[0]?.derivation === derivation) return;
  // The storage is part of the derivation: it applies to rows written after it is set, so the
  // rewrite below gives it to the rows already there.
  for (const { column, storage } of derivedColumns) {
    if (storage) await db.query(`alter table ${tableName(definition)} alter column ${identifier(column)} set storage ${storage}`);
  }
  const columns = ['id', ...storedColumns(definition).map(({ column }) => identifier(column))].join(', ');
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = await db.query<Record<string, unknown>>(
      `select ${columns} from ${tableName(definition)} where id > $1 order by id limit 1000`,
      [after],
    );
    if (batch.rows.length === 0) break;
    await replaceItems(
      db,
      definition,
      batch.rows.map((row) => ({ id: row.id as string, values: valuesOfRow(definition, row) })),
    );
    after = batch.rows[batch.rows.length - 1].id as string;
  }
  await db.query(
    `insert into content_derivations (endpoint, derivation) values ($1, $2)
     on conflict (endpoint) do update set derivation = excluded.derivation`,
    [definition.endpoint, derivation],
  );
}

/** Where the migration says what it does beyond the ordinary (a rename, an archive, a backfill). */
export type MigrationLog = (line: string) => void;

export async function migrateContent(db: Queryable, served: readonly ResourceDefinition[], log: MigrationLog = () => undefined) {
  await db.query('create extension if not exists pg_trgm');
  await migrateMedia(db);
  await migrateArchive(db, mediaTable);
  await dropFormerListTables(db, served);
  await db.query('create table if not exists content_derivations (endpoint text primary key, derivation text not null)');
  // Tables first, columns after: references between tables (and to themselves) then always resolve.
  for (const definition of served) {
    await db.query(
      `create table if not exists ${tableName(definition)} (id uuid primary key, created_at timestamptz not null default now())`,
    );
  }
  // What changed in the definitions since the tables were made: refused here, or backfilled below.
  const backfill = await planDefinitionChanges(db, served, log);
  for (const definition of served) await migrateColumns(db, served, definition);
  for (const definition of served) await migrateIndexes(db, definition);
  for (const definition of served) await renameFormerChoices(db, definition);
  await backfill();
  for (const definition of served) await refreshDerivedColumns(db, definition);
  await refreshStatistics(
    db,
    served.map((definition) => tableName(definition)),
  );
}

/** Tables an earlier server kept for its lists, which lists no longer use. */
async function dropFormerListTables(db: Queryable, served: readonly ResourceDefinition[]) {
  const { rows } = await db.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = current_schema()
       and (tablename = any($1::text[]) or tablename like any($2::text[]))`,
    [['content_changes', 'content_version', 'search_vocabulary'], served.map((definition) => `${definition.endpoint}\\_term\\_ranges\\_%`)],
  );
  for (const { name } of rows) await db.query(`drop table ${identifier(name)}`);
}

/** Statistics are taken again once this share of a table's rows changed since they were taken (autovacuum's own default). */
const staleStatisticsShare = 0.1;

/**
 * The planner's statistics of `tables` (quoted names) taken where missing or stale: PGlite has no
 * autovacuum to keep them, and taking them anew at every start would cost seconds on a large
 * table for statistics that are fresh.
 */
async function refreshStatistics(db: Queryable, tables: string[]) {
  const { rows } = await db.query<{ name: string }>(
    `select t.name from unnest($1::text[]) as t(name)
     left join pg_stat_user_tables s on s.relid = to_regclass(t.name)
     where s.relid is null
        or coalesce(s.last_analyze, s.last_autoanalyze) is null
        or s.n_mod_since_analyze > $2::float8 * greatest(s.n_live_tup, 1)`,
    [tables, staleStatisticsShare],
  );
  for (const { name } of rows) await db.query(`analyze ${name}`);
}

/**
 * One migration at a time per database: a second server starting on it waits for the first's to
 * commit, then finds nothing left to do.
 */
const migrationLockKey = 7_041_961;

/**
 * Everything the server stores: accounts and sessions, media, the content of the resources
 * `served` and its history, saved views; in one transaction. Plain `create index`, not
 * `concurrently` (which no transaction may hold): the migration runs before the server serves, so
 * nothing waits on the table it locks meanwhile.
 */
export async function migrate(
  db: Pick<Database, 'transaction'>,
  served: readonly ResourceDefinition[],
  log: MigrationLog = () => undefined,
) {
  const problems = [...declarationProblems(served), ...storageProblems(served), ...served.flatMap(renameProblems)];
  if (problems.length > 0) throw new Error(`The resource definitions cannot be served:\n${problems.join('\n')}`);
  try {
    await db.transaction(async (tx) => {
      const statements = failingLoudly(tx);
      await statements.query('select pg_advisory_xact_lock($1)', [migrationLockKey]);
      await migrateAuth(statements);
      await migrateContent(statements, served, log);
      await migrateHistory(statements, served);
      await migrateSavedViews(statements);
      await migrateLive(statements);
    });
  } catch (error) {
    if (error instanceof DefinitionChangeError || error instanceof MigrationFailure) throw error;
    throw new MigrationFailure(undefined, error);
  }
}
