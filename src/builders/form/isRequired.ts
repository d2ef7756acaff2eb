import type { FieldDefinition } from '../../../resources/definition';

/**
 * Whether a field's input is marked required: what may be null, a boolean, or a list that may be
 * empty is not (the same leniency the definition's schema has).
 */
export function isRequired(field: FieldDefinition): boolean {
  if (field.nullable || field.readOnly) return false;
  if (field.kind === 'boolean' || field.kind === 'referenceList') return false;
  if (field.kind === 'multiSelect') return (field.minItems ?? 0) > 0;
  return true;
}
