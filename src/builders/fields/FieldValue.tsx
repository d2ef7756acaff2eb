/**
 * A field's value as text or a small picture, for list cells and read-only parts of a form, as its
 * kind's screen module shows it (`src/kinds/<kind>.tsx`), read from the record in context.
 */
import { useRecordContext } from 'react-admin';
import type { FieldDefinition, ResourceDefinition } from '../../../resources/definition';
import { screenKindOf } from '../../kinds';

export function FieldValue({ definition, field }: { definition: ResourceDefinition; field: FieldDefinition }) {
  const record = useRecordContext();
  const { Cell } = screenKindOf(field);
  return <Cell definition={definition} field={field} value={record?.[field.source]} />;
}
