/**
 * The content routes of docs/api.md for one served definition: list and count, get, create,
 * update and delete under `/{endpoint}`, and its bulk writes (bulk-writes.ts) and history routes.
 * Each write is one transaction, checked against the version it was based on (docs/versions.md) and
 * kept in the item's history in that same transaction.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { keepsHistory, type ResourceDefinition } from '../../resources/definition';
import type { ServerContext } from '../context';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { nothing } from '../http/route-schemas';
import { errorAnswers, noBody } from '../openapi/answers';
import { componentsOf } from '../openapi/components';
import { requestOrigin, requestPath, requestQuery } from '../http/request-url';
import { countMatching, listPage, maxMatchedItems, parseListQuery } from '../lists';
import { checkReferences, createItems, deleteItems, ifMatchVersion, rowsByIds, sendVersion, versionColumn } from '../items';
import { mediaGoingWith, removeMediaIfUnreferenced } from '../media/sweep';
import { signedInUser } from '../auth/guards';
import { recordDeletions, recordVersions } from '../history';
import { registerBulkRoutes } from './bulk-writes';
import { registerHistoryRoutes } from './history';
import { conflictOf, itemNotFound, readById, updateItem, type WriteContext } from './item-writes';
import {
  countAnswer,
  createBody,
  ifMatchHeaders,
  itemParams,
  listQuerySchema,
  pageSchema,
  updateBody,
  jsonObjectFirst,
} from './resource-schemas';

export function registerResource(app: FastifyInstance, context: ServerContext, definition: ResourceDefinition) {
  const base = `/${definition.endpoint}`;
  const { db, definitions: served } = context;
  const paging = definition.list.pagination === 'pages' ? 'page' : 'cursor';
  const writeContext = (request: FastifyRequest): WriteContext => ({
    served,
    definition,
    origin: requestOrigin(request),
    userId: signedInUser(request).id,
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  const schemas = componentsOf(served).of(definition);
  const tags = [definition.label.other];
  const params = itemParams(definition);
  const headers = ifMatchHeaders(definition);

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
      preValidation: jsonObjectFirst,
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
      preValidation: jsonObjectFirst,
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

  registerBulkRoutes(app, context, definition, writeContext);
  if (keepsHistory(definition)) registerHistoryRoutes(app, context, definition, writeContext);
}
