import { ReferenceInput, useRecordContext } from 'react-admin';
import { treeExclusionParam } from '../../resources/definition';
import { treeField, type ReferenceField } from '../../resources/kinds/reference';
import { AllChoicesAutocomplete } from '../builders/inputs/AllChoicesAutocomplete';
import type { InputProps, ScreenKind } from './kind';
import { ReferencedName, referenceFilterInput, ReferenceNames } from './referenceNames';

/**
 * The parent picker of a tree (a referral's parent) offers neither the item itself nor anything
 * under it: choosing one would make a cycle, which the server refuses.
 */
function ReferenceFieldInput({ definition, field, isRequired }: InputProps<ReferenceField>) {
  const record = useRecordContext();
  const filter = treeField(definition) === field && record?.id !== undefined ? { [treeExclusionParam]: record.id } : undefined;
  return (
    <ReferenceInput source={field.writeSource} reference={field.reference} filter={filter}>
      <AllChoicesAutocomplete isRequired={isRequired} fullWidth />
    </ReferenceInput>
  );
}

export const referenceScreen: ScreenKind<ReferenceField> = {
  cellIsText: true,
  Input: ReferenceFieldInput,
  width: () => 'half',
  Cell: ({ field, value }) => <ReferenceNames reference={field.reference} items={value ? [value] : []} />,
  filterInput: referenceFilterInput,
  FilterValue: ReferencedName,
};
