/**
 * The sort keys of a definition's sortable fields, as each field's kind says them: a never-null
 * SQL expression over the table's columns, so that `(key, id)` orders every item exactly once and
 * a keyset cursor can compare against it. The list's indexes (indexes.ts) hold the same
 * expressions, so that a page is read along one of them.
 */
import { fieldBySource, snakeCase, type ResourceDefinition } from '../../resources/definition';
import { writeKey } from '../../resources/kinds';
import { identifier } from '../db/sql';
import { serverKindOf, type SortKeyShape } from '../kinds';

export interface SortKey extends SortKeyShape {
  /** The wire name the list's `column` parameter uses (`created_at`). */
  param: string;
}

export function sortKeys(definition: ResourceDefinition): SortKey[] {
  return definition.list.sortable.map((source) => {
    const field = fieldBySource(definition, source);
    const { sortKey } = serverKindOf(field);
    if (!sortKey) throw new Error(`${field.kind} fields cannot be sorted`);
    return { param: snakeCase(source), ...sortKey(field, identifier(snakeCase(writeKey(field)))) };
  });
}

export function defaultSortKey(definition: ResourceDefinition): SortKey {
  return sortKeys(definition).find((key) => key.param === snakeCase(definition.list.defaultSort.field))!;
}
