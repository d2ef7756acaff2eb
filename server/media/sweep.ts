/**
 * Files nothing refers to: temporary files of uploads a crash cut short (`incoming/`, swept at
 * start), and stored media no item refers to once a grace period has passed (an upload waits for
 * the item it belongs to), rows and folders alike. A deleted item's files go at once, unless its
 * resource keeps history: then a file stays until the last version holding it is pruned
 * (docs/versions.md).
 */
import { opendir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ServerContext } from '../context';
import type { Queryable } from '../db/database';
import { mediaHeldByVersionsSql } from '../history';
import { notArchivedSql } from '../db/archive';
import { isUuid } from '../items';
import { identifier } from '../db/sql';
import { fileColumns, tableName } from '../items';
import { keepsHistory, type ResourceDefinition } from '../../resources/definition';
import { mediaDirectory } from './files';
import { mediaTable, sweepCandidatesTable } from './table';

export const incomingDirectory = (context: ServerContext) => path.join(context.config.dataDir, 'incoming');

/** Removes every temporary upload: at start no upload is under way. */
export async function sweepIncoming(context: ServerContext): Promise<void> {
  const directory = incomingDirectory(context);
  const entries = await readdir(directory).catch(() => [] as string[]);
  await Promise.all(entries.map((entry) => rm(path.join(directory, entry), { recursive: true, force: true })));
}

/**
 * The condition that no item, no kept version and no archived value (a removed field's,
 * db/archive.ts) refers to the media row: one `not exists` per media column. Over the whole
 * media table PostgreSQL runs them as anti-joins, each one pass over its table; for a few ids (a
 * delete's, a piece of the sweep's) as look-ups in the columns' indexes and the versions'
 * (history/store.ts). (A single `id not in (select … union …)` is a subplan
 * scanned once per media row when the references outgrow `work_mem`: quadratic on a large library.)
 */
function unreferenced(definitions: readonly ResourceDefinition[]): string {
  const mediaId = `${mediaTable}.id`;
  const held = definitions.flatMap((definition) => {
    const columns = fileColumns(definition);
    return [
      ...columns.map((column) => `exists (select from ${tableName(definition)} where ${identifier(column)} = ${mediaId})`),
      ...mediaHeldByVersionsSql(definition, columns, mediaId),
    ];
  });
  return [...held.map((condition) => `not ${condition}`), notArchivedSql(mediaId)].join(' and ');
}

/**
 * The media ids that go with the given items when they are deleted (read before): the ones they
 * hold, or none when their resource keeps history, whose versions keep them (unreferenced).
 */
export async function mediaGoingWith(db: Queryable, definition: ResourceDefinition, ids: string[]): Promise<string[]> {
  if (keepsHistory(definition)) return [];
  const columns = fileColumns(definition).map(identifier);
  if (columns.length === 0 || ids.length === 0) return [];
  const { rows } = await db.query<{ id: string }>(
    `select distinct unnest(array[${columns.join(', ')}]::uuid[]) as id from ${tableName(definition)} where id = any($1::uuid[])`,
    [ids],
  );
  return rows.map((row) => row.id).filter(Boolean);
}

/**
 * Media ids a sweep holds at a time, removed or looked up in one statement: its memory does not
 * grow with the library or with what it finds (a pruning of a year's versions can let go of every
 * file they held at once).
 */
export const mediaPerStatement = 1000;

/**
 * Removes those of `ids` (at most `mediaPerStatement`) nothing refers to, rows and folders; how
 * many went. Each row deleted fires its foreign keys' `on delete set null` (eight columns in the
 * shipped resources), and PostgreSQL would plan each of those updates anew for every row where it
 * judges a plan for the one id cheaper than its generic plan, for the exercises' table and its many
 * indexes; generic plans (look-ups in the columns' indexes) cost far less (docs/performance.md,
 * "The sweep with a year of versions").
 */
async function removeUnreferenced(context: ServerContext, ids: readonly string[]): Promise<number> {
  const rows = await context.db.transaction(async (tx) => {
    await tx.query(`set local plan_cache_mode = force_generic_plan`);
    const deleted = await tx.query<{ id: string }>(
      `delete from ${mediaTable} where id = any($1::uuid[]) and ${unreferenced(context.definitions)} returning id`,
      [ids],
    );
    return deleted.rows;
  });
  await Promise.all(rows.map((row) => rm(path.join(mediaDirectory(context), row.id), { recursive: true, force: true })));
  return rows.length;
}

/** Removes these media, rows and files, unless some item or kept version still refers to them. */
export async function removeMediaIfUnreferenced(context: ServerContext, mediaIds: readonly string[]): Promise<number> {
  let removed = 0;
  for (let start = 0; start < mediaIds.length; start += mediaPerStatement) {
    removed += await removeUnreferenced(context, mediaIds.slice(start, start + mediaPerStatement));
  }
  return removed;
}

/**
 * Removes media no item refers to that are older than the grace period, and media folders with
 * no row at all (a crash between storing the file and recording it) once as old.
 */
export async function sweepOrphanMedia(context: ServerContext): Promise<number> {
  const grace = context.config.mediaOrphanGraceSeconds;
  let removed = 0;
  // One statement over the whole media table finds them, kept in the database rather than in the
  // server's memory; then a piece at a time, each checked again (an item may have taken it since),
  // removed and crossed off. A sweep cut short leaves the rest to the next
  // (docs/performance.md, "The sweep with a year of versions").
  await context.db.query(
    `insert into ${sweepCandidatesTable} (id) select id from ${mediaTable}
     where created_at < now() - make_interval(secs => $1) and ${unreferenced(context.definitions)} on conflict do nothing`,
    [grace],
  );
  for (;;) {
    const { rows } = await context.db.query<{ id: string }>(
      `select id from ${sweepCandidatesTable} order by id limit ${mediaPerStatement}`,
    );
    if (rows.length === 0) break;
    const ids = rows.map((row) => row.id);
    removed += await removeUnreferenced(context, ids);
    await context.db.query(`delete from ${sweepCandidatesTable} where id = any($1::uuid[])`, [ids]);
  }
  const root = mediaDirectory(context);
  const removeStrays = async (folders: string[]) => {
    // Looked up on the media table's key; a folder not named as a media id is a stray anyway.
    const { rows } = await context.db.query<{ id: string }>(`select id::text as id from ${mediaTable} where id = any($1::uuid[])`, [
      folders.filter(isUuid),
    ]);
    const recorded = new Set(rows.map((row) => row.id));
    for (const folder of folders) {
      if (recorded.has(folder)) continue;
      const info = await stat(path.join(root, folder)).catch(() => undefined);
      if (!info || Date.now() - info.mtimeMs < grace * 1000) continue;
      await rm(path.join(root, folder), { recursive: true, force: true });
      removed += 1;
    }
  };
  const directory = await opendir(root).catch(() => undefined);
  if (!directory) return removed;
  let batch: string[] = [];
  for await (const entry of directory) {
    batch.push(entry.name);
    if (batch.length < mediaPerStatement) continue;
    await removeStrays(batch);
    batch = [];
  }
  if (batch.length) await removeStrays(batch);
  return removed;
}
