/**
 * `GET /admin/export/{r}?format=csv|json`: every item that the list's search and filters
 * select, written by the database and streamed in keyset batches (or one `COPY` for CSV on a
 * PostgreSQL server), so memory stays flat whatever the table holds: CSV lines, JSON items in
 * their read shape (read-sql.ts). The
 * `X-Total-Count` header says how many items follow, so the admin can show its progress.
 */
import { pipeline, Readable, type Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ResourceDefinition } from '../../resources/definition';
import type { ServerContext } from '../context';
import type { Database, Queryable } from '../db/database';
import { z } from 'zod/mini';
import { HttpError, invalidQuery } from '../errors';
import { checkedBy } from '../http/route-schemas';
import { errorAnswers } from '../openapi/answers';
import { componentsOf } from '../openapi/components';
import { requestOrigin, requestQuery } from '../http/request-url';
import { parseListQuery, type ListQuery } from '../lists';
import { keysetCondition, orderClause, positionOf, sortValueSql, whereClause } from '../lists';
import { InlineParams, Params } from '../db/sql';
import { tableName } from '../items';
import type { Row } from '../items';
import { readItemSql, withClause } from '../items';
import { ChunkPool, sentThroughPool } from './chunk-pool';
import { jsonArrayFromCopy, jsonCopySql } from './json';
import { copiesInOrder, rangeCopies, type RangeSql } from './ranges';
import { byteOrderMark, csvLine } from '../../resources/csv-columns';
import { csvCopySql, csvFromCopy, csvLineSql, csvQuery, csvRowAlias } from './csv';

export const totalCountHeader = 'x-total-count';
const formats = { csv: 'text/csv; charset=utf-8', json: 'application/json; charset=utf-8' } as const;
type Format = keyof typeof formats;

/** The server's origin in SQL, for files' URLs: a parameter added once, however many files the row has. */
function originSql(params: Params, origin: string): () => string {
  let added: string | undefined;
  return () => (added ??= `${params.add(origin)}::text`);
}

/**
 * The CSV file on a PostgreSQL server: its header, then one `COPY` of every row, written by the
 * database as fast as it reads them.
 */
async function* copiedCsv(copyOut: NonNullable<Database['copyOut']>, definition: ResourceDefinition, query: ListQuery, origin: string) {
  const params = new InlineParams();
  const csv = csvQuery(definition, originSql(params, origin));
  yield byteOrderMark + csvLine(csv.columns.map((column) => column.header));
  const copy = csvCopySql(tableName(definition), csv, whereClause(query.conditions, params), orderClause(query.sort, query.direction));
  const lines = csvFromCopy();
  // pipeline, not pipe: a failed COPY fails the file rather than leave it waiting for more.
  pipeline(await copyOut(copy), lines, () => undefined);
  yield* lines;
}

/**
 * Readers per JSON export: the range being sent and the one read ahead. More would each hold a
 * range in memory, for cores this project's machine has not.
 */
const readersPerExport = 2;

/**
 * The JSON file on a PostgreSQL server: every item's JSON text written by the database, in
 * ranges of the list's order read side by side (ranges.ts), one `COPY` each. Its chunks are used
 * again once `response` has written them (chunk-pool.ts).
 */
async function* copiedJson(
  snapshotReaders: NonNullable<Database['snapshotReaders']>,
  served: readonly ResourceDefinition[],
  definition: ResourceDefinition,
  query: ListQuery,
  origin: string,
  response: Writable,
) {
  const order = orderClause(query.sort, query.direction);
  const rangeSql: RangeSql = ({ conditions, limit, params }) => {
    const read = readItemSql(served, definition, csvRowAlias, originSql(params, origin));
    // The rows in order first (fenced by their limit or `offset 0`), then their joins, which keep
    // that order: left to itself the planner may build every item's JSON and sort that.
    const bound = limit === undefined ? 'offset 0' : `limit ${limit}`;
    const rows = `(select * from ${tableName(definition)} ${csvRowAlias} ${conditions} ${order} ${bound}) ${csvRowAlias}`;
    return jsonCopySql(`${withClause(read.with)}select ${read.item}::text from ${rows} ${read.joins} ${order}`);
  };
  const readers = await snapshotReaders(readersPerExport);
  let copies: string[];
  try {
    copies = await rangeCopies(readers, definition, query, rangeSql);
  } catch (error) {
    await readers.release();
    throw error;
  }
  const array = jsonArrayFromCopy();
  const chunks = new ChunkPool();
  // pipeline, not pipe: a failed COPY fails the array, and an array no longer read stops the COPYs.
  pipeline(Readable.from(copiesInOrder(readers, readersPerExport, copies, chunks)), array, () => undefined);
  yield* sentThroughPool(array, chunks, response);
}

/** Lines per query of an export written by the database: a batch costs little beside its rows. */
const linesPerBatch = 5000;

/** What an export writes of each row: SQL text over the row `csvRowAlias`, the joins it reads from, and any `with` parts. */
type LineSql = (params: Params) => { line: string; joins: string; with?: readonly string[] };

/**
 * Every row's line as the database writes it, in keyset batches of the list's order. The next batch
 * is asked for before the current one is handed on: the database writes it while this process
 * sends the current one, rather than each waiting for the other.
 */
async function* lineBatches(db: Queryable, definition: ResourceDefinition, query: ListQuery, lineSql: LineSql) {
  const readBatch = async (after: ReturnType<typeof positionOf> | undefined) => {
    const params = new Params();
    const { line, joins, with: withParts = [] } = lineSql(params);
    const keyset = after ? [keysetCondition(query, params, after, true)] : [];
    const { rows } = await db.query<Row>(
      `${withClause(withParts)}select ${csvRowAlias}.id, ${sortValueSql(query.sort)}, ${line} as line
       from ${tableName(definition)} ${csvRowAlias} ${joins} ${whereClause(query.conditions, params, keyset)}
       ${orderClause(query.sort, query.direction)} limit ${params.add(linesPerBatch)}`,
      params.values,
    );
    return rows;
  };
  let pending = readBatch(undefined);
  for (;;) {
    const rows = await pending;
    const more = rows.length === linesPerBatch;
    if (more) {
      pending = readBatch(positionOf(rows[rows.length - 1]));
      // A download stopped meanwhile leaves this read unawaited: its failure must not go unhandled.
      pending.catch(() => undefined);
    }
    if (rows.length > 0) yield rows.map((row) => row.line as string);
    if (!more) return;
  }
}

/** The CSV lines of `csvQuery`, the server's origin a parameter given once. */
const csvLineOf =
  (definition: ResourceDefinition, origin: string): LineSql =>
  (params) => {
    const csv = csvQuery(definition, originSql(params, origin));
    return { line: csvLineSql(csv), joins: csv.joins };
  };

/** The CSV file: its header, then every line as the database writes it. */
async function* csvChunks(db: Queryable, definition: ResourceDefinition, query: ListQuery, origin: string) {
  yield byteOrderMark + csvLine(csvQuery(definition, () => 'null').columns.map((column) => column.header));
  for await (const lines of lineBatches(db, definition, query, csvLineOf(definition, origin))) yield lines.join('');
}

/** The JSON file: one item per line, each in its read shape as the database writes it, a batch's lines sent as one piece. */
async function* jsonChunks(
  db: Queryable,
  served: readonly ResourceDefinition[],
  definition: ResourceDefinition,
  query: ListQuery,
  origin: string,
) {
  const itemSql: LineSql = (params) => {
    const read = readItemSql(served, definition, csvRowAlias, originSql(params, origin));
    return { line: `${read.item}::text`, joins: read.joins, with: read.with };
  };
  let separator = '[\n';
  for await (const lines of lineBatches(db, definition, query, itemSql)) {
    yield separator + lines.join(',\n');
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
    throw new HttpError(422, invalidQuery, { format: [{ message: 'validation.choice', args: { choices: 'csv, json' } }] });
  }
  return format;
}

/** The route's schemas: the resource in the path, `format` and the list's query (read whole with the format), the file. */
function exportSchema(served: readonly ResourceDefinition[]) {
  const { of } = componentsOf(served);
  const endpoints = served.map((definition) => definition.endpoint) as [string, ...string[]];
  return {
    tags: ['Export'],
    summary: 'Every item the query selects, as a CSV or JSON download',
    params: z.strictObject({ resource: z.enum(endpoints, { error: 'server.noSuchResource' }) }),
    // The list's query of the resource besides `format`, read whole by server/lists as the list's is.
    querystring: checkedBy(z.looseObject({ format: z.enum(['csv', 'json']) }), (query) => query),
    response: {
      200: {
        description: 'The file, streamed',
        headers: { [totalCountHeader]: { type: 'string', description: 'How many items follow' } },
        content: {
          'text/csv': { schema: z.string() },
          'application/json': { schema: z.array(z.union(served.map((definition) => of(definition).item))) },
        },
      },
      ...errorAnswers(401, 403, 404, 422),
    },
  };
}

export async function registerExportRoutes(app: FastifyInstance, context: ServerContext) {
  app.get('/export/:resource', { schema: exportSchema(context.definitions) }, async (request, reply) => {
    const { resource } = request.params as { resource: string };
    const definition = context.definitions.find((served) => served.endpoint === resource)!;
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
        : context.db.snapshotReaders
          ? copiedJson(context.db.snapshotReaders.bind(context.db), context.definitions, definition, query, origin, reply.raw)
          : jsonChunks(context.db, context.definitions, definition, query, origin);
    const date = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', formats[format])
      .header(totalCountHeader, String(total))
      .header('content-disposition', `attachment; filename="${definition.endpoint}-${date}.${format}"`)
      .send(Readable.from(chunks, { highWaterMark: 1 }));
  });
}
