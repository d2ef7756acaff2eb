/**
 * The sort keys of a definition's sortable fields. Each key is a never-null SQL expression, so
 * that `(key, id)` orders every item exactly once and keyset cursors can compare against it; the
 * migration indexes the same expressions. Text sorts by its normalized primary-language text,
 * a select by its choices' order, a missing number after every number. Text keys compare by
 * code point (their columns are `collate "C"`), the same wherever the database runs.
 */
import { fieldBySource, snakeCase, writeKey, type FieldDefinition, type ResourceDefinition } from '../../resources/definition';
import { kindOf } from '../../resources/kinds';
import { digest, identifier } from './sql';
import { sortTextColumn, sortsByStoredText } from './table';

export interface SortKey {
  /** The wire name the list's `column` parameter uses (`created_at`). */
  param: string;
  /** A never-null SQL expression over the table's columns. */
  expression: string;
  /** The expression's SQL type, for casting a cursor's value back. */
  type: 'text' | 'double precision' | 'integer' | 'timestamptz';
  /**
   * An SQL expression whose value, read into JavaScript, orders as the key does: a number by
   * value, text by code point (a timestamp becomes its microseconds, which a JS Date would round).
   */
  value: string;
}

function keyOf(field: FieldDefinition): Omit<SortKey, 'param' | 'value'> {
  const kind = kindOf(field);
  if (sortsByStoredText(field)) return { expression: identifier(sortTextColumn(field)), type: 'text' };
  if (!kind.sortKey) throw new Error(`${field.kind} fields cannot be sorted`);
  return kind.sortKey(field, identifier(snakeCase(writeKey(field))));
}

export function sortKeys(definition: ResourceDefinition): SortKey[] {
  return definition.list.sortable.map((source) => {
    const key = keyOf(fieldBySource(definition, source));
    const value = key.type === 'timestamptz' ? `(extract(epoch from ${key.expression}) * 1000000)::double precision` : key.expression;
    return { param: snakeCase(source), ...key, value };
  });
}

export function defaultSortKey(definition: ResourceDefinition): SortKey {
  return sortKeys(definition).find((key) => key.param === snakeCase(definition.list.defaultSort.field))!;
}

export const sortIndexName = (definition: ResourceDefinition, key: SortKey): string =>
  `${definition.endpoint}_sort_${key.param}_${digest(key.expression)}`;
