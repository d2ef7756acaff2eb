import { AutocompleteInput, SelectInput, useRecordContext } from 'react-admin';
import type { SelectField } from '../../resources/kinds/select';
import { ChoiceFilterValue, choiceFilterInput, ChoiceNames, useChoices } from './choices';
import type { CellProps, InputProps, ScreenKind } from './kind';

/** Beyond this many choices a select lets the user type to find one. */
const searchableChoiceCount = 20;

function SelectFieldInput({ definition, field, isRequired }: InputProps<SelectField>) {
  const choices = useChoices(definition.name, field);
  return choices.length > searchableChoiceCount ? (
    <AutocompleteInput source={field.source} choices={choices} translateChoice={false} isRequired={isRequired} fullWidth />
  ) : (
    <SelectInput source={field.source} choices={choices} translateChoice={false} isRequired={isRequired} emptyText="builders.select.none" />
  );
}

/** The server's display name when it sends one; ours (or the value as it came) otherwise. */
function SelectCell({ definition, field, value }: CellProps<SelectField>) {
  const record = useRecordContext();
  const shown = field.displaySource ? record?.[field.displaySource] : undefined;
  if (typeof shown === 'string') return <>{shown}</>;
  return <ChoiceNames resource={definition.name} field={field} ids={value == null ? [] : [value]} />;
}

export const selectScreen: ScreenKind<SelectField> = {
  Input: SelectFieldInput,
  Cell: SelectCell,
  cellIsText: true,
  // A choice typed to be found (a country) needs the room of its longer names.
  width: (field) => (field.choices.length > searchableChoiceCount ? 'half' : 'third'),
  filterInput: choiceFilterInput,
  FilterValue: ChoiceFilterValue,
};
