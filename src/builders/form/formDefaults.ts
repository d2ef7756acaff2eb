/**
 * The values a create form starts from. Each translatable field starts with an empty text per
 * language, so a missing translation is reported on its own language rather than on the whole map.
 */
import { languages } from '../../../resources/languages';
import { modeKey } from '../../../resources/schema';
import { isWritable, type FieldDefinition, type ResourceDefinition } from '../../../resources/definition';

function emptyValue(field: FieldDefinition): unknown {
  switch (field.kind) {
    case 'translatable':
      return Object.fromEntries(languages.map((language) => [language, '']));
    case 'boolean':
      return false;
    case 'multiSelect':
    case 'referenceList':
      return [];
    default:
      return null;
  }
}

export function formDefaults(definition: ResourceDefinition): Record<string, unknown> {
  return Object.fromEntries(definition.fields.filter(isWritable).map((field) => [modeKey(field, 'form'), emptyValue(field)]));
}
