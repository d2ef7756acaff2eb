import { z } from 'zod/mini';
import type { FieldBase } from '../definition';
import { typeError } from '../validation';
import { scalarDefaults, singleCell, type FieldKindModule } from './kind';
import { dateRangeFilters } from './calendar-date';

/**
 * A moment (a kick-off), written as ISO 8601 with its offset (`2026-05-01T15:00:00+01:00`, or `Z`)
 * and read in UTC (`…Z`). Not `date`: that kind is the time the server keeps of every item.
 */
export interface DateTimeField extends FieldBase {
  kind: 'dateTime';
}

declare module '../definition' {
  interface FieldTypes {
    dateTime: DateTimeField;
  }
}

/** Its message (its module's `messages`), by catalogue key. */
export const dateTimeMessages = { 'validation.dateTime': 'Must be a date and time with its offset (ISO 8601)' } as const;

/** A moment that exists, with its offset: a time without one would mean another moment in each time zone. */
export const isoDateTime = () => z.iso.datetime({ offset: true, error: typeError('validation.dateTime') });

/** Whether a text is a moment with its offset: a filter's bound, a CSV cell. */
export const isIsoDateTime = (text: string): boolean => isoDateTime().safeParse(text).success;

export const dateTimeKind: FieldKindModule<DateTimeField> = {
  ...scalarDefaults,
  messages: dateTimeMessages,
  writeSchema: isoDateTime,
  readSchema: () => z.string(),
  // A moment is found by the range filters, not by words.
  searchTexts: () => [],
  // From a moment on and up to one, both included, as a calendar date's.
  filters: [dateRangeFilters.from, dateRangeFilters.to],
  fromCsv: (_field, cells) => {
    const cell = singleCell(cells) ?? '';
    if (cell === '') return { value: null };
    return isIsoDateTime(cell) ? { value: cell } : { problem: 'validation.dateTime' };
  },
};
