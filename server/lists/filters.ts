/**
 * A definition's list filters (`FilterDefinition`): each parses its query value and answers a
 * condition (SQL), or the refusal (a catalogue message) when the value is not one the filter takes.
 */
import {
  anyLanguage,
  fieldBySource,
  hasFilter,
  snakeCase,
  type FilterDefinition,
  type ResourceDefinition,
} from '../../resources/definition';
import { writeKey } from '../../resources/kinds';
import { translatableFields } from '../../resources/kinds/translatable';
import { languages } from '../../resources/languages';
import { identifier, type Params } from '../db/sql';
import { serverKindOf } from '../kinds';
import type { FilterCondition } from '../kinds/kind';

export type Condition = (params: Params) => string;

export type ParsedFilter = FilterCondition;

/** The column a filter reads. */
export const filterColumn = (definition: ResourceDefinition, filter: FilterDefinition): string =>
  snakeCase(writeKey(fieldBySource(definition, filter.source)));

/** `has`, which every field takes, by whether it has a value; any other filter as its field's kind says it. */
export function parseFilter(definition: ResourceDefinition, filter: FilterDefinition, value: string): ParsedFilter {
  const field = fieldBySource(definition, filter.source);
  const kind = serverKindOf(field);
  const column = identifier(filterColumn(definition, filter));
  if (filter.kind === hasFilter) {
    if (value !== '1' && value !== '0') return { refusal: { message: 'server.query.presence' } };
    const present = kind.hasValueSql?.(column) ?? `${column} is not null`;
    return { condition: () => (value === '1' ? present : `not (${present})`) };
  }
  if (!kind.filterCondition) throw new Error(`${definition.name}: ${field.kind} fields take no ${filter.kind} filter`);
  return kind.filterCondition(field, filter.kind, column, value);
}

/**
 * Items with a translatable field empty (absent, null or blank) in a language, or in any
 * (`missingTranslationParam`): every translatable field of the definition counts.
 */
export function missingTranslationCondition(definition: ResourceDefinition, value: string): ParsedFilter {
  const chosen = value === anyLanguage ? [...languages] : languages.filter((language) => language === value);
  if (chosen.length === 0) return { refusal: { message: 'validation.choice', args: { choices: [...languages, anyLanguage].join(', ') } } };
  const columns = translatableFields(definition).map((field) => identifier(snakeCase(writeKey(field))));
  const empty = columns.flatMap((column) => chosen.map((language) => `coalesce(btrim(${column} ->> '${language}'), '') = ''`));
  return { condition: () => `(${empty.join(' or ')})` };
}
