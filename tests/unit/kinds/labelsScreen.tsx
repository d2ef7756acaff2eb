/** The screen module of the proof's labels kind (see labels.ts): a picker of the labelled resource's items, and their names. */
import { AutocompleteArrayInput, ReferenceArrayInput } from 'react-admin';
import type { ScreenKind } from '../../../src/kinds/kind';
import { referenceFilterInput, ReferenceNames } from '../../../src/kinds/referenceNames';
import type { LabelsField } from './labels';

export const labelsScreen: ScreenKind<LabelsField> = {
  Input: ({ field }) => (
    <ReferenceArrayInput source={field.writeSource} reference={field.reference}>
      <AutocompleteArrayInput />
    </ReferenceArrayInput>
  ),
  Cell: ({ field, value }) => <ReferenceNames reference={field.reference} items={Array.isArray(value) ? value : []} />,
  filterInput: referenceFilterInput,
};
