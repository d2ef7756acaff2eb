/**
 * The input of one field, as its kind's screen module has it (`src/kinds/<kind>.tsx`).
 * Translatable fields are not here: a form shows all of them together in one set of language tabs
 * (TranslatableFieldsInput).
 */
import type { FieldDefinition, ResourceDefinition } from '../../../resources/definition';
import { isRequired } from '../../../resources/kinds';
import { screenKindOf } from '../../kinds';

export interface FieldInputProps {
  definition: ResourceDefinition;
  field: FieldDefinition;
}

export function FieldInput({ definition, field }: FieldInputProps) {
  const { Input } = screenKindOf(field);
  if (!Input) throw new Error(`${field.kind} fields have no input of their own`);
  return <Input definition={definition} field={field} isRequired={isRequired(field)} />;
}
