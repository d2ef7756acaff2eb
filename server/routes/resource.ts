/**
 * The content routes of docs/api.md for one served definition: list and count, get, create,
 * update, delete, bulk delete and bulk update, under `/{endpoint}`, and its history routes. Each
 * write is one transaction, checked against the version it was based on (docs/versions.md) and
 * kept in the item's history in that same transaction.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { keepsHistory, fieldBySource, type ResourceDefinition } from '../../resources/definition';
import { writeKey } from '../../resources/kinds';
import type { ServerContext } from '../context';
import type { Queryable } from '../db/database';
import { parseBody } from '../http/parse-body';
import { refuseQuery } from '../http/query';
import { requestOrigin, requestPath, requestQuery } from '../http/request-url';
import {
  countMatching,
  listPage,
  matchDeleteSchema,
  matchedRows,
  matchUpdateSchema,
  maxMatchedItems,
  parseListQuery,
  selectsByMatch,
} from '../lists';
import {
  changedIds,
  checkReferences,
  createItems,
  deleteItems,
  ifMatchVersion,
  jsonBody,
  parseWrite,
  patchItems,
  rowsByIds,
  sendVersion,
  someChangedSince,
  versionColumn,
  type Row,
} from '../items';
import { mediaGoingWith, removeMediaIfUnreferenced } from '../media/sweep';
import { signedInUser } from '../auth/guards';
import { recordDeletions, recordVersions } from '../history';
import { registerHistoryRoutes } from './history';
import {
  bulkDeleteSchema,
  bulkUpdateSchema,
  bulkVersions,
  conflictOf,
  existingRows,
  itemId,
  itemNotFound,
  readById,
  updateItem,
  type WriteContext,
} from './item-writes';

export function registerResource(app: FastifyInstance, context: ServerContext, definition: ResourceDefinition) {
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
