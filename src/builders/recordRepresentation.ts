import { fieldBySource, type ResourceDefinition } from '../../resources/definition';
import { translatableText } from './translatableText';

/** How an item of the resource is named in titles, selects and references (its `recordRepresentation`). */
export function recordRepresentation(definition: ResourceDefinition): (record: Record<string, unknown>) => string {
  const field = fieldBySource(definition, definition.recordRepresentation);
  return (record) => {
    const value = record?.[field.source];
    if (field.kind === 'translatable') return translatableText(value);
    return value === null || value === undefined ? '' : String(value);
  };
}
