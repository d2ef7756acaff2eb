/**
 * Counts the items of an export as its text arrives, chunk by chunk, split anywhere. CSV: a row
 * ends at a line break outside quotes (a quoted cell may hold line breaks), the first row is the
 * header. JSON: the server writes one item per line, each line after the opening `[` starting
 * with `{`, and a string's line breaks are escaped.
 */
export type ExportFormat = 'csv' | 'json';

export interface RowCounter {
  /** Reads the next piece of text; answers how many items have been seen so far. */
  add(text: string): number;
}

const quote = 0x22;
const lineFeed = 0x0a;

/** Scans by UTF-16 unit, not by character: the marks it looks for are ASCII, and a whole export passes through here. */
export function createRowCounter(format: ExportFormat): RowCounter {
  let lines = 0;
  let insideQuotes = false;
  let previous = '';
  return {
    add(text) {
      if (text.length === 0) return format === 'csv' ? Math.max(0, lines - 1) : lines;
      if (format === 'csv') {
        for (let index = 0; index < text.length; index++) {
          const unit = text.charCodeAt(index);
          if (unit === quote) insideQuotes = !insideQuotes;
          else if (unit === lineFeed && !insideQuotes) lines += 1;
        }
      } else {
        if (previous === '\n' && text[0] === '{') lines += 1;
        for (let at = text.indexOf('\n{'); at !== -1; at = text.indexOf('\n{', at + 1)) lines += 1;
      }
      previous = text[text.length - 1];
      return format === 'csv' ? Math.max(0, lines - 1) : lines;
    },
  };
}
