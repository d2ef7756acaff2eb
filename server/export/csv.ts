/**
 * A resource's items as CSV rows: one column per language of a translatable field, references
 * as ids, lists joined with `|`, files as their URL. Every cell is quoted, and one that a
 * spreadsheet would run as a formula is defused with a leading `'`.
 */
import { snakeCase, writeKey, type FieldDefinition, type ResourceDefinition } from '../../resources/definition';
import { kindOf } from '../../resources/kinds';
import type { Item, Row } from '../content/read';

interface CsvColumn {
  header: string;
  value(item: Item, row: Row): unknown;
}

function columnsOfField(field: FieldDefinition): CsvColumn[] {
  const key = snakeCase(field.source);
  const column = snakeCase(writeKey(field));
  return kindOf(field)
    .csvColumns(field)
    .map(({ header, cell }) => ({ header, value: (item, row) => cell(item[key], row[column]) }));
}

export function csvColumns(definition: ResourceDefinition): CsvColumn[] {
  return [{ header: 'id', value: (item) => item.id }, ...definition.fields.flatMap(columnsOfField)];
}

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export const csvLine = (cells: unknown[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** Spreadsheets read the file as UTF-8 only when it starts with a byte-order mark. */
export const byteOrderMark = '\uFEFF';
