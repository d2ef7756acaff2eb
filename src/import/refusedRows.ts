/**
 * The rows an import did not write, handed back as a CSV file to fix and import again (docs/
 * content-tools.md "Import"): the file's own header and cells as they came, and one more column
 * saying why each row was refused. Written as the export writes (quoted, formulas defused, CRLF,
 * a byte-order mark), so a spreadsheet opens it the same way; the reason column matches no
 * target, so importing the file again leaves it out.
 */
import { byteOrderMark, csvLine } from '../../resources/csv-columns';

export interface RefusedRow {
  cells: readonly string[];
  reason: string;
}

export function refusedRowsCsv(header: readonly string[], rows: readonly RefusedRow[], reasonHeader: string): Blob {
  const lines = [csvLine([...header, reasonHeader])];
  for (const { cells, reason } of rows) lines.push(csvLine([...header.map((_, index) => cells[index] ?? ''), reason]));
  return new Blob([byteOrderMark, ...lines], { type: 'text/csv;charset=utf-8' });
}
