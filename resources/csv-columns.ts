/**
 * A resource's CSV columns as a spreadsheet sees them, shared by the export that writes them
 * (server/export/csv.ts) and the import that reads them back (src/import): the `id` column, then
 * each field's columns as its kind says (`csvHeaders`; the server's kind gives their cells), and the rule that defuses a cell a
 * spreadsheet would run as a formula (OWASP "CSV injection": a leading `'`), with its inverse.
 */
import type { FieldDefinition, ResourceDefinition } from './definition';
import { kindOf } from './kinds';

/** The first column of every export: the item's id. */
export const csvIdHeader = 'id';

/** The characters that make a spreadsheet read a cell as a formula. */
export const formulaStarts: readonly string[] = ['=', '+', '-', '@', '\t', '\r'];

/** What the export puts before a cell that starts with one of `formulaStarts`. */
export const formulaDefuse = "'";

/** A cell's text as the export writes it: a formula defused. */
export const defusedCell = (text: string): string => (formulaStarts.includes(text.charAt(0)) ? formulaDefuse + text : text);

/** A cell's text as it was before the export defused it: the `'` before a formula start taken away. */
export const undefusedCell = (text: string): string =>
  text.startsWith(formulaDefuse) && formulaStarts.includes(text.charAt(1)) ? text.slice(1) : text;

/** A cell as the export writes it: quoted, its quotes doubled, a formula defused. */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return `"${defusedCell(text).replace(/"/g, '""')}"`;
}

/** A line of cells, ended as spreadsheets expect (CRLF). */
export const csvLine = (cells: readonly unknown[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** Spreadsheets read a CSV file as UTF-8 only when it starts with a byte-order mark. */
export const byteOrderMark = '\uFEFF';

/** One CSV column of a field: its header, and its place among the field's columns. */
export interface FieldCsvColumn {
  field: FieldDefinition;
  header: string;
  part: number;
}

const cache = new WeakMap<ResourceDefinition, FieldCsvColumn[]>();

/** Every field column of a resource's CSV, in the export's order (after `id`). */
export function fieldCsvColumns(definition: ResourceDefinition): FieldCsvColumn[] {
  let columns = cache.get(definition);
  if (!columns) {
    columns = definition.fields.flatMap((field) =>
      kindOf(field)
        .csvHeaders(field)
        .map((header, part) => ({ field, header, part })),
    );
    cache.set(definition, columns);
  }
  return columns;
}
