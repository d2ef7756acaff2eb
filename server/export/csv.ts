/**
 * A resource's items as CSV rows: one column per language of a translatable field, references
 * as ids, lists joined with `|`, files as their URL. Every cell is quoted, and one that a
 * spreadsheet would run as a formula is defused with a leading `'`.
 */
import { snakeCase, type FieldDefinition, type ResourceDefinition } from '../../resources/definition';
import { languages } from '../../resources/languages';
import type { Item, Row } from '../content/read';
import { storedColumns } from '../content/table';

interface CsvColumn {
  header: string;
  value(item: Item, row: Row): unknown;
}

const listSeparator = '|';

function columnsOfField(definition: ResourceDefinition, field: FieldDefinition): CsvColumn[] {
  const key = snakeCase(field.source);
  const stored = () => storedColumns(definition).find((candidate) => candidate.field === field)!.column;
  switch (field.kind) {
    case 'translatable':
      return languages.map((language) => ({
        header: `${key}_${language}`,
        value: (item) => (item[key] as Record<string, string> | null)?.[language],
      }));
    case 'multiSelect':
      return [{ header: key, value: (item) => (item[key] as string[]).join(listSeparator) }];
    case 'reference':
      return [{ header: stored(), value: (_item, row) => row[stored()] }];
    case 'referenceList':
      return [{ header: stored(), value: (_item, row) => (row[stored()] as string[]).join(listSeparator) }];
    case 'media':
      return [{ header: key, value: (item) => (item[key] as { url: string } | null)?.url }];
    case 'children':
      // Children are the other side of a reference: their own rows say whose they are.
      return [];
    default:
      return [{ header: key, value: (item) => item[key] }];
  }
}

export function csvColumns(definition: ResourceDefinition): CsvColumn[] {
  return [{ header: 'id', value: (item) => item.id }, ...definition.fields.flatMap((field) => columnsOfField(definition, field))];
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
