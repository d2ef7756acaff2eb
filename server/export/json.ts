/**
 * The JSON export on a PostgreSQL server: one `COPY` of every item's JSON text (read-sql.ts),
 * written by the database as fast as it reads the rows, joined here into one array.
 *
 * `COPY` in its binary format sends each item's text as it is, behind its length: the text and
 * CSV formats look at every byte to escape or quote it, and the text format would escape every
 * backslash of the JSON. The binary format: a header (a signature, flags, an extension of a
 * given length), then per row its number of fields (here 1) and per field its length (-1: null)
 * and bytes, then -1 where the row count would be.
 */
import { Transform } from 'node:stream';

/** `COPY` of a query whose rows are one JSON text each. */
export function jsonCopySql(query: string): string {
  return `copy (${query}) to stdout with (format binary)`;
}

const signature = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
/** The signature, the flags and the header extension's length. */
const headerLength = signature.length + 8;
/** A row's number of fields and its one field's length. */
const rowFraming = 6;
const trailer = -1;

const opening = Buffer.from('[\n');
const separator = Buffer.from(',\n');
const closing = Buffer.from('\n]\n');
const empty = Buffer.from('[\n]\n');

/**
 * The copied rows as a JSON array: `[`, the items separated by commas, `]`; an error if the copy
 * is not one text per row or ends early. Several copies may follow one another (an export read in
 * parts, ranges.ts): their items make one array.
 *
 * Each chunk is written over as it is read, and passed on as the part of it written: the array is
 * never longer than the copy (a comma and a line feed where each row's six bytes of framing were),
 * so it makes no buffer of its own. The chunks must be the transform's alone: a COPY's, gathered
 * for the export (server/db/copy-out.ts).
 */
export function jsonArrayFromCopy(): Transform {
  /** Bytes received and not read yet, as they stop short of a header or a row's framing. */
  let unread: Buffer | undefined;
  /** Before a copy's header: at the start, and after each copy's trailer. */
  let atHeader = true;
  let copies = 0;
  /** Bytes of the current item still to come. */
  let itemLeft = 0;
  let items = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const data = unread ? Buffer.concat([unread, chunk]) : chunk;
      unread = undefined;
      let at = 0;
      /** The end of the array written so far over `data`: never past `at`. */
      let written = 0;
      while (at < data.length) {
        if (atHeader) {
          const seen = Math.min(signature.length, data.length - at);
          if (!data.subarray(at, at + seen).equals(signature.subarray(0, seen))) {
            return done(
              new Error(copies === 0 ? 'The export’s COPY is not in the binary format' : 'The export’s COPY goes on after its end'),
            );
          }
          const extension = data.length - at >= headerLength ? data.readInt32BE(at + headerLength - 4) : 0;
          if (data.length - at < headerLength + extension) {
            unread = Buffer.from(data.subarray(at));
            break;
          }
          at += headerLength + extension;
          atHeader = false;
          continue;
        }
        if (itemLeft > 0) {
          const end = Math.min(data.length, at + itemLeft);
          if (written !== at) data.copyWithin(written, at, end);
          written += end - at;
          itemLeft -= end - at;
          at = end;
          continue;
        }
        if (data.length - at >= 2 && data.readInt16BE(at) === trailer) {
          at += 2;
          atHeader = true;
          copies += 1;
          continue;
        }
        if (data.length - at < rowFraming) {
          unread = Buffer.from(data.subarray(at));
          break;
        }
        const fields = data.readInt16BE(at);
        itemLeft = data.readInt32BE(at + 2);
        if (fields !== 1 || itemLeft < 0) return done(new Error('The export’s COPY has a row that is not one text'));
        at += rowFraming;
        written += (items === 0 ? opening : separator).copy(data, written);
        items += 1;
      }
      done(null, written > 0 ? data.subarray(0, written) : undefined);
    },
    flush(done) {
      if (!atHeader || unread || copies === 0) return done(new Error('The export’s COPY ended before its last row'));
      done(null, items > 0 ? closing : empty);
    },
  });
}
