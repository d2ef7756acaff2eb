/** What the kinds that name items of another resource share on screen: the items' names, and their filter. */
import { ReferenceInput, useGetOne, useGetRecordRepresentation } from 'react-admin';
import { AllChoicesAutocomplete } from '../builders/inputs/AllChoicesAutocomplete';
import type { FilterProps, FilterValueProps } from './kind';

/** Items of another resource by the names their definition gives them. */
export function ReferenceNames({ reference, items }: { reference: string; items: readonly unknown[] }) {
  const represent = useGetRecordRepresentation(reference);
  return <>{items.map((item) => represent(item as Record<string, unknown>)).join(', ')}</>;
}

/** The input of a `references` filter: a searchable picker over the referenced resource. */
export function referenceFilterInput({ field, filter, label }: FilterProps<{ source: string; label: string; reference: string }>) {
  return (
    <ReferenceInput key={filter.param} source={filter.param} reference={field.reference} alwaysOn>
      <AllChoicesAutocomplete label={label} />
    </ReferenceInput>
  );
}

/** The name of the item a `references` filter points at, as the list's picker shows it. */
export function ReferencedName({ field, value }: FilterValueProps<{ source: string; label: string; reference: string }>) {
  const id = String(value);
  const { data } = useGetOne(field.reference, { id });
  const represent = useGetRecordRepresentation(field.reference);
  return <>{data ? represent(data) : id}</>;
}
