/**
 * The content routes of docs/api.md, for every served definition (the context's): list, get, create,
 * update, delete, bulk delete and bulk update, under `/{endpoint}`, and its history routes. Each
 * write is one transaction, checked against the version it was based on (versions.ts) and kept
 * in the item's history in that same transaction (history.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { keepsHistory, writeKey, fieldBySource, type ResourceDefinition } from '../../resources/definition';
import { id as idSchema } from '../../resources/validation';
import type { ServerContext } from '../context';
import type { Queryable } from '../db/database';
import { HttpError, notFound } from '../errors';
import { parseBody } from '../http/parse-body';
import { refuseQuery } from '../http/query';
import { requestOrigin, requestPath, requestQuery } from '../http/request-url';
import { isUuid } from './filters';
import { parseListQuery } from '../lists/query';
import { listPage } from '../lists/page';
import { countMatching, matchDeleteSchema, matchedRows, matchUpdateSchema, maxMatchedItems, selectsByMatch } from './matching';
import { readItems, rowsByIds, type Item, type Row } from './read';
import { createItems, deleteItems, patchItems } from './store';
import { mediaGoingWith, removeMediaIfUnreferenced } from '../media/sweep';
import { checkReferences, invalidData, jsonBody, parseWrite } from './write';
import { signedInUser } from '../auth/guards';
import { latestEntries, pruneEveryMs, pruneHistory, recordDeletions, recordVersions } from './history';
import { repeatInBackground } from '../repeating-task';
import { registerHistoryRoutes } from './history-routes';
import { changedIds, changedSince, ifMatchVersion, sendVersion, someChangedSince, versionColumn } from './versions';

export const itemNotFound = (definition: ResourceDefinition) => notFound(`No such ${definition.label.one.toLowerCase()}.`);

export async function readById(
  db: Queryable,
  served: readonly ResourceDefinition[],
  definition: ResourceDefinition,
  ids: string[],
  origin: string,
): Promise<Item[]> {
  return readItems(db, served, definition, await rowsByIds(db, definition, ids), origin);
}

/** The `:id` of an item route; an id that cannot exist is as unknown as one that does not. */
export function itemId(definition: ResourceDefinition, request: FastifyRequest): string {
  const { id } = request.params as { id: string };
  if (!isUuid(id)) throw itemNotFound(definition);
  return id.toLowerCase();
}

/** The rows of `ids` (each once), locked for the write; a 422 naming each position whose id does not exist. */
async function existingRows(tx: Queryable, definition: ResourceDefinition, ids: string[]): Promise<Row[]> {
  const rows = await rowsByIds(tx, definition, [...new Set(ids)], true);
  const found = new Set(rows.map((row) => row.id));
  const missing = ids.flatMap((id, index) => (found.has(id) ? [] : [[`ids.${index}`, [`No such ${definition.label.one.toLowerCase()}`]]]));
  if (missing.length > 0) throw new HttpError(422, invalidData, Object.fromEntries(missing));
  return rows;
}

const idsSchema = z
  .array(
    z.pipe(
      idSchema(),
      z.transform((id: string) => id.toLowerCase()),
    ),
  )
  .min(1, { error: 'validation.required' });
/** The version each id's change is based on, in the order of `ids`; checked against it after parsing. */
const versionsSchema = z.array(z.number().int().min(0)).optional();
const bulkDeleteSchema = z.strictObject({ ids: idsSchema, versions: versionsSchema });
const bulkUpdateSchema = z.strictObject({ ids: idsSchema, versions: versionsSchema, data: z.record(z.string(), z.unknown()) });

/** The version a bulk body names for each of its ids: 428 without `versions`, 422 unless one per id. */
function bulkVersions(definition: ResourceDefinition, body: { ids: string[]; versions?: number[] }): Map<string, number> {
  if (!body.versions) {
    throw new HttpError(
      428,
      `Say which version of each ${definition.label.one.toLowerCase()} this change is based on: "versions", one per id.`,
    );
  }
  if (body.versions.length !== body.ids.length)
    throw new HttpError(422, invalidData, { versions: ['Give one version per id, in the order of ids'] });
  return new Map(body.ids.map((id, index) => [id, body.versions![index]]));
}

export interface WriteContext {
  served: readonly ResourceDefinition[];
  definition: ResourceDefinition;
  origin: string;
  userId: string;
}

/** 409 for one item: the item as it is now, and who changed it last and when (where history knows). */
async function conflictOf(tx: Queryable, { served, definition, origin }: WriteContext, id: string): Promise<HttpError> {
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

function registerResource(app: FastifyInstance, context: ServerContext, definition: ResourceDefinition) {
  const base = `/${definition.endpoint}`;
  const { db, definitions: served } = context;
  const bulkKeys = new Set((definition.bulkUpdatable ?? []).map((source) => writeKey(fieldBySource(definition, source))));
  const paging = definition.list.pagination === 'pages' ? 'page' : 'cursor';
  const writeContext = (request: FastifyRequest): WriteContext => ({
    served,
    definition,
    origin: requestOrigin(request),
    userId: signedInUser(request).id,
  });

  /** 409 for a bulk write: each item whose version is not the one named, as it is now. */
  async function bulkConflict(tx: Queryable, request: FastifyRequest, rows: Row[], expected: Map<string, number>) {
    const changed = changedIds(rows, expected);
    if (changed.length > 0) throw someChangedSince(definition, await readById(tx, served, definition, changed, requestOrigin(request)));
  }

  app.get(base, async (request) => {
    const location = { origin: requestOrigin(request), path: requestPath(request) };
    return listPage({ db, served, definition, query: parseListQuery(definition, requestQuery(request), paging), location });
  });

  // The exact number a bulk write by filter would change (the list's own total may be an estimate, or absent for cursor pages).
  app.get(`${base}/count`, async (request) => {
    const count = await countMatching(db, definition, parseListQuery(definition, requestQuery(request), 'none'));
    return { data: { count: Math.min(count, maxMatchedItems), more: count > maxMatchedItems } };
  });

  app.get(`${base}/:id`, async (request, reply) => {
    refuseQuery(request);
    const [item] = await readById(db, served, definition, [itemId(definition, request)], requestOrigin(request));
    if (!item) throw itemNotFound(definition);
    sendVersion(reply, item);
    return { data: item };
  });

  app.post(base, async (request, reply) => {
    refuseQuery(request);
    const values = parseWrite(definition, jsonBody(request), { partial: false });
    const write = writeContext(request);
    const item = await db.transaction(async (tx) => {
      await checkReferences(tx, served, definition, values);
      const [id] = await createItems(tx, definition, [values]);
      await recordVersions(tx, definition, 'create', [id], write.userId);
      return (await readById(tx, served, definition, [id], write.origin))[0];
    });
    sendVersion(reply, item);
    return reply.status(201).send({ data: item });
  });

  app.put(`${base}/:id`, async (request, reply) => {
    refuseQuery(request);
    const id = itemId(definition, request);
    const patch = parseWrite(definition, jsonBody(request), { partial: true });
    const basedOn = ifMatchVersion(request, definition);
    const item = await db.transaction((tx) => updateItem(tx, writeContext(request), id, basedOn, patch, 'update'));
    sendVersion(reply, item);
    return { data: item };
  });

  app.delete(`${base}/:id`, async (request, reply) => {
    refuseQuery(request);
    const id = itemId(definition, request);
    const basedOn = ifMatchVersion(request, definition);
    const write = writeContext(request);
    const media = await mediaGoingWith(db, definition, [id]);
    await db.transaction(async (tx) => {
      const [row] = await rowsByIds(tx, definition, [id], true);
      if (!row) throw itemNotFound(definition);
      if (row[versionColumn] !== basedOn) throw await conflictOf(tx, write, id);
      await recordDeletions(tx, definition, [id], write.userId);
      await deleteItems(tx, served, definition, [id]);
    });
    // A deleted item's files go, unless another item holds them too or its resource keeps history.
    await removeMediaIfUnreferenced(context, media);
    return reply.status(204).send();
  });

  /** The rows a bulk write by filter changes: the list's query string selects, `count` confirms. */
  async function rowsOfMatch(tx: Queryable, request: FastifyRequest, count: number): Promise<Row[]> {
    return matchedRows(tx, definition, parseListQuery(definition, requestQuery(request), 'none'), count);
  }

  app.post(`${base}/bulk-delete`, async (request) => {
    const byMatch = selectsByMatch(jsonBody(request));
    const selection = byMatch
      ? { match: parseBody(matchDeleteSchema, jsonBody(request)) }
      : (refuseQuery(request), { ids: parseBody(bulkDeleteSchema, jsonBody(request)) });
    const expected = selection.ids && bulkVersions(definition, selection.ids);
    const { userId } = writeContext(request);
    let media: Awaited<ReturnType<typeof mediaGoingWith>> = [];
    const deleted = await db.transaction(async (tx) => {
      const rows = selection.match
        ? await rowsOfMatch(tx, request, selection.match.count)
        : await existingRows(tx, definition, selection.ids!.ids);
      if (expected) await bulkConflict(tx, request, rows, expected);
      const ids = rows.map((row) => row.id as string);
      media = await mediaGoingWith(tx, definition, ids);
      await recordDeletions(tx, definition, ids, userId);
      return deleteItems(tx, served, definition, ids);
    });
    await removeMediaIfUnreferenced(context, media);
    return { data: { deleted } };
  });

  app.patch(`${base}/bulk`, async (request) => {
    const byMatch = selectsByMatch(jsonBody(request));
    const selection = byMatch
      ? { match: parseBody(matchUpdateSchema, jsonBody(request)) }
      : (refuseQuery(request), { ids: parseBody(bulkUpdateSchema, jsonBody(request)) });
    const patch = parseWrite(definition, (selection.match ?? selection.ids!).data, { partial: true, pathPrefix: 'data', only: bulkKeys });
    const expected = selection.ids && bulkVersions(definition, selection.ids);
    const { userId } = writeContext(request);
    const written = await db.transaction(async (tx) => {
      const rows = selection.match
        ? await rowsOfMatch(tx, request, selection.match.count)
        : await existingRows(tx, definition, selection.ids!.ids);
      if (expected) await bulkConflict(tx, request, rows, expected);
      await checkReferences(tx, served, definition, patch);
      const ids = rows.map((row) => row.id as string);
      const replaced = await patchItems(tx, definition, rows, patch);
      if (expected && replaced.length < rows.length) await bulkConflict(tx, request, await rowsByIds(tx, definition, ids), expected);
      await recordVersions(tx, definition, 'update', ids, userId);
      // By filter, the answer is the count: the items may be thousands, and the list reloads them anyway.
      return selection.match ? ids.length : readById(tx, served, definition, ids, requestOrigin(request));
    });
    return { data: typeof written === 'number' ? { updated: written } : written };
  });

  if (keepsHistory(definition)) registerHistoryRoutes(app, context, definition, writeContext);
}

export async function registerContentRoutes(app: FastifyInstance, context: ServerContext) {
  for (const definition of context.definitions) registerResource(app, context, definition);
  // By the retention, at start and then every hour.
  const pruning = repeatInBackground(
    () => pruneHistory(context.db, context.config.historyRetention),
    pruneEveryMs,
    (error) => app.log.error({ err: error }, 'pruning history failed'),
  );
  app.addHook('onClose', () => pruning.stop());
}
