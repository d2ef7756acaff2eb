import { DateTimeInput, useLocaleState } from 'react-admin';
import { isIsoDateTime, type DateTimeField } from '../../resources/kinds/date-time';
import type { ScreenKind } from './kind';

/** The moment in the admin's locale and the user's time zone. */
function LocaleMoment({ value }: { value: unknown }) {
  const [locale] = useLocaleState();
  if (typeof value !== 'string' || !isIsoDateTime(value)) return null;
  const text = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
  return <time dateTime={value}>{text}</time>;
}

/**
 * The browser's `datetime-local` input gives a time in the user's time zone, without its offset
 * (react-admin's DateTimeInput shows a stored moment there): it is sent as the moment it means, in
 * UTC, so that the wire always says its offset. What is not a time yet is kept for validation.
 */
const toMoment = (value: unknown) => {
  if (value === '' || value === null || value === undefined) return null;
  const moment = new Date(String(value));
  return Number.isNaN(moment.getTime()) ? value : moment.toISOString();
};

export const dateTimeScreen: ScreenKind<DateTimeField> = {
  cellIsText: true,
  width: () => 'third',
  Input: ({ field, isRequired }) => <DateTimeInput source={field.source} isRequired={isRequired} parse={toMoment} />,
  Cell: LocaleMoment,
  VersionValue: LocaleMoment,
  filterInput: ({ filter, label }) => <DateTimeInput key={filter.param} source={filter.param} label={label} parse={toMoment} alwaysOn />,
  FilterValue: LocaleMoment,
};
