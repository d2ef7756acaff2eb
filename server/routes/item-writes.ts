/**
 * What the item routes share (docs/api.md "Content"): items read by id, the rows a bulk write
 * names (locked), the versions it is based on, and one item's update checked against its version
 * (docs/versions.md), which the update and a restore of an older version both make.
 */
import { z } from 'zod';
import type { ResourceDefinition } from '../../resources/definition';
import { id as idSchema } from '../../resources/validation';
import type { Queryable } from '../db/database';
import { HttpError, notFound } from '../errors';
import { aboutItems } from '../i18n/texts';
import { latestEntries, recordVersions } from '../history';
import { changedSince, checkReferences, invalidData, patchItems, readItems, rowsByIds, versionColumn, type Item, type Row } from '../items';

export const itemNotFound = (definition: ResourceDefinition) => notFound(aboutItems(definition, 'server.items.notFound'));

export async function readById(
  db: Queryable,
  served: readonly ResourceDefinition[],
  definition: ResourceDefinition,
  ids: string[],
  origin: string,
): Promise<Item[]> {
  return readItems(db, served, definition, await rowsByIds(db, definition, ids), origin);
}

/** The rows of `ids` (each once), locked for the write; a 422 naming each position whose id does not exist. */
export async function existingRows(tx: Queryable, definition: ResourceDefinition, ids: string[]): Promise<Row[]> {
  const rows = await rowsByIds(tx, definition, [...new Set(ids)], true);
  const found = new Set(rows.map((row) => row.id));
  const missing = ids.flatMap((id, index) => (found.has(id) ? [] : [[`ids.${index}`, [aboutItems(definition, 'server.items.noSuchId')]]]));
  if (missing.length > 0) throw new HttpError(422, invalidData, Object.fromEntries(missing));
  return rows;
}

export const idsSchema = z
  .array(
    z.pipe(
      idSchema(),
      z.transform((id: string) => id.toLowerCase()),
    ),
  )
  .min(1, { error: 'validation.required' });
/** The version each id's change is based on, in the order of `ids`; checked against it after parsing. */
export const versionsSchema = z.array(z.number().int().min(0)).optional();
export const bulkDeleteSchema = z.strictObject({ ids: idsSchema, versions: versionsSchema });
export const bulkUpdateSchema = z.strictObject({ ids: idsSchema, versions: versionsSchema, data: z.record(z.string(), z.unknown()) });

/** The version a bulk body names for each of its ids: 428 without `versions`, 422 unless one per id. */
export function bulkVersions(definition: ResourceDefinition, body: { ids: string[]; versions?: number[] }): Map<string, number> {
  if (!body.versions) {
    throw new HttpError(428, aboutItems(definition, 'server.items.versionsRequired'));
  }
  if (body.versions.length !== body.ids.length)
    throw new HttpError(422, invalidData, { versions: [{ message: 'server.items.versionPerId' }] });
  return new Map(body.ids.map((id, index) => [id, body.versions![index]]));
}

export interface WriteContext {
  served: readonly ResourceDefinition[];
  definition: ResourceDefinition;
  origin: string;
  userId: string;
}

/** 409 for one item: the item as it is now, and who changed it last and when (where history knows). */
export async function conflictOf(tx: Queryable, { served, definition, origin }: WriteContext, id: string): Promise<HttpError> {
  const [current] = await readById(tx, served, definition, [id], origin);
  if (!current) return itemNotFound(definition);
  const last = (await latestEntries(tx, definition, [id])).get(id);
  const error = changedSince(definition, current);
  if (last) Object.assign(error.extra!, { changed_by: last.changedBy, changed_at: last.changedAt });
  return error;
}

/**
 * Rewrites one item from `values` (a patch over what it holds) if it still has version
 * `basedOn`, keeps the new version in its history, and answers it as read.
 */
export async function updateItem(
  tx: Queryable,
  write: WriteContext,
  id: string,
  basedOn: number,
  patch: Record<string, unknown>,
  action: 'update' | 'restore',
): Promise<Item> {
  const { served, definition, origin } = write;
  const [row] = await rowsByIds(tx, definition, [id], true);
  if (!row) throw itemNotFound(definition);
  if (row[versionColumn] !== basedOn) throw await conflictOf(tx, write, id);
  await checkReferences(tx, served, definition, patch, id);
  const written = await patchItems(tx, definition, [row], patch);
  if (written.length === 0) throw await conflictOf(tx, write, id);
  await recordVersions(tx, definition, action, [id], write.userId);
  return (await readById(tx, served, definition, [id], origin))[0];
}
