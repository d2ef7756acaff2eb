/**
 * A definition's list filters (`FilterDefinition`) as SQL: each parses its query value and
 * answers a condition, or a message when the value is not one the filter takes.
 */
import { fieldBySource, writeKey, snakeCase, type FilterDefinition, type ResourceDefinition } from '../../resources/definition';
import { identifier, type Params } from './sql';

export type Condition = (params: Params) => string;

export type ParsedFilter = { condition: Condition } | { message: string };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => uuidPattern.test(value);

export function parseFilter(definition: ResourceDefinition, filter: FilterDefinition, value: string): ParsedFilter {
  const field = fieldBySource(definition, filter.source);
  const column = identifier(snakeCase(writeKey(field)));
  switch (filter.kind) {
    case 'equals':
    case 'includes': {
      const choices = 'choices' in field ? field.choices : [];
      if (!choices.some((choice) => choice.id === value)) {
        return { message: `Must be one of ${choices.map((choice) => choice.id).join(', ')}` };
      }
      return filter.kind === 'equals'
        ? { condition: (params) => `${column} = ${params.add(value)}` }
        : { condition: (params) => `${column} @> array[${params.add(value)}::text]` };
    }
    case 'references':
      if (!isUuid(value)) return { message: 'Must be a valid id' };
      return field.kind === 'referenceList'
        ? { condition: (params) => `${column} @> array[${params.add(value)}::uuid]` }
        : { condition: (params) => `${column} = ${params.add(value)}::uuid` };
    case 'has': {
      if (value !== '1' && value !== '0') return { message: 'Must be 1 or 0' };
      const present = field.kind === 'referenceList' || field.kind === 'multiSelect' ? `cardinality(${column}) > 0` : `${column} is not null`;
      return { condition: () => (value === '1' ? present : `not (${present})`) };
    }
  }
}
