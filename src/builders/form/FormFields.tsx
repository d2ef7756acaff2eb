/**
 * The inputs of some of a definition's fields, in the definition's order: the fields of a kind
 * with one input for them all (`GroupInput`: translatable texts in one set of language tabs)
 * together, where the first of them stands; read-only fields shown as values (on an edit form)
 * or left out.
 */
import { Labeled } from 'react-admin';
import { isWritable, type FieldDefinition, type ResourceDefinition } from '../../../resources/definition';
import { screenKindOf } from '../../kinds';
import { FieldInput } from '../inputs/FieldInput';
import { FieldValue } from '../fields/FieldValue';

export interface FormFieldsProps {
  definition: ResourceDefinition;
  fields: readonly FieldDefinition[];
  /** The edit form shows the record's read-only fields too. */
  showReadOnly?: boolean;
}

function ReadOnlyField({ definition, field }: { definition: ResourceDefinition; field: FieldDefinition }) {
  const { FormValue } = screenKindOf(field);
  if (FormValue) return <FormValue definition={definition} field={field} />;
  return (
    <Labeled source={field.source}>
      <FieldValue definition={definition} field={field} />
    </Labeled>
  );
}

export function FormFields({ definition, fields, showReadOnly = false }: FormFieldsProps) {
  const writable = fields.filter(isWritable);
  return (
    <>
      {fields.map((field) => {
        if (!isWritable(field)) return showReadOnly ? <ReadOnlyField key={field.source} definition={definition} field={field} /> : null;
        const { GroupInput } = screenKindOf(field);
        if (!GroupInput) return <FieldInput key={field.source} definition={definition} field={field} />;
        const group = writable.filter((candidate) => screenKindOf(candidate).GroupInput === GroupInput);
        return field === group[0] ? <GroupInput key={field.source} fields={group} /> : null;
      })}
    </>
  );
}
