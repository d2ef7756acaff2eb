/** The screen module of the proof's colour kind (see color.ts): a colour picker, and a swatch with its code. */
import { TextInput } from 'react-admin';
import type { ScreenKind } from '../../../src/kinds/kind';
import type { ColorField } from './color';

export const colorScreen: ScreenKind<ColorField> = {
  Input: ({ field, isRequired }) => <TextInput source={field.source} isRequired={isRequired} type="color" />,
  Cell: ({ value }) =>
    typeof value === 'string' ? (
      <span role="img" aria-label={value} style={{ display: 'inline-block', width: 16, height: 16, background: value }} />
    ) : null,
};
