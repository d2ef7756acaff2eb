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
import type { ResourceDefinition } from '../../resources/definition';
import { schemasOf } from '../../resources/schema';
import { kindOf } from '../../resources/kinds';
import type { ServerContext } from '../context';
import type { Queryable } from '../db/database';
import { HttpError, notFound, validationError } from '../errors';
import { refuseQuery } from '../http/query';
import { mediaTable } from '../media/table';
import { deletedItems, deletion, itemHistory, itemVersion, recordVersions, type HistoryEntry } from '../history';
import { readItems, rowsByIds } from '../items';
import { itemId, itemNotFound, readById, updateItem, type WriteContext } from './item-writes';
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

function versionParam(request: FastifyRequest): number {
  const { version } = request.params as { version: string };
  if (!/^\d{1,9}$/.test(version)) throw notFound('No such version.');
  return Number(version);
}

/**
 * The write values of a kept state, without the references and files that are gone since (a
 * restore brings back what can be, rather than failing on what cannot), unless the item needs
 * them: what is written is what a create could write, else 422 naming the fields.
 */
async function restorableValues(
  tx: Queryable,
  served: readonly ResourceDefinition[],
  definition: ResourceDefinition,
  state: Record<string, unknown>,
) {
  const values = valuesOfRow(definition, state);
  for (const { field, key } of storedColumns(definition)) {
    const value = values[key];
    if (value === null || value === undefined) continue;
    const table = kindOf(field).file
      ? mediaTable
      : field.kind === 'reference' || field.kind === 'referenceList'
        ? tableName(referencedDefinition(served, field))
        : undefined;
    if (!table) continue;
    const ids = (Array.isArray(value) ? value : [value]) as string[];
    const { rows } = await tx.query<{ id: string }>(`select id from ${table} where id = any($1::uuid[])`, [ids]);
    const found = new Set(rows.map((row) => row.id));
    values[key] = Array.isArray(value) ? ids.filter((id) => found.has(id)) : found.has(value as string) ? value : null;
  }
  const fit = schemasOf(definition).write.safeParse(values);
  if (!fit.success) {
    const unfit = new Set(fit.error.issues.map((issue) => issue.path[0]));
    const labels = storedColumns(definition)
      .filter(({ key }) => unfit.has(key))
      .map(({ field }) => field.label);
    throw validationError(
      fit.error,
      `This ${definition.label.one.toLowerCase()} cannot be restored: ${labels.join(', ')} missing or no longer valid.`,
    );
  }
  return values;
}

export function registerHistoryRoutes(
  app: FastifyInstance,
  { db }: ServerContext,
  definition: ResourceDefinition,
  writeContext: (request: FastifyRequest) => WriteContext,
) {
  const base = `/${definition.endpoint}`;
  const noSuchVersion = () => notFound(`No such version of this ${definition.label.one.toLowerCase()}.`);

  app.get(`${base}/:id/versions`, async (request) => {
    refuseQuery(request);
    const id = itemId(definition, request);
    const entries = await itemHistory(db, definition, id, historyPageSize);
    if (entries.length === 0 && (await rowsByIds(db, definition, [id])).length === 0) throw itemNotFound(definition);
    return { data: await entriesOnWire(db, writeContext(request), entries) };
  });

  app.get(`${base}/:id/versions/:version`, async (request) => {
    refuseQuery(request);
    const entry = await itemVersion(db, definition, itemId(definition, request), versionParam(request));
    if (!entry) throw noSuchVersion();
    return { data: (await entriesOnWire(db, writeContext(request), [entry]))[0] };
  });

  app.post(`${base}/:id/versions/:version/restore`, async (request, reply) => {
    refuseQuery(request);
    const id = itemId(definition, request);
    const version = versionParam(request);
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
  });

  app.get(`${base}/deleted`, async (request) => {
    refuseQuery(request);
    return { data: await entriesOnWire(db, writeContext(request), await deletedItems(db, definition, historyPageSize)) };
  });

  app.post(`${base}/deleted/:id/restore`, async (request, reply) => {
    refuseQuery(request);
    const id = itemId(definition, request);
    const write = writeContext(request);
    const item = await db.transaction(async (tx) => {
      const [current] = await readById(tx, write.served, definition, [id], write.origin);
      if (current)
        throw new HttpError(409, `This ${definition.label.one.toLowerCase()} has been restored already.`, undefined, { current });
      const entry = await deletion(tx, definition, id);
      if (!entry) throw notFound(`No deleted ${definition.label.one.toLowerCase()} with this id.`);
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
  });
}
