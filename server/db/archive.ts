/**
 * The values of fields a definition removed (`removed: [...]`, docs/adding-a-resource.md "Removing
 * a field"): moved here by the migration, one row per item that held a value, before their column
 * goes, and kept for `ARCHIVE_KEEP_DAYS` (pruned with history, in the background). A file's id is
 * kept apart, so that the media sweep keeps the file while its value is archived.
 */
import type { Queryable } from './database';
import { identifier, literal } from './sql';

export const archiveTable = 'content_archive';

export async function migrateArchive(db: Queryable, mediaTable: string) {
  await db.query(`create table if not exists ${archiveTable} (
    id bigserial primary key,
    endpoint text not null,
    field text not null,
    item_id uuid not null,
    value jsonb not null,
    media_id uuid references ${mediaTable} (id) on delete set null,
    archived_at timestamptz not null default now()
  )`);
  await db.query(`create index if not exists ${archiveTable}_field on ${archiveTable} (endpoint, field, item_id)`);
  await db.query(`create index if not exists ${archiveTable}_archived_at on ${archiveTable} (archived_at)`);
  // A file's deletion sets `media_id` null, and the sweep asks whether one is archived: look-ups here.
  await db.query(`create index if not exists ${archiveTable}_media on ${archiveTable} (media_id)`);
}

/**
 * Moves every value of `column` of `table` (the resource `endpoint`'s) into the archive; the caller
 * then drops the column, in the same transaction. Answers how many values were archived.
 */
export async function archiveColumn(db: Queryable, endpoint: string, table: string, column: string, mediaTable: string): Promise<number> {
  const { rows: file } = await db.query(
    `select 1 from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
     where c.conrelid = $1::regclass and c.contype = 'f' and c.confrelid = $2::regclass and a.attname = $3`,
    [table, mediaTable, column],
  );
  const { rows } = await db.query<{ count: number }>(
    `with archived as (
       insert into ${archiveTable} (endpoint, field, item_id, value, media_id)
       select ${literal(endpoint)}, ${literal(column)}, id, to_jsonb(${identifier(column)}), ${file.length > 0 ? identifier(column) : 'null'}
       from ${table} where ${identifier(column)} is not null
       returning 1)
     select count(*)::int as count from archived`,
  );
  return rows[0].count;
}

/** The condition that no archived value holds the media `mediaId` (an SQL expression). */
export const notArchivedSql = (mediaId: string): string => `not exists (select from ${archiveTable} where media_id = ${mediaId})`;

/** Removes the archived values older than `keepDays` (0 keeps them however old); answers how many went. */
export async function pruneArchive(db: Queryable, keepDays: number): Promise<number> {
  if (keepDays <= 0) return 0;
  const { rows } = await db.query<{ count: number }>(
    `with gone as (delete from ${archiveTable} where archived_at < now() - make_interval(days => $1) returning 1)
     select count(*)::int as count from gone`,
    [keepDays],
  );
  return rows[0].count;
}
