import { TextInput } from 'react-admin';
import type { TextField } from '../../resources/kinds/text';
import type { ScreenKind } from './kind';

export const textScreen: ScreenKind<TextField> = {
  cellIsText: true,
  Input: ({ field, isRequired }) => (
    <TextInput
      source={field.source}
      isRequired={isRequired}
      type={field.format === 'email' ? 'email' : field.format ? 'url' : 'text'}
      multiline={field.multiline}
      minRows={field.multiline ? 3 : undefined}
      fullWidth
    />
  ),
  Cell: ({ value }) => <>{typeof value === 'string' ? value : ''}</>,
};
