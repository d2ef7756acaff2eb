import { fieldBySource, type ResourceDefinition } from '../../resources/definition';
import { valueText } from '../../resources/kinds';

/** The sources that name an item of the resource, in order. */
export const representationSources = (definition: ResourceDefinition): readonly string[] => [definition.recordRepresentation].flat();

/**
 * How an item of the resource is named in titles, selects and references (its
 * `recordRepresentation`): its naming sources' values as their kinds read them in plain text
 * (a translatable text in the primary language), those that have one, joined by a space.
 */
export function recordRepresentation(definition: ResourceDefinition): (record: Record<string, unknown>) => string {
  const fields = representationSources(definition).map((source) => fieldBySource(definition, source));
  return (record) =>
    fields
      .map((field) => valueText(field, record?.[field.source]))
      .filter((text) => text !== '')
      .join(' ');
}
