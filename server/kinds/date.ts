import type { DateField } from '../../resources/kinds/date';
import type { ServerKindModule } from './kind';

/** ISO 8601 in UTC with milliseconds, as `toISOString` writes it: the read item's and the CSV cell's. */
export const isoTimeSql = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A time the server keeps of every item, in the column its source names (`created_at`). */
export const dateServer: ServerKindModule<DateField> = {
  sortKey: (_field, column) => ({ expression: column, type: 'timestamptz' }),
  readEntries: (field, stored) => [
    [
      field.source,
      stored === null || stored === undefined ? null : (stored instanceof Date ? stored : new Date(String(stored))).toISOString(),
    ],
  ],
  readSql: (field, column) => [[field.source, isoTimeSql(column)]],
  csvCells: (_field, column) => [isoTimeSql(column)],
};
