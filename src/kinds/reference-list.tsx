import { ReferenceArrayInput } from 'react-admin';
import type { ReferenceListField } from '../../resources/kinds/reference-list';
import { AllChoicesAutocompleteArray } from '../builders/inputs/AllChoicesAutocomplete';
import type { ScreenKind } from './kind';
import { ReferencedName, referenceFilterInput, ReferenceNames } from './referenceNames';

export const referenceListScreen: ScreenKind<ReferenceListField> = {
  cellIsText: true,
  Input: ({ field }) => (
    <ReferenceArrayInput source={field.writeSource} reference={field.reference}>
      <AllChoicesAutocompleteArray fullWidth />
    </ReferenceArrayInput>
  ),
  Cell: ({ field, value }) => <ReferenceNames reference={field.reference} items={Array.isArray(value) ? value : []} />,
  filterInput: referenceFilterInput,
  FilterValue: ReferencedName,
};
