import { dateRangeFilters, isIsoDate, type CalendarDateField } from '../../resources/kinds/calendar-date';
import type { ServerKindModule } from './kind';

/** The day as `yyyy-mm-dd` in SQL, whatever the server's DateStyle: the export's value and CSV cell. */
const isoDaySql = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The stored day as `yyyy-mm-dd`. A driver may hand a `date` over as a text or as a Date: at the
 * day's midnight in UTC, or in the process's time zone (node-postgres); a Date at midnight UTC is
 * read in UTC, any other in the local zone, which gives the stored day either way.
 */
export function isoDay(stored: unknown): string | null {
  if (stored === null || stored === undefined) return null;
  if (!(stored instanceof Date)) return String(stored).slice(0, 10);
  const utc = stored.getUTCHours() === 0 && stored.getUTCMinutes() === 0;
  const [year, month, day] = utc
    ? [stored.getUTCFullYear(), stored.getUTCMonth(), stored.getUTCDate()]
    : [stored.getFullYear(), stored.getMonth(), stored.getDate()];
  return `${year}-${twoDigits(month + 1)}-${twoDigits(day)}`;
}

/**
 * The sort key is the day's number since 1970 (an `integer`, which a cursor casts back; `date -
 * date` is immutable, so an index holds it), a missing day after every day.
 */
const noDayLast = 2147483647;

export const calendarDateServer: ServerKindModule<CalendarDateField> = {
  sqlType: 'date',
  sortKey: (_field, column) => ({ expression: `coalesce(${column} - date '1970-01-01', ${noDayLast})`, type: 'integer' }),
  readEntries: (field, stored) => [[field.source, isoDay(stored)]],
  readSql: (field, column) => [[field.source, isoDaySql(column)]],
  csvCells: (_field, column) => [isoDaySql(column)],
  filterCondition: (_field, filter, column, value) => {
    if (!isIsoDate(value)) return { refusal: { message: 'validation.date' } };
    const operator = filter === dateRangeFilters.from ? '>=' : '<=';
    return { condition: (params) => `${column} ${operator} ${params.add(value)}::date` };
  },
  examples: { valid: () => '2026-05-01', invalid: () => ['2026-02-30', '01/05/2026', '2026-5-1', ''] },
};
