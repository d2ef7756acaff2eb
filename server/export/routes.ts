/**
 * `GET /admin/export/{r}?format=csv|json`: every item that the list's search and filters
 * select, streamed in keyset batches, so memory stays flat whatever the table holds. The
 * `X-Total-Count` header says how many items follow, so the admin can show its progress.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ResourceDefinition } from '../../resources/definition';
import type { ServerContext } from '../context';
import type { Queryable } from '../db/database';
import { HttpError, notFound } from '../errors';
import { requestOrigin, requestQuery } from '../http/request-url';
import { keysetRows, positionOf } from '../content/list';
import { parseListQuery, whereClause, type ListQuery } from '../content/list-query';
import { Params } from '../content/sql';
import { tableName } from '../content/table';
import { readItems, type Item, type Row } from '../content/read';
import { byteOrderMark, csvColumns, csvLine } from './csv';

/** Rows per keyset read: large enough that the queries cost little beside the writing of the rows. */
const batchSize = 2000;
export const totalCountHeader = 'x-total-count';
const formats = { csv: 'text/csv; charset=utf-8', json: 'application/json; charset=utf-8' } as const;
type Format = keyof typeof formats;

async function* batches(
  db: Queryable,
  served: readonly ResourceDefinition[],
  definition: ResourceDefinition,
  query: ListQuery,
  origin: string,
) {
  let after: ReturnType<typeof positionOf> | undefined;
  for (;;) {
    const rows = await keysetRows(db, definition, query, batchSize, after);
    if (rows.length === 0) return;
    yield { rows, items: await readItems(db, served, definition, rows, origin) };
    if (rows.length < batchSize) return;
    after = positionOf(rows[rows.length - 1]);
  }
}

async function* csvChunks(source: AsyncIterable<{ rows: Row[]; items: Item[] }>, definition: ResourceDefinition) {
  const columns = csvColumns(definition);
  yield byteOrderMark + csvLine(columns.map((column) => column.header));
  for await (const { rows, items } of source) {
    yield items.map((item, index) => csvLine(columns.map((column) => column.value(item, rows[index])))).join('');
  }
}

async function* jsonChunks(source: AsyncIterable<{ items: Item[] }>) {
  let first = true;
  yield '[';
  for await (const { items } of source) {
    for (const item of items) {
      yield `${first ? '\n' : ',\n'}${JSON.stringify(item)}`;
      first = false;
    }
  }
  yield '\n]\n';
}

/** How many items the export holds: counted whole once, before the first row is sent. */
async function countItems(db: Queryable, definition: ResourceDefinition, query: ListQuery): Promise<number> {
  const params = new Params();
  const { rows } = await db.query<{ n: string }>(
    `select count(*)::text as n from ${tableName(definition)} ${whereClause(query.conditions, params)}`,
    params.values,
  );
  return Number(rows[0].n);
}

function parseFormat(query: URLSearchParams): Format {
  const given = query.getAll('format');
  const format = given[0];
  if (given.length !== 1 || (format !== 'csv' && format !== 'json')) {
    throw new HttpError(422, 'The given query was invalid.', { format: ['Must be csv or json'] });
  }
  return format;
}

export async function registerExportRoutes(app: FastifyInstance, context: ServerContext) {
  app.get('/export/:resource', async (request, reply) => {
    const { resource } = request.params as { resource: string };
    const definition = context.definitions.find((served) => served.endpoint === resource);
    if (!definition) throw notFound('No such resource.');
    const params = requestQuery(request);
    const format = parseFormat(params);
    params.delete('format');
    const query = parseListQuery(definition, params, 'none');
    const total = await countItems(context.db, definition, query);
    const source = batches(context.db, context.definitions, definition, query, requestOrigin(request));
    const chunks = format === 'csv' ? csvChunks(source, definition) : jsonChunks(source);
    const date = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', formats[format])
      .header(totalCountHeader, String(total))
      .header('content-disposition', `attachment; filename="${definition.endpoint}-${date}.${format}"`)
      .send(Readable.from(chunks, { highWaterMark: 1 }));
  });
}
