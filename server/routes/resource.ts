/**
 * The content routes of docs/api.md for one served definition: list and count, get, create,
 * update, delete, bulk delete and bulk update, under `/{endpoint}`, and its history routes. Each
 * write is one transaction, checked against the version it was based on (docs/versions.md) and
 * kept in the item's history in that same transaction.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { keepsHistory, writeKey, fieldBySource, type ResourceDefinition } from '../../resources/definition';
import type { ServerContext } from '../context';
import type { Queryable } from '../db/database';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { refuseQuery } from '../http/query';
import { nothing } from '../http/route-schemas';
import { errorAnswers, noBody } from '../openapi/answers';
import { componentsOf } from '../openapi/components';
import { requestOrigin, requestPath, requestQuery } from '../http/request-url';
import { countMatching, listPage, matchedRows, maxMatchedItems, parseListQuery } from '../lists';
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
import { bulkVersions, conflictOf, existingRows, itemNotFound, readById, updateItem, type WriteContext } from './item-writes';
import {
  bulkDeleteBody,
  bulkUpdateBody,
  bulkUpdatedAnswer,
  countAnswer,
  createBody,
  deletedAnswer,
  ifMatchHeaders,
  itemParams,
  listQuerySchema,
  pageSchema,
  updateBody,
} from './resource-schemas';

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

  const api = app.withTypeProvider<ZodTypeProvider>();
  const schemas = componentsOf(served).of(definition);
  const tags = [definition.label.other];
  const params = itemParams(definition);
  const headers = ifMatchHeaders(definition);
  // A write's body is JSON (415 otherwise) and an object, checked before its schema reads it.
  const preValidation = async (request: FastifyRequest) => void jsonBody(request);

  api.get(
    base,
    {
      schema: {
        tags,
        summary: `List ${definition.label.other.toLowerCase()}`,
        querystring: listQuerySchema(definition, paging),
        response: { 200: pageSchema(definition, schemas.item), ...errorAnswers(401, 403, 422) },
      },
    },
    async (request) => {
      const location = { origin: requestOrigin(request), path: requestPath(request) };
      return listPage({ db, served, definition, query: parseListQuery(definition, requestQuery(request), paging), location });
    },
  );

  // The exact number a bulk write by filter would change (the list's own total may be an estimate, or absent for cursor pages).
  api.get(
    `${base}/count`,
    {
      schema: {
        tags,
        summary: `How many items the query selects (exact up to ${maxMatchedItems.toLocaleString('en-US')})`,
        querystring: listQuerySchema(definition, 'none'),
        response: { 200: countAnswer, ...errorAnswers(401, 403, 422) },
      },
    },
    async (request) => {
      const count = await countMatching(db, definition, parseListQuery(definition, requestQuery(request), 'none'));
      return { data: { count: Math.min(count, maxMatchedItems), more: count > maxMatchedItems } };
    },
  );

  api.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'One item',
        params,
        querystring: nothing,
        response: { 200: schemas.sent, ...errorAnswers(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const [item] = await readById(db, served, definition, [request.params.id], requestOrigin(request));
      if (!item) throw itemNotFound(definition);
      sendVersion(reply, item);
      return { data: item };
    },
  );

  api.post(
    base,
    {
      preValidation,
      schema: {
        tags,
        summary: `Create a ${definition.label.one.toLowerCase()}`,
        querystring: nothing,
        body: createBody(definition, schemas),
        response: { 201: schemas.sent, ...errorAnswers(401, 403, 415, 422) },
      },
    },
    async (request, reply) => {
      const values = request.body;
      const write = writeContext(request);
      const item = await db.transaction(async (tx) => {
        await checkReferences(tx, served, definition, values);
        const [id] = await createItems(tx, definition, [values]);
        await recordVersions(tx, definition, 'create', [id], write.userId);
        return (await readById(tx, served, definition, [id], write.origin))[0];
      });
      sendVersion(reply, item);
      return reply.status(201).send({ data: item });
    },
  );

  api.put(
    `${base}/:id`,
    {
      preValidation,
      schema: {
        tags,
        summary: 'Change the fields named',
        params,
        querystring: nothing,
        body: updateBody(definition, schemas),
        headers,
        response: { 200: schemas.sent, ...errorAnswers(401, 403, 404, 409, 415, 422, 428) },
      },
    },
    async (request, reply) => {
      const basedOn = ifMatchVersion(request, definition);
      const item = await db.transaction((tx) => updateItem(tx, writeContext(request), request.params.id, basedOn, request.body, 'update'));
      sendVersion(reply, item);
      return { data: item };
    },
  );

  api.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Delete',
        params,
        querystring: nothing,
        headers,
        response: { 204: noBody, ...errorAnswers(401, 403, 404, 409, 422, 428) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
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
    },
  );

  /** The rows a bulk write by filter changes: the list's query string selects, `count` confirms. */
  async function rowsOfMatch(tx: Queryable, request: FastifyRequest, count: number): Promise<Row[]> {
    return matchedRows(tx, definition, parseListQuery(definition, requestQuery(request), 'none'), count);
  }

  api.post(
    `${base}/bulk-delete`,
    {
      preValidation,
      schema: {
        tags,
        summary: 'Delete several items, by ids and versions or by the list query and its count',
        querystring: listQuerySchema(definition, 'none'),
        body: bulkDeleteBody(),
        response: { 200: deletedAnswer, ...errorAnswers(401, 403, 409, 415, 422, 428) },
      },
    },
    async (request) => {
      const selection = request.body;
      // Only a selection by the list's query takes one.
      if (selection.ids) refuseQuery(request);
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
    },
  );

  api.patch(
    `${base}/bulk`,
    {
      preValidation,
      schema: {
        tags,
        summary: 'Set the bulk-updatable fields of several items',
        querystring: listQuerySchema(definition, 'none'),
        body: bulkUpdateBody(schemas),
        response: { 200: bulkUpdatedAnswer(schemas.item), ...errorAnswers(401, 403, 409, 415, 422, 428) },
      },
    },
    async (request) => {
      const selection = request.body;
      if (selection.ids) refuseQuery(request);
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
    },
  );

  if (keepsHistory(definition)) registerHistoryRoutes(app, context, definition, writeContext);
}
