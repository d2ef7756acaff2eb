/**
 * The history routes of a resource that keeps history, under `/{endpoint}`:
 * - `GET /:id/versions`: the item's versions, newest first, each with the item as it was;
 * - `GET /:id/versions/:version`: one of them;
 * - `POST /:id/versions/:version/restore`: writes that version's content over the item, an
 *   ordinary versioned write (`If-Match` of the item's current version; 409 when it changed);
 * - `GET /deleted`: items deleted and not restored since, most recent first;
 * - `POST /deleted/:id/restore`: brings a deleted item back under its own id (409 when it is back already).
 * What a restored version referred to and is gone since is left out rather than refused, unless
 * the item cannot be without it (422). A deleted item's files stay while it can be restored.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { ResourceDefinition } from '../../resources/definition';
import { schemasOf } from '../../resources/schema';
import { serverKindOf } from '../kinds';
import type { ServerContext } from '../context';
import type { Queryable } from '../db/database';
import { HttpError, notFound, validationError } from '../errors';
import { aboutItems } from '../i18n/texts';
import { nothing } from '../http/route-schemas';
import { dataOf, errorAnswers } from '../openapi/answers';
import { componentsOf } from '../openapi/components';
import { mediaTable } from '../media/table';
import { deletedItems, deletion, itemHistory, itemVersion, recordVersions, type HistoryEntry } from '../history';
import { readItems, rowsByIds } from '../items';
import { itemNotFound, readById, updateItem, type WriteContext } from './item-writes';
import { ifMatchHeaders, itemParams, versionParams } from './resource-schemas';
import { createItems } from '../items';
import { referencedDefinition, storedColumns, tableName, valuesOfRow } from '../items';
import { checkReferences } from '../items';
import { ifMatchVersion, sendVersion, versionColumn } from '../items';

/** How many versions (or deleted items) one answer lists at most. */
export const historyPageSize = 200;

/** Entries in their wire shape, each with the item as it was (references as they resolve now). */
async function entriesOnWire(db: Queryable, write: WriteContext, entries: HistoryEntry[]) {
  const items = await readItems(
    db,
    write.served,
    write.definition,
    entries.map((entry) => entry.row),
    write.origin,
  );
  return entries.map((entry, index) => ({
    id: entry.row.id,
    version: entry.version,
    action: entry.action,
    changed_at: entry.changedAt,
    changed_by: entry.changedBy,
    via: entry.via,
    item: items[index],
  }));
}

/**
 * The write values of a kept state, without the references and files that are gone since (a
 * restore brings back what can be, rather than failing on what cannot), unless the item needs
 * them: then 422 naming the fields. The rest is written back as it was, even where a rule that
 * came later refuses it (a translation missing, docs/versions.md "History"): a restore never
 * keeps an item deleted for what it already was, and the list's filters still find it incomplete.
 */
async function restorableValues(
  tx: Queryable,
  served: readonly ResourceDefinition[],
  definition: ResourceDefinition,
  state: Record<string, unknown>,
) {
  const values = valuesOfRow(definition, state);
  const lost = new Set<string>();
  const context = { tx, mediaTable, referencedTable: (reference: string) => tableName(referencedDefinition(served, { reference })) };
  for (const { field, key } of storedColumns(definition)) {
    const value = values[key];
    const { keepExisting } = serverKindOf(field);
    if (value === null || value === undefined || !keepExisting) continue;
    values[key] = await keepExisting(field, value, context);
    if (JSON.stringify(values[key]) !== JSON.stringify(value)) lost.add(key);
  }
  const fit = schemasOf(definition).write.safeParse(values);
  const unfit = (fit.error?.issues ?? []).filter((issue) => lost.has(issue.path[0] as string));
  if (unfit.length > 0) {
    const keys = new Set(unfit.map((issue) => issue.path[0]));
    const labels = storedColumns(definition)
      .filter(({ key }) => keys.has(key))
      .map(({ field }) => field.label);
    throw validationError(new z.core.$ZodError(unfit), aboutItems(definition, 'server.items.notRestorable', { fields: labels.join(', ') }));
  }
  return values;
}

export function registerHistoryRoutes(
  app: FastifyInstance,
  { db, definitions: served }: ServerContext,
  definition: ResourceDefinition,
  writeContext: (request: FastifyRequest) => WriteContext,
) {
  const base = `/${definition.endpoint}`;
  const noSuchVersion = () => notFound(aboutItems(definition, 'server.items.noSuchVersion'));

  const api = app.withTypeProvider<ZodTypeProvider>();
  const schemas = componentsOf(served).of(definition);
  const tags = [definition.label.other];
  const params = itemParams(definition);
  const entries = dataOf(z.array(schemas.historyEntry));

  api.get(
    `${base}/:id/versions`,
    {
      schema: {
        tags,
        summary: "The item's versions, newest first",
        params,
        querystring: nothing,
        response: { 200: entries, ...errorAnswers(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const entries = await itemHistory(db, definition, id, historyPageSize);
      if (entries.length === 0 && (await rowsByIds(db, definition, [id])).length === 0) throw itemNotFound(definition);
      return { data: await entriesOnWire(db, writeContext(request), entries) };
    },
  );

  api.get(
    `${base}/:id/versions/:version`,
    {
      schema: {
        tags,
        summary: 'One version',
        params: versionParams(definition),
        querystring: nothing,
        response: { 200: dataOf(schemas.historyEntry), ...errorAnswers(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const entry = await itemVersion(db, definition, request.params.id, request.params.version);
      if (!entry) throw noSuchVersion();
      return { data: (await entriesOnWire(db, writeContext(request), [entry]))[0] };
    },
  );

  api.post(
    `${base}/:id/versions/:version/restore`,
    {
      schema: {
        tags,
        summary: "Write a version's content over the item",
        params: versionParams(definition),
        querystring: nothing,
        headers: ifMatchHeaders(definition),
        response: { 200: schemas.sent, ...errorAnswers(401, 403, 404, 409, 422, 428) },
      },
    },
    async (request, reply) => {
      const { id, version } = request.params;
      const basedOn = ifMatchVersion(request, definition);
      const write = writeContext(request);
      const item = await db.transaction(async (tx) => {
        const entry = await itemVersion(tx, definition, id, version);
        if (!entry || entry.action === 'delete') throw noSuchVersion();
        const values = await restorableValues(tx, write.served, definition, entry.row);
        return updateItem(tx, write, id, basedOn, values, 'restore');
      });
      sendVersion(reply, item);
      return { data: item };
    },
  );

  api.get(
    `${base}/deleted`,
    {
      schema: {
        tags,
        summary: 'Items deleted and not restored since',
        querystring: nothing,
        response: { 200: entries, ...errorAnswers(401, 403, 422) },
      },
    },
    async (request) => ({ data: await entriesOnWire(db, writeContext(request), await deletedItems(db, definition, historyPageSize)) }),
  );

  api.post(
    `${base}/deleted/:id/restore`,
    {
      schema: {
        tags,
        summary: 'Bring a deleted item back',
        params,
        querystring: nothing,
        response: { 201: schemas.sent, ...errorAnswers(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const write = writeContext(request);
      const item = await db.transaction(async (tx) => {
        const [current] = await readById(tx, write.served, definition, [id], write.origin);
        if (current) throw new HttpError(409, aboutItems(definition, 'server.items.restoredAlready'), undefined, { current });
        const entry = await deletion(tx, definition, id);
        if (!entry) throw notFound(aboutItems(definition, 'server.items.noSuchDeleted'));
        const values = await restorableValues(tx, write.served, definition, entry.row);
        await checkReferences(tx, write.served, definition, values, id);
        await createItems(tx, definition, [values], [id]);
        // Its versions go on from its deletion, and it keeps the day it was first created.
        await tx.query(`update ${tableName(definition)} set ${versionColumn} = $2, created_at = $3 where id = $1`, [
          id,
          entry.version + 1,
          entry.row.created_at,
        ]);
        await recordVersions(tx, definition, 'restore', [id], write.userId);
        return (await readById(tx, write.served, definition, [id], write.origin))[0];
      });
      sendVersion(reply, item);
      return reply.status(201).send({ data: item });
    },
  );
}
