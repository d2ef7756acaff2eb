import { TextInput } from 'react-admin';
import type { EmailField } from '../../resources/kinds/email';
import type { ScreenKind } from './kind';
import { OutboundLink } from './outboundLink';

export const emailScreen: ScreenKind<EmailField> = {
  cellIsText: true,
  width: () => 'half',
  Input: ({ field, isRequired }) => <TextInput source={field.source} isRequired={isRequired} type="email" fullWidth />,
  Cell: ({ value }) => (typeof value === 'string' && value !== '' ? <OutboundLink href={`mailto:${value}`}>{value}</OutboundLink> : null),
  // A link of its own: the list does not wrap it in the link to the item (no link in a link).
  unlinked: true,
};
