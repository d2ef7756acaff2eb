/**
 * An export read in parts side by side. One `COPY` is one database backend, one core: for a large
 * JSON export it is the whole export's critical path (docs/performance.md, "Objects written by
 * `row_to_json`"). Here
 * the rows, in the list's order, are cut into ranges of `rowsPerRange`; each range is one `COPY`
 * on one of the readers (one snapshot for all, so the parts agree), and the ranges' outputs are
 * passed on in order. A range runs ahead of the one being sent only by the readers' number, and
 * is held in memory meanwhile: at most that many ranges' output, whatever the table holds.
 */
import type { Readable } from 'node:stream';
import type { ResourceDefinition } from '../../resources/definition';
import type { SnapshotReaders } from '../db/database';
import type { ChunkSource } from '../db/copy-out';
import type { Row } from '../items';
import type { ListQuery } from '../lists';
import { keysetCondition, orderClause, positionOf, sortValueSql, whereClause } from '../lists';
import { InlineParams, Params } from '../db/sql';
import { tableName } from '../items';

/** Rows per range: enough that a range's query costs little beside its rows, few enough that the ranges held stay small. */
export const rowsPerRange = 2000;

/** How each range's rows are selected: the table's rows that `conditions` keep, in the list's order, `limit` at most. */
export type RangeSql = (rows: { conditions: string; limit: number | undefined; params: InlineParams }) => string;

/**
 * Where each range after the first starts: after the position of every `rowsPerRange`-th row in
 * the list's order (the last row of the range before), read once under the readers' snapshot.
 */
async function rangeStarts(readers: SnapshotReaders, definition: ResourceDefinition, query: ListQuery, rangeRows: number) {
  const params = new Params();
  const order = orderClause(query.sort, query.direction);
  const { rows } = await readers.query<Row>(
    `select id, sort__value from (
       select id, ${sortValueSql(query.sort)}, row_number() over (${order}) as position
       from ${tableName(definition)} ${whereClause(query.conditions, params)}
     ) numbered where position % ${params.add(rangeRows)} = 0 order by position`,
    params.values,
  );
  return rows.map(positionOf);
}

/** Every range's `COPY`, in the list's order. */
export async function rangeCopies(
  readers: SnapshotReaders,
  definition: ResourceDefinition,
  query: ListQuery,
  rangeSql: RangeSql,
  rangeRows = rowsPerRange,
): Promise<string[]> {
  const starts = await rangeStarts(readers, definition, query, rangeRows);
  return [undefined, ...starts].map((after, index) => {
    const params = new InlineParams();
    const keyset = after ? [keysetCondition(query, params, after, true)] : [];
    const conditions = whereClause(query.conditions, params, keyset);
    return rangeSql({ conditions, limit: index < starts.length ? rangeRows : undefined, params });
  });
}

/** A range's `COPY` under way: its output as it arrives, held until its turn. */
interface RunningCopy {
  stream: Readable;
  chunks: Buffer[];
  ended: boolean;
  error?: Error;
  /** Wakes the reader waiting for this copy's next chunk. */
  wake?: () => void;
}

function startCopy(readers: SnapshotReaders, reader: number, sql: string, chunkSource: ChunkSource | undefined): RunningCopy {
  const copy: RunningCopy = { stream: readers.copyOut(reader, sql, chunkSource), chunks: [], ended: false };
  const wake = () => {
    copy.wake?.();
    copy.wake = undefined;
  };
  copy.stream.on('data', (chunk: Buffer) => {
    copy.chunks.push(chunk);
    wake();
  });
  copy.stream.on('end', () => {
    copy.ended = true;
    wake();
  });
  copy.stream.on('error', (error: Error) => {
    copy.error = error;
    wake();
  });
  return copy;
}

/**
 * The `COPY`s' outputs one after another, in order, each run on reader `index % readers`, the
 * next ones running meanwhile, their chunks taken from `chunkSource`. The readers are released at
 * the end, or when the reading stops.
 */
export async function* copiesInOrder(
  readers: SnapshotReaders,
  readerCount: number,
  copies: readonly string[],
  chunkSource?: ChunkSource,
): AsyncGenerator<Buffer> {
  const running: RunningCopy[] = [];
  try {
    for (let index = 0; index < copies.length; index += 1) {
      // A reader takes its next range once its last one has been passed on, so no more than
      // `readerCount` ranges are ever held.
      while (running.length < readerCount && index + running.length < copies.length) {
        const next = index + running.length;
        running.push(startCopy(readers, next % readerCount, copies[next], chunkSource));
      }
      const copy = running[0];
      for (;;) {
        if (copy.error) throw copy.error;
        const chunk = copy.chunks.shift();
        if (chunk) yield chunk;
        else if (copy.ended) break;
        else await new Promise<void>((resolve) => (copy.wake = resolve));
      }
      running.shift();
    }
  } finally {
    for (const copy of running) copy.stream.destroy();
    await readers.release();
  }
}
