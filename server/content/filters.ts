/**
 * A definition's list filters (`FilterDefinition`): each parses its query value and answers a
 * condition, or a message when the value is not one the filter takes. A condition is SQL, and
 * the same test over the column's value as the database hands it over, for the in-memory index.
 */
import { fieldBySource, writeKey, snakeCase, type FilterDefinition, type ResourceDefinition } from '../../resources/definition';
import { identifier, type Params } from './sql';

export type Condition = (params: Params) => string;

/**
 * A filter as the in-memory index applies it to one column's value (as read from the
 * database): the value is, or (a list) holds, `holds`; or the value passes `test`.
 */
export type ColumnTest = { column: string; holds: string } | { column: string; test(value: unknown): boolean };

/** Whether a filter kind tests by what its column holds (the index keeps the items per value) rather than by a `test`. */
export const testsByValue = (filter: FilterDefinition): boolean => filter.kind !== 'has';

export type ParsedFilter = { condition: Condition; columnTest: ColumnTest } | { message: string };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => uuidPattern.test(value);

/** The column a filter reads. */
export const filterColumn = (definition: ResourceDefinition, filter: FilterDefinition): string =>
  snakeCase(writeKey(fieldBySource(definition, filter.source)));

export function parseFilter(definition: ResourceDefinition, filter: FilterDefinition, value: string): ParsedFilter {
  const field = fieldBySource(definition, filter.source);
  const name = filterColumn(definition, filter);
  const column = identifier(name);
  const holds = (wanted: string): ColumnTest => ({ column: name, holds: wanted });
  switch (filter.kind) {
    case 'equals':
    case 'includes': {
      const choices = 'choices' in field ? field.choices : [];
      if (!choices.some((choice) => choice.id === value)) {
        return { message: `Must be one of ${choices.map((choice) => choice.id).join(', ')}` };
      }
      return filter.kind === 'equals'
        ? { condition: (params) => `${column} = ${params.add(value)}`, columnTest: holds(value) }
        : { condition: (params) => `${column} @> array[${params.add(value)}::text]`, columnTest: holds(value) };
    }
    case 'references': {
      if (!isUuid(value)) return { message: 'Must be a valid id' };
      // The database reads a uuid in any case and hands it back in lower case.
      const id = holds(value.toLowerCase());
      return field.kind === 'referenceList'
        ? { condition: (params) => `${column} @> array[${params.add(value)}::uuid]`, columnTest: id }
        : { condition: (params) => `${column} = ${params.add(value)}::uuid`, columnTest: id };
    }
    case 'has': {
      if (value !== '1' && value !== '0') return { message: 'Must be 1 or 0' };
      const isList = field.kind === 'referenceList' || field.kind === 'multiSelect';
      const present = isList ? `cardinality(${column}) > 0` : `${column} is not null`;
      const isPresent = (held: unknown) => (isList ? Array.isArray(held) && held.length > 0 : held !== null && held !== undefined);
      return {
        condition: () => (value === '1' ? present : `not (${present})`),
        columnTest: { column: name, test: (held) => isPresent(held) === (value === '1') },
      };
    }
  }
}
