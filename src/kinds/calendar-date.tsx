import { DateInput, useLocaleState } from 'react-admin';
import { isIsoDate, type CalendarDateField } from '../../resources/kinds/calendar-date';
import type { ScreenKind } from './kind';

/**
 * The day in the admin's locale. Formatted at midnight UTC in UTC, so that no time zone moves it
 * to the day before or after.
 */
function LocaleDay({ value }: { value: unknown }) {
  const [locale] = useLocaleState();
  if (typeof value !== 'string' || !isIsoDate(value)) return null;
  const [year, month, day] = value.split('-').map(Number);
  const text = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
  return <time dateTime={value}>{text}</time>;
}

export const calendarDateScreen: ScreenKind<CalendarDateField> = {
  cellIsText: true,
  width: () => 'third',
  // The browser's date input gives and takes `yyyy-mm-dd`, the wire's form.
  Input: ({ field, isRequired }) => <DateInput source={field.source} isRequired={isRequired} />,
  Cell: LocaleDay,
  VersionValue: LocaleDay,
  filterInput: ({ filter, label }) => <DateInput key={filter.param} source={filter.param} label={label} alwaysOn />,
  FilterValue: LocaleDay,
};
