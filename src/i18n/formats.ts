/**
 * Dates, numbers and times ago in the locale the interface shows (interfaceLanguage.ts): the
 * platform's Intl formats, made once per locale and options, since a list formats a cell per row.
 * A number put into a catalogue text (a size's amount, a count) is written so by the catalogue
 * itself (resources/messages.ts).
 */
import { useLocale } from 'react-admin';
import { shownLanguage } from './interfaceLanguage';

const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function once<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T {
  let format = made.get(key) as T | undefined;
  if (!format) {
    format = make();
    made.set(key, format);
  }
  return format;
}

const relativeSteps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
];

/** The formats of `locale` (`nl-BE`). */
export function formatsIn(locale: string) {
  return {
    locale,
    /** `1.234` */
    number: (value: number, fractionDigits = 2) =>
      once(`n${locale}${fractionDigits}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: fractionDigits })).format(value),
    /** `2-12-2026` */
    date: (value: Date) => once(`d${locale}`, () => new Intl.DateTimeFormat(locale)).format(value),
    /** `2 dec 2026, 14:05` */
    dateTime: (value: Date) =>
      once(`t${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })).format(value),
    /** `14:05` */
    time: (value: Date) => once(`h${locale}`, () => new Intl.DateTimeFormat(locale, { timeStyle: 'short' })).format(value),
    /** `3 minuten geleden`, against `now`. */
    ago: (value: Date, now = Date.now()) => {
      let amount = (value.getTime() - now) / 1000;
      let unit: Intl.RelativeTimeFormatUnit = 'second';
      for (const [step, size] of relativeSteps) {
        unit = step;
        if (Math.abs(amount) < size) break;
        amount /= size;
      }
      return once(`r${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })).format(Math.round(amount), unit);
    },
  };
}

export type Formats = ReturnType<typeof formatsIn>;

/** The formats of the locale shown now; a change of language renders anew. */
export function useFormats(): Formats {
  useLocale();
  return formatsIn(shownLanguage().formatLocale);
}
