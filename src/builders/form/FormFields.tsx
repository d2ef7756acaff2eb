/**
 * The inputs of some of a definition's fields, in the definition's order: its translatable fields
 * together in one set of language tabs, where the first of them stands; read-only fields shown as
 * values (on an edit form) or left out.
 */
import { Labeled } from 'react-admin';
import { isWritable, type FieldDefinition, type ResourceDefinition, type TranslatableField } from '../../../resources/definition';
import { FieldInput } from '../inputs/FieldInput';
import { TranslatableFieldsInput } from '../inputs/TranslatableFieldsInput';
import { ChildrenList } from '../fields/ChildrenList';
import { FieldValue } from '../fields/FieldValue';

export interface FormFieldsProps {
  definition: ResourceDefinition;
  fields: readonly FieldDefinition[];
  /** The edit form shows the record's read-only fields too. */
  showReadOnly?: boolean;
}

function ReadOnlyField({ definition, field }: { definition: ResourceDefinition; field: FieldDefinition }) {
  if (field.kind === 'children') return <ChildrenList field={field} />;
  return (
    <Labeled source={field.source}>
      <FieldValue definition={definition} field={field} />
    </Labeled>
  );
}

export function FormFields({ definition, fields, showReadOnly = false }: FormFieldsProps) {
  const translatable = fields.filter((field): field is TranslatableField => field.kind === 'translatable');
  return (
    <>
      {fields.map((field) => {
        if (!isWritable(field)) return showReadOnly ? <ReadOnlyField key={field.source} definition={definition} field={field} /> : null;
        if (field.kind !== 'translatable') {
          return <FieldInput key={field.source} definition={definition} field={field} />;
        }
        return field === translatable[0] ? <TranslatableFieldsInput key={field.source} fields={translatable} /> : null;
      })}
    </>
  );
}
