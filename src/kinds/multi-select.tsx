import { AutocompleteArrayInput } from 'react-admin';
import type { MultiSelectField } from '../../resources/kinds/multi-select';
import { ChoiceFilterValue, choiceFilterInput, ChoiceNames, useChoices } from './choices';
import type { InputProps, ScreenKind } from './kind';

function MultiSelectFieldInput({ definition, field, isRequired }: InputProps<MultiSelectField>) {
  const choices = useChoices(definition.name, field);
  return <AutocompleteArrayInput source={field.source} choices={choices} translateChoice={false} isRequired={isRequired} fullWidth />;
}

export const multiSelectScreen: ScreenKind<MultiSelectField> = {
  cellIsText: true,
  Input: MultiSelectFieldInput,
  Cell: ({ definition, field, value }) => <ChoiceNames resource={definition.name} field={field} ids={Array.isArray(value) ? value : []} />,
  filterInput: choiceFilterInput,
  FilterValue: ChoiceFilterValue,
};
