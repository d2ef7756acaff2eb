import { dateRangeFilters } from '../../resources/kinds/calendar-date';
import { isIsoDateTime, type DateTimeField } from '../../resources/kinds/date-time';
import { isoTimeSql } from './date';
import type { ServerKindModule } from './kind';

/** A `timestamptz`, read and exported in UTC as `toISOString` writes it, whatever offset it was written with. */
export const dateTimeServer: ServerKindModule<DateTimeField> = {
  sqlType: 'timestamptz',
  // A missing moment after every moment.
  sortKey: (_field, column) => ({ expression: `coalesce(${column}, 'infinity'::timestamptz)`, type: 'timestamptz' }),
  readEntries: (field, stored) => [
    [
      field.source,
      stored === null || stored === undefined ? null : (stored instanceof Date ? stored : new Date(String(stored))).toISOString(),
    ],
  ],
  readSql: (field, column) => [[field.source, isoTimeSql(column)]],
  csvCells: (_field, column) => [isoTimeSql(column)],
  filterCondition: (_field, filter, column, value) => {
    if (!isIsoDateTime(value)) return { refusal: { message: 'validation.dateTime' } };
    const operator = filter === dateRangeFilters.from ? '>=' : '<=';
    return { condition: (params) => `${column} ${operator} ${params.add(value)}::timestamptz` };
  },
  examples: {
    valid: () => '2026-05-01T15:00:00+01:00',
    invalid: () => ['2026-05-01T15:00:00', '2026-02-30T15:00:00Z', '1 May 2026 15:00', ''],
  },
};
