/** The values a create form starts from: each writable field's starting value, as its kind says. */
import { modeKey } from '../../../resources/schema';
import { isWritable, type ResourceDefinition } from '../../../resources/definition';
import { kindOf } from '../../../resources/kinds';

export function formDefaults(definition: ResourceDefinition): Record<string, unknown> {
  return Object.fromEntries(definition.fields.filter(isWritable).map((field) => [modeKey(field, 'form'), kindOf(field).formValue(field)]));
}
