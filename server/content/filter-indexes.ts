/**
 * Indexes that give a choice filter's items in each of the list's orders, so that a page of a
 * category is read from its start in order, as the whole list's is: a category's items gather
 * where the order groups alike items (one drill's copies by name), and reading along the whole
 * list's order for them, or sorting them all, took up to 60 ms at 100,000 exercises and 200 ms
 * at 1,000,000 (docs/performance.md, "A category's items in order").
 *
 * - `equals` (a one-choice column): one index per sort key, the column first.
 * - `includes` (a list of choices): PostgreSQL cannot index a list's elements in an order, so one
 *   partial index per choice and sort key, holding that choice's items alone. Past
 *   `maxIndexedChoices` choices a filter gets none (their number would slow every write), and its
 *   pages are chosen in bounded steps like any filter's (page-ids.ts).
 */
import type { FilterDefinition, ResourceDefinition } from '../../resources/definition';
import { choiceFilterSql, filterChoices, filterColumn } from './filters';
import { sortKeys } from './sort';
import { digest, identifier, literal } from './sql';

export const maxIndexedChoices = 32;

/** Whether indexes give `filter`'s items in every order of the list (and a page of them needs no bounded steps). */
export function isIndexedInOrder(definition: ResourceDefinition, filter: FilterDefinition): boolean {
  return filter.kind === 'equals' || (filter.kind === 'includes' && filterChoices(definition, filter).length <= maxIndexedChoices);
}

export interface IndexDeclaration {
  name: string;
  /** What follows `on table`: the columns, and the predicate of a partial index. */
  definitionSql: string;
}

export function filterOrderIndexes(definition: ResourceDefinition): IndexDeclaration[] {
  return definition.filters
    .filter((filter) => isIndexedInOrder(definition, filter))
    .flatMap((filter) => {
      const column = identifier(filterColumn(definition, filter));
      const declarations = sortKeys(definition).flatMap((key) => {
        const ordered = `(${key.expression}), id`;
        return filter.kind === 'equals'
          ? [`(${column}, ${ordered})`]
          : filterChoices(definition, filter).map(
              (choice) => `(${ordered}) where ${choiceFilterSql('includes', column, literal(choice.id))}`,
            );
      });
      return declarations.map((definitionSql) => ({
        name: `${definition.endpoint}_filter_${filter.param}_${digest(definitionSql)}`,
        definitionSql,
      }));
    });
}
