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

export function createRowCounter(format: ExportFormat): RowCounter {
  let lines = 0;
  let insideQuotes = false;
  let previous = '';
  return {
    add(text) {
      for (const character of text) {
        if (format === 'csv') {
          if (character === '"') insideQuotes = !insideQuotes;
          else if (character === '\n' && !insideQuotes) lines += 1;
        } else if (character === '{' && previous === '\n') {
          lines += 1;
        }
        previous = character;
      }
      return format === 'csv' ? Math.max(0, lines - 1) : lines;
    },
  };
}
