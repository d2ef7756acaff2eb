import { TextArrayInput, TextInput } from 'react-admin';
import type { TagsField } from '../../resources/kinds/tags';
import type { ScreenKind } from './kind';

export const tagsScreen: ScreenKind<TagsField> = {
  cellIsText: true,
  // Chips: a tag is added with Enter, taken out with its cross or Backspace.
  Input: ({ field, isRequired }) => <TextArrayInput source={field.source} isRequired={isRequired} fullWidth />,
  Cell: ({ value }) => <>{(Array.isArray(value) ? value : []).join(', ')}</>,
  filterInput: ({ filter, label }) => <TextInput key={filter.param} source={filter.param} label={label} alwaysOn />,
};
