import { TextInput } from 'react-admin';
import type { UrlField } from '../../resources/kinds/url';
import type { ScreenKind } from './kind';
import { OutboundLink } from './outboundLink';

export const urlScreen: ScreenKind<UrlField> = {
  cellIsText: true,
  Input: ({ field, isRequired }) => <TextInput source={field.source} isRequired={isRequired} type="url" fullWidth />,
  // In a new tab, so that the list stays where the user was.
  Cell: ({ value }) =>
    typeof value === 'string' && value !== '' ? (
      <OutboundLink href={value} newTab>
        {value}
      </OutboundLink>
    ) : null,
  // A link of its own: the list does not wrap it in the link to the item (no link in a link).
  unlinked: true,
};
