/**
 * The JSON export on a PostgreSQL server: one `COPY` of every item's JSON text (read-sql.ts),
 * written by the database as fast as it reads the rows, joined here into one array.
 *
 * `COPY` in its text format would escape every backslash of the JSON; its CSV format with a
 * delimiter and a quote character that JSON text never holds raw (control characters are escaped
 * in JSON) writes each item's text exactly as it is, one per line. JSON text holds no raw line
 * feed either, so each line feed ends an item.
 */
import { Transform } from 'node:stream';

/** `COPY` of a query whose rows are one JSON text each. */
export function jsonCopySql(query: string): string {
  return `copy (${query}) to stdout with (format csv, delimiter e'\\x02', quote e'\\x01')`;
}

const lineFeed = 0x0a;
const opening = Buffer.from('[\n');
const separator = Buffer.from(',\n');
const closing = Buffer.from('\n]\n');
const empty = Buffer.from('[\n]\n');

/** The copied lines as a JSON array: `[`, the items separated by commas, `]`. */
export function jsonArrayFromCopy(): Transform {
  let started = false;
  /** An item ended at the end of the last chunk: a separator goes before the next one, if any. */
  let itemEnded = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const pieces: Buffer[] = [];
      if (!started && chunk.length > 0) {
        pieces.push(opening);
        started = true;
      }
      let start = 0;
      for (let end = chunk.indexOf(lineFeed); end !== -1; end = chunk.indexOf(lineFeed, start)) {
        if (itemEnded) pieces.push(separator);
        pieces.push(chunk.subarray(start, end));
        itemEnded = true;
        start = end + 1;
      }
      if (start < chunk.length) {
        if (itemEnded) pieces.push(separator);
        pieces.push(chunk.subarray(start));
        itemEnded = false;
      }
      done(null, Buffer.concat(pieces));
    },
    flush(done) {
      done(null, started ? closing : empty);
    },
  });
}
