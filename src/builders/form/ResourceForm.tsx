/**
 * The create and edit form of a resource: an input per writable field in the definition's order
 * (its translatable fields together in one set of language tabs, where the first of them stands),
 * validation from the definition's schema (the browser's own checks are off, so every message is
 * the catalogue's), and a warning before unsaved changes are left behind.
 * The edit form also shows what is read-only (creation date, children).
 */
import { useMemo, type ReactElement } from 'react';
import { Labeled, SimpleForm } from 'react-admin';
import { isWritable, type FieldDefinition, type ResourceDefinition, type TranslatableField } from '../../../resources/definition';
import { schemasOf } from '../../../resources/schema';
import { schemaValidator } from '../../forms/schemaValidator';
import { FieldInput } from '../inputs/FieldInput';
import { TranslatableFieldsInput } from '../inputs/TranslatableFieldsInput';
import { ChildrenList } from '../fields/ChildrenList';
import { FieldValue } from '../fields/FieldValue';

export interface ResourceFormProps {
  definition: ResourceDefinition;
  /** The edit form shows the record's read-only fields too. */
  showReadOnly?: boolean;
  defaultValues?: Record<string, unknown>;
  toolbar?: ReactElement;
  imageQuality?: number;
}

function ReadOnlyField({ definition, field }: { definition: ResourceDefinition; field: FieldDefinition }) {
  if (field.kind === 'children') return <ChildrenList field={field} />;
  return (
    <Labeled source={field.source}>
      <FieldValue definition={definition} field={field} />
    </Labeled>
  );
}

export function ResourceForm({ definition, showReadOnly = false, defaultValues, toolbar, imageQuality }: ResourceFormProps) {
  const validate = useMemo(() => schemaValidator(schemasOf(definition).form), [definition]);
  const translatable = definition.fields.filter((field): field is TranslatableField => field.kind === 'translatable');
  return (
    <SimpleForm validate={validate} noValidate warnWhenUnsavedChanges defaultValues={defaultValues} toolbar={toolbar}>
      {definition.fields.map((field) => {
        if (!isWritable(field)) return showReadOnly ? <ReadOnlyField key={field.source} definition={definition} field={field} /> : null;
        if (field.kind !== 'translatable') {
          return <FieldInput key={field.source} definition={definition} field={field} imageQuality={imageQuality} />;
        }
        return field === translatable[0] ? <TranslatableFieldsInput key={field.source} fields={translatable} /> : null;
      })}
    </SimpleForm>
  );
}
