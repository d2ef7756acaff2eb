import { TextInput } from 'react-admin';
import type { TextField } from '../../resources/kinds/text';
import type { ScreenKind } from './kind';

/**
 * A multi-line text keeps its row one line high in a list: its first words, cut with an ellipsis
 * (the whole text as the cell's tooltip). Its line breaks read as spaces there.
 */
const oneLine = { display: 'block', maxWidth: '40ch', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

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
  Cell: ({ field, value }) => {
    const text = typeof value === 'string' ? value : '';
    return field.multiline ? (
      <span style={oneLine} title={text}>
        {text}
      </span>
    ) : (
      <>{text}</>
    );
  },
};
