import { fieldBySource, type ResourceDefinition } from '../../resources/definition';
import { translatableText } from './translatableText';

/** The sources that name an item of the resource, in order. */
export const representationSources = (definition: ResourceDefinition): readonly string[] => [definition.recordRepresentation].flat();

/**
 * How an item of the resource is named in titles, selects and references (its
 * `recordRepresentation`): its naming sources' values, those that have one, joined by a space.
 */
export function recordRepresentation(definition: ResourceDefinition): (record: Record<string, unknown>) => string {
  const fields = representationSources(definition).map((source) => fieldBySource(definition, source));
  return (record) =>
    fields
      .map((field) => {
        const value = record?.[field.source];
        if (field.kind === 'translatable') return translatableText(value);
        return value === null || value === undefined ? '' : String(value);
      })
      .filter((text) => text !== '')
      .join(' ');
}
