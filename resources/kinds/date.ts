import { z } from 'zod/mini';
import { snakeCase, type DateField } from '../definition';
import { readOnlyKind, scalarDefaults, type FieldKindModule } from './kind';

/**
 * A time the server keeps of every item, named by its source (`createdAt` is the column
 * `created_at`); read-only, in ISO 8601. `serverTimestamps` lists the times there are.
 */
export const serverTimestamps = ['createdAt'] as const;

/** ISO 8601 in UTC with milliseconds, as `toISOString` writes it: the read item's and the CSV cell's. */
const isoTimeSql = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const dateKind: FieldKindModule<DateField> = {
  ...scalarDefaults,
  writeSchema: readOnlyKind('date'),
  readSchema: () => z.string(),
  sortKey: (_field, column) => ({ expression: column, type: 'timestamptz' }),
  searchTexts: () => [],
  readEntries: (field, stored) => [
    [
      field.source,
      stored === null || stored === undefined ? null : (stored instanceof Date ? stored : new Date(String(stored))).toISOString(),
    ],
  ],
  readSql: (field, column) => [[field.source, isoTimeSql(column)]],
  csvColumns: (field, column) => [{ header: snakeCase(field.source), sql: isoTimeSql(column) }],
  declarationProblem: (field) =>
    (serverTimestamps as readonly string[]).includes(field.source)
      ? undefined
      : `a date field shows a time the server keeps of every item (${serverTimestamps.join(', ')}), not ${field.source}`,
};
