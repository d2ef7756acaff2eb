/**
 * The content routes of api.md, for every served definition (the context's): list, get, create,
 * update, delete, bulk delete and bulk update, under `/{endpoint}`. Each write is one transaction.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { writeKey, fieldBySource, type ResourceDefinition } from '../../resources/definition';
import { id as idSchema } from '../../resources/validation';
import type { ServerContext } from '../context';
import type { Queryable } from '../db/database';
import { HttpError, notFound } from '../errors';
import { parseBody } from '../http/parse-body';
import { refuseQuery } from '../http/query';
import { requestOrigin, requestPath, requestQuery } from '../http/request-url';
import { isUuid } from './filters';
import { listPage } from './list';
import { parseListQuery } from './list-query';
import { readItems, rowsByIds, type Item, type Row } from './read';
import { createItems, deleteItems, replaceItems } from './store';
import { mediaOfItems, removeMediaIfUnreferenced } from '../media/sweep';
import { valuesOfRow } from './table';
import { checkReferences, invalidData, jsonBody, parseWrite } from './write';

const itemNotFound = (definition: ResourceDefinition) => notFound(`No such ${definition.label.one.toLowerCase()}.`);

async function readById(
  db: Queryable,
  served: readonly ResourceDefinition[],
  definition: ResourceDefinition,
  ids: string[],
  origin: string,
): Promise<Item[]> {
  return readItems(db, served, definition, await rowsByIds(db, definition, ids), origin);
}

/** The `:id` of an item route; an id that cannot exist is as unknown as one that does not. */
function itemId(definition: ResourceDefinition, request: FastifyRequest): string {
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

const idsSchema = z.array(idSchema().transform((id) => id.toLowerCase())).min(1, { error: 'validation.required' });
const bulkDeleteSchema = z.strictObject({ ids: idsSchema });
const bulkUpdateSchema = z.strictObject({ ids: idsSchema, data: z.record(z.string(), z.unknown()) });

function registerResource(app: FastifyInstance, context: ServerContext, definition: ResourceDefinition) {
  const base = `/${definition.endpoint}`;
  const { db, definitions: served } = context;
  const bulkKeys = new Set((definition.bulkUpdatable ?? []).map((source) => writeKey(fieldBySource(definition, source))));
  const paging = definition.list.pagination === 'pages' ? 'page' : 'cursor';

  app.get(base, async (request) => {
    const query = parseListQuery(definition, requestQuery(request), paging);
    const location = { origin: requestOrigin(request), path: requestPath(request) };
    return listPage({ db, served, definition, query, location });
  });

  app.get(`${base}/:id`, async (request) => {
    refuseQuery(request);
    const [item] = await readById(db, served, definition, [itemId(definition, request)], requestOrigin(request));
    if (!item) throw itemNotFound(definition);
    return { data: item };
  });

  app.post(base, async (request, reply) => {
    refuseQuery(request);
    const values = parseWrite(definition, jsonBody(request), { partial: false });
    const item = await db.transaction(async (tx) => {
      await checkReferences(tx, served, definition, values);
      const [id] = await createItems(tx, definition, [values]);
      return (await readById(tx, served, definition, [id], requestOrigin(request)))[0];
    });
    return reply.status(201).send({ data: item });
  });

  app.put(`${base}/:id`, async (request) => {
    refuseQuery(request);
    const id = itemId(definition, request);
    const patch = parseWrite(definition, jsonBody(request), { partial: true });
    const item = await db.transaction(async (tx) => {
      const [row] = await rowsByIds(tx, definition, [id], true);
      if (!row) throw itemNotFound(definition);
      await checkReferences(tx, served, definition, patch, id);
      await replaceItems(tx, definition, [{ id, values: { ...valuesOfRow(definition, row), ...patch } }]);
      return (await readById(tx, served, definition, [id], requestOrigin(request)))[0];
    });
    return { data: item };
  });

  app.delete(`${base}/:id`, async (request, reply) => {
    refuseQuery(request);
    const id = itemId(definition, request);
    const media = await mediaOfItems(db, definition, [id]);
    const deleted = await db.transaction((tx) => deleteItems(tx, served, definition, [id]));
    if (deleted === 0) throw itemNotFound(definition);
    // A deleted item's files are no longer served (unless another item holds them too).
    await removeMediaIfUnreferenced(context, media);
    return reply.status(204).send();
  });

  app.post(`${base}/bulk-delete`, async (request) => {
    refuseQuery(request);
    const { ids } = parseBody(bulkDeleteSchema, jsonBody(request));
    const media = await mediaOfItems(db, definition, ids);
    const deleted = await db.transaction(async (tx) => {
      const rows = await existingRows(tx, definition, ids);
      return deleteItems(tx, served, definition, rows.map((row) => row.id as string));
    });
    await removeMediaIfUnreferenced(context, media);
    return { data: { deleted } };
  });

  app.patch(`${base}/bulk`, async (request) => {
    refuseQuery(request);
    const body = parseBody(bulkUpdateSchema, jsonBody(request));
    const patch = parseWrite(definition, body.data, { partial: true, pathPrefix: 'data', only: bulkKeys });
    const items = await db.transaction(async (tx) => {
      const rows = await existingRows(tx, definition, body.ids);
      await checkReferences(tx, served, definition, patch);
      await replaceItems(
        tx,
        definition,
        rows.map((row) => ({ id: row.id as string, values: { ...valuesOfRow(definition, row), ...patch } })),
      );
      return readById(tx, served, definition, rows.map((row) => row.id as string), requestOrigin(request));
    });
    return { data: items };
  });
}

export async function registerContentRoutes(app: FastifyInstance, context: ServerContext) {
  for (const definition of context.definitions) registerResource(app, context, definition);
}
