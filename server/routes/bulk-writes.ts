/**
 * A resource's bulk writes (docs/api.md "Content"): delete or update several items, named by ids
 * and the versions they are based on, or selected by the list's query and confirmed by its count.
 * Each is one transaction; a named item that changed since is a 409 (docs/versions.md).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fieldBySource, type ResourceDefinition } from '../../resources/definition';
import { writeKey } from '../../resources/kinds';
import type { ServerContext } from '../context';
import type { Queryable } from '../db/database';
import { refuseQuery } from '../http/query';
import { requestOrigin, requestQuery } from '../http/request-url';
import { changedIds, checkReferences, deleteItems, parseWrite, patchItems, rowsByIds, someChangedSince, type Row } from '../items';
import { matchedRows, parseListQuery } from '../lists';
import { mediaGoingWith, removeMediaIfUnreferenced } from '../media/sweep';
import { recordDeletions, recordVersions } from '../history';
import { errorAnswers } from '../openapi/answers';
import { componentsOf } from '../openapi/components';
import { bulkVersions, existingRows, readById, type WriteContext } from './item-writes';
import { bulkDeleteBody, bulkUpdateBody, bulkUpdatedAnswer, deletedAnswer, listQuerySchema, jsonObjectFirst } from './resource-schemas';

export function registerBulkRoutes(
  app: FastifyInstance,
  context: ServerContext,
  definition: ResourceDefinition,
  writeContext: (request: FastifyRequest) => WriteContext,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = `/${definition.endpoint}`;
  const { db, definitions: served } = context;
  const schemas = componentsOf(served).of(definition);
  const tags = [definition.label.other];
  const bulkKeys = new Set((definition.bulkUpdatable ?? []).map((source) => writeKey(fieldBySource(definition, source))));

  /** 409 for a bulk write: each item whose version is not the one named, as it is now. */
  async function bulkConflict(tx: Queryable, request: FastifyRequest, rows: Row[], expected: Map<string, number>) {
    const changed = changedIds(rows, expected);
    if (changed.length > 0) throw someChangedSince(definition, await readById(tx, served, definition, changed, requestOrigin(request)));
  }

  /** The rows a bulk write by filter changes: the list's query string selects, `count` confirms. */
  async function rowsOfMatch(tx: Queryable, request: FastifyRequest, count: number): Promise<Row[]> {
    return matchedRows(tx, definition, parseListQuery(definition, requestQuery(request), 'none'), count);
  }

  api.post(
    `${base}/bulk-delete`,
    {
      preValidation: jsonObjectFirst,
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
      preValidation: jsonObjectFirst,
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
}
