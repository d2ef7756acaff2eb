/**
 * A definition's list filters (`FilterDefinition`): each parses its query value and answers a
 * condition (SQL), or a message when the value is not one the filter takes.
 */
import {
  anyLanguage,
  fieldBySource,
  translatableFields,
  writeKey,
  snakeCase,
  type Choice,
  type FilterDefinition,
  type ResourceDefinition,
} from '../../resources/definition';
import { kindOf } from '../../resources/kinds';
import { languages } from '../../resources/languages';
import { isUuid } from '../items';
import { identifier, type Params } from '../db/sql';

export type Condition = (params: Params) => string;

export type ParsedFilter = { condition: Condition } | { message: string };

/** The column a filter reads. */
export const filterColumn = (definition: ResourceDefinition, filter: FilterDefinition): string =>
  snakeCase(writeKey(fieldBySource(definition, filter.source)));

/** A choice filter's condition on `column` (quoted), the choice given as `value` (a placeholder or a literal). */
export const choiceFilterSql = (kind: 'equals' | 'includes', column: string, value: string): string =>
  kind === 'equals' ? `${column} = ${value}` : `${column} @> array[${value}::text]`;

/** The choices a filter offers: its field's (none for a field without choices). */
export const filterChoices = (definition: ResourceDefinition, filter: FilterDefinition): readonly Choice[] => {
  const field = fieldBySource(definition, filter.source);
  return 'choices' in field ? field.choices : [];
};

export function parseFilter(definition: ResourceDefinition, filter: FilterDefinition, value: string): ParsedFilter {
  const field = fieldBySource(definition, filter.source);
  const column = identifier(filterColumn(definition, filter));
  switch (filter.kind) {
    case 'equals':
    case 'includes': {
      const choices = filterChoices(definition, filter);
      if (!choices.some((choice) => choice.id === value)) {
        return { message: `Must be one of ${choices.map((choice) => choice.id).join(', ')}` };
      }
      const { kind } = filter;
      return { condition: (params) => choiceFilterSql(kind, column, params.add(value)) };
    }
    case 'references': {
      if (!isUuid(value)) return { message: 'Must be a valid id' };
      return kindOf(field).isList
        ? { condition: (params) => `${column} @> array[${params.add(value)}::uuid]` }
        : { condition: (params) => `${column} = ${params.add(value)}::uuid` };
    }
    case 'has': {
      if (value !== '1' && value !== '0') return { message: 'Must be 1 or 0' };
      const present = kindOf(field).isList ? `cardinality(${column}) > 0` : `${column} is not null`;
      return { condition: () => (value === '1' ? present : `not (${present})`) };
    }
  }
}

/**
 * Items with a translatable field empty (absent, null or blank) in a language, or in any
 * (`missingTranslationParam`): every translatable field of the definition counts.
 */
export function missingTranslationCondition(definition: ResourceDefinition, value: string): ParsedFilter {
  const chosen = value === anyLanguage ? [...languages] : languages.filter((language) => language === value);
  if (chosen.length === 0) return { message: `Must be one of ${[...languages, anyLanguage].join(', ')}` };
  const columns = translatableFields(definition).map((field) => identifier(snakeCase(writeKey(field))));
  const empty = columns.flatMap((column) => chosen.map((language) => `coalesce(btrim(${column} ->> '${language}'), '') = ''`));
  return { condition: () => `(${empty.join(' or ')})` };
}
