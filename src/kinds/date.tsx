import { DateField as DateValue } from 'react-admin';
import type { DateField } from '../../resources/definition';
import type { ScreenKind } from './kind';

/** Read-only: the date, in the admin's locale. */
export const dateScreen: ScreenKind<DateField> = {
  Cell: ({ field }) => <DateValue source={field.source} locales="en-US" />,
};
