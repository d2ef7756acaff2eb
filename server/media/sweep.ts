/**
 * Files nothing refers to: temporary files of uploads a crash cut short (`incoming/`, swept at
 * start), and stored media no item refers to once a grace period has passed (an upload waits for
 * the item it belongs to), rows and folders alike. A deleted item's files go at once, unless its
 * resource keeps history: then a file stays until the last version holding it is pruned
 * (docs/versions.md).
 */
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ServerContext } from '../context';
import type { Queryable } from '../db/database';
import { mediaOfVersionsSql } from '../content/history';
import { identifier } from '../content/sql';
import { storedColumns, tableName } from '../content/table';
import { keepsHistory, type ResourceDefinition } from '../../resources/definition';
import { mediaDirectory } from './files';
import { mediaTable } from './table';

export const incomingDirectory = (context: ServerContext) => path.join(context.config.dataDir, 'incoming');

/** Removes every temporary upload: at start no upload is under way. */
export async function sweepIncoming(context: ServerContext): Promise<void> {
  const directory = incomingDirectory(context);
  const entries = await readdir(directory).catch(() => [] as string[]);
  await Promise.all(entries.map((entry) => rm(path.join(directory, entry), { recursive: true, force: true })));
}

/**
 * Every media column of every served resource, as `select <column> from <table>` parts, and the
 * media its kept versions hold (a file stays while a restore can bring it back).
 */
function mediaReferences(definitions: readonly ResourceDefinition[]): string[] {
  return definitions.flatMap((definition) => {
    const columns = storedColumns(definition)
      .filter(({ field }) => field.kind === 'media')
      .map(({ column }) => column);
    return [
      ...columns.map(
        (column) => `select ${identifier(column)} as id from ${tableName(definition)} where ${identifier(column)} is not null`,
      ),
      ...mediaOfVersionsSql(definition, columns),
    ];
  });
}

const unreferenced = (definitions: readonly ResourceDefinition[]) => {
  const references = mediaReferences(definitions);
  return references.length ? `id not in (${references.join(' union ')})` : 'true';
};

/**
 * The media ids that go with the given items when they are deleted (read before): the ones they
 * hold, or none when their resource keeps history, whose versions keep them (mediaReferences).
 */
export async function mediaGoingWith(db: Queryable, definition: ResourceDefinition, ids: string[]): Promise<string[]> {
  if (keepsHistory(definition)) return [];
  const columns = storedColumns(definition)
    .filter(({ field }) => field.kind === 'media')
    .map(({ column }) => identifier(column));
  if (columns.length === 0 || ids.length === 0) return [];
  const { rows } = await db.query<{ id: string }>(
    `select distinct unnest(array[${columns.join(', ')}]::uuid[]) as id from ${tableName(definition)} where id = any($1::uuid[])`,
    [ids],
  );
  return rows.map((row) => row.id).filter(Boolean);
}

async function removeMediaRows(context: ServerContext, condition: string, params: unknown[]): Promise<number> {
  const { rows } = await context.db.query<{ id: string }>(
    `delete from ${mediaTable} where ${condition} and ${unreferenced(context.definitions)} returning id`,
    params,
  );
  await Promise.all(rows.map((row) => rm(path.join(mediaDirectory(context), row.id), { recursive: true, force: true })));
  return rows.length;
}

/** Removes these media, rows and files, unless some item still refers to them. */
export const removeMediaIfUnreferenced = (context: ServerContext, mediaIds: string[]) =>
  mediaIds.length ? removeMediaRows(context, 'id = any($1::uuid[])', [mediaIds]) : Promise.resolve(0);

/**
 * Removes media no item refers to that are older than the grace period, and media folders with
 * no row at all (a crash between storing the file and recording it) once as old.
 */
export async function sweepOrphanMedia(context: ServerContext): Promise<number> {
  const grace = context.config.mediaOrphanGraceSeconds;
  let removed = await removeMediaRows(context, `created_at < now() - make_interval(secs => $1)`, [grace]);
  const root = mediaDirectory(context);
  const folders = await readdir(root).catch(() => [] as string[]);
  const { rows } = await context.db.query<{ id: string }>(`select id::text as id from ${mediaTable}`);
  const recorded = new Set(rows.map((row) => row.id));
  for (const folder of folders) {
    if (recorded.has(folder)) continue;
    const info = await stat(path.join(root, folder)).catch(() => undefined);
    if (!info || Date.now() - info.mtimeMs < grace * 1000) continue;
    await rm(path.join(root, folder), { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
