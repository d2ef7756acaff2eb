import type { DateField } from '../../resources/kinds/date';
import { useFormats } from '../i18n/formats';
import type { ScreenKind } from './kind';

/** The value as a date, or nothing when it is none (missing, or not a date the server could mean). */
function dateOf(value: unknown): Date | undefined {
  const date = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

function DateCell({ value }: { value: unknown }) {
  const formats = useFormats();
  const date = dateOf(value);
  return date ? <time dateTime={date.toISOString()}>{formats.date(date)}</time> : null;
}

/**
 * Read-only: the date, in the interface's locale (`2-12-2026` in Dutch), as a plain `time` element
 * (machine-readable, and its own element for what masks dates in screenshots) rather than
 * react-admin's DateField, a styled Typography per cell at every row a list renders.
 */
export const dateScreen: ScreenKind<DateField> = {
  cellIsText: true,
  width: () => 'third',
  Cell: ({ value }) => <DateCell value={value} />,
};
