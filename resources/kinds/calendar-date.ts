import { z } from 'zod/mini';
import type { FieldBase } from '../definition';
import { typeError } from '../validation';
import { scalarDefaults, singleCell, type FieldKindModule } from './kind';

/**
 * A day of the calendar, with no time and no time zone (a match day, a date of birth), written and
 * read as ISO 8601 `yyyy-mm-dd`. Not `date`: that kind is the time the server keeps of every item.
 */
export interface CalendarDateField extends FieldBase {
  kind: 'calendarDate';
}

declare module '../definition' {
  interface FieldTypes {
    calendarDate: CalendarDateField;
  }
}

/** Its message (its module's `messages`), by catalogue key. */
export const calendarDateMessages = { 'validation.date': 'Must be a date (yyyy-mm-dd)' } as const;

/** A day that exists (no 30 February), as `yyyy-mm-dd`. */
export const isoDate = () => z.iso.date({ error: typeError('validation.date') });

/** Whether a text is a day that exists, as `yyyy-mm-dd`: a filter's bound, a CSV cell. */
export const isIsoDate = (text: string): boolean => isoDate().safeParse(text).success;

/** The list filters it takes: the items from a day on, and up to a day, both included. */
export const dateRangeFilters = { from: 'from', to: 'to' } as const;

export const calendarDateKind: FieldKindModule<CalendarDateField> = {
  ...scalarDefaults,
  messages: calendarDateMessages,
  writeSchema: isoDate,
  readSchema: () => z.string(),
  // A day is found by the date filters, not by words.
  searchTexts: () => [],
  filters: [dateRangeFilters.from, dateRangeFilters.to],
  fromCsv: (_field, cells) => {
    const cell = singleCell(cells) ?? '';
    if (cell === '') return { value: null };
    return isIsoDate(cell) ? { value: cell } : { problem: 'validation.date' };
  },
};
