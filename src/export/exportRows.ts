/**
 * Counts the items of an export as its bytes arrive, chunk by chunk, split anywhere. CSV: a row
 * ends at a line break outside quotes (a quoted cell may hold line breaks), the first row is the
 * header. JSON: the server writes one item per line, each line after the opening `[` starting
 * with `{`, and a string's line breaks are escaped.
 *
 * It reads UTF-8 bytes, not text: the marks it looks for are ASCII, which UTF-8 never uses inside
 * another character, so nothing need be decoded, however large the export.
 */
export type ExportFormat = 'csv' | 'json';

export interface RowCounter {
  /** Reads the next bytes; answers how many items have been seen so far. */
  add(bytes: Uint8Array): number;
}

const quote = 0x22;
const lineFeed = 0x0a;
const openingBrace = 0x7b;

export function createRowCounter(format: ExportFormat): RowCounter {
  let lines = 0;
  let insideQuotes = false;
  /** The last byte of the chunk before, for a mark cut between two chunks. */
  let previous = -1;
  const count = () => (format === 'csv' ? Math.max(0, lines - 1) : lines);
  return {
    add(bytes) {
      if (bytes.length === 0) return count();
      if (format === 'csv') {
        for (let index = 0; index < bytes.length; index++) {
          const byte = bytes[index];
          if (byte === quote) insideQuotes = !insideQuotes;
          else if (byte === lineFeed && !insideQuotes) lines += 1;
        }
      } else {
        if (previous === lineFeed && bytes[0] === openingBrace) lines += 1;
        for (let at = bytes.indexOf(lineFeed); at !== -1; at = bytes.indexOf(lineFeed, at + 1))
          if (bytes[at + 1] === openingBrace) lines += 1;
      }
      previous = bytes[bytes.length - 1];
      return count();
    },
  };
}
