/**
 * `GET /admin/export/{r}?format=csv|json`: every item that the list's search and filters
 * select, streamed in keyset batches, so memory stays flat whatever the table holds: CSV lines
 * written by the database, JSON items in their read shape. The
 * `X-Total-Count` header says how many items follow, so the admin can show its progress.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ResourceDefinition } from '../../resources/definition';
import type { ServerContext } from '../context';
import type { Database, Queryable } from '../db/database';
import { HttpError, notFound } from '../errors';
import { requestOrigin, requestQuery } from '../http/request-url';
import { keysetCondition, keysetRows, positionOf } from '../content/list';
import { orderClause, parseListQuery, whereClause, type ListQuery } from '../content/list-query';
import { InlineParams, Params } from '../content/sql';
import { tableName } from '../content/table';
import { readItems, type Item, type Row } from '../content/read';
import { byteOrderMark, csvCopySql, csvFromCopy, csvLine, csvLineSql, csvQuery, csvRowAlias } from './csv';

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

/**
 * The CSV file on a PostgreSQL server: its header, then one `COPY` of every row, written by the
 * database as fast as it reads them.
 */
async function* copiedCsv(copyOut: NonNullable<Database['copyOut']>, definition: ResourceDefinition, query: ListQuery, origin: string) {
  const params = new InlineParams();
  const csv = csvQuery(definition, () => `${params.add(origin)}::text`);
  yield byteOrderMark + csvLine(csv.columns.map((column) => column.header));
  const copy = csvCopySql(tableName(definition), csv, whereClause(query.conditions, params), orderClause(query.sort, query.direction));
  yield* (await copyOut(copy)).pipe(csvFromCopy());
}

/** Lines per query of a CSV export: written by the database, so a batch costs little beside its rows. */
const csvBatchSize = 5000;

/** The CSV file: its header, then every line as the database writes it, in keyset batches of the list's order. */
async function* csvChunks(db: Queryable, definition: ResourceDefinition, query: ListQuery, origin: string) {
  const csvOf = (params: Params) => {
    let placeholder: string | undefined;
    return csvQuery(definition, () => (placeholder ??= `${params.add(origin)}::text`));
  };
  yield byteOrderMark + csvLine(csvOf(new Params()).columns.map((column) => column.header));
  let after: ReturnType<typeof positionOf> | undefined;
  for (;;) {
    const params = new Params();
    const csv = csvOf(params);
    const line = csvLineSql(csv);
    const keyset = after ? [keysetCondition(query, params, after, true)] : [];
    const { rows } = await db.query<Row>(
      `select ${csvRowAlias}.id, (${query.sort.expression})::text as sort__value, ${line} as line
       from ${tableName(definition)} ${csvRowAlias} ${csv.joins} ${whereClause(query.conditions, params, keyset)}
       ${orderClause(query.sort, query.direction)} limit ${params.add(csvBatchSize)}`,
      params.values,
    );
    if (rows.length === 0) return;
    yield rows.map((row) => row.line as string).join('');
    if (rows.length < csvBatchSize) return;
    after = positionOf(rows[rows.length - 1]);
  }
}

/** The JSON file: one item per line, a batch's lines sent as one piece. */
async function* jsonChunks(source: AsyncIterable<{ items: Item[] }>) {
  let separator = '[\n';
  for await (const { items } of source) {
    if (items.length === 0) continue;
    yield separator + items.map((item) => JSON.stringify(item)).join(',\n');
    separator = ',\n';
  }
  yield separator === '[\n' ? '[\n]\n' : '\n]\n';
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
    const origin = requestOrigin(request);
    const chunks =
      format === 'csv'
        ? context.db.copyOut
          ? copiedCsv(context.db.copyOut.bind(context.db), definition, query, origin)
          : csvChunks(context.db, definition, query, origin)
        : jsonChunks(batches(context.db, context.definitions, definition, query, origin));
    const date = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', formats[format])
      .header(totalCountHeader, String(total))
      .header('content-disposition', `attachment; filename="${definition.endpoint}-${date}.${format}"`)
      .send(Readable.from(chunks, { highWaterMark: 1 }));
  });
}
