import type { DateField } from '../../resources/kinds/date';
import type { ScreenKind } from './kind';

/** The admin's locale (the catalogue is en-US), formatted as the browser formats a date there. */
const dateFormat = new Intl.DateTimeFormat('en-US');

/** The value as a date, or nothing when it is none (missing, or not a date the server could mean). */
function dateOf(value: unknown): Date | undefined {
  const date = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

/**
 * Read-only: the date, in the admin's locale, as a plain `time` element (machine-readable, and its
 * own element for what masks dates in screenshots) rather than react-admin's DateField, a styled
 * Typography per cell at every row a list renders.
 */
export const dateScreen: ScreenKind<DateField> = {
  cellIsText: true,
  width: () => 'third',
  Cell: ({ value }) => {
    const date = dateOf(value);
    return date ? <time dateTime={date.toISOString()}>{dateFormat.format(date)}</time> : null;
  },
};
