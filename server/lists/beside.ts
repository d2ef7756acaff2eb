/**
 * The plain list beside the list machinery of server/content, for measuring one against the other
 * on the same build: `PITCHSIDE_LISTS=plain` serves lists, counts, exports and bulk writes by
 * filter from the plain query (query.ts, page.ts) and keeps only its indexes (indexes.ts).
 */
import type { ResourceDefinition } from '../../resources/definition';
import type { Queryable } from '../db/database';
import { readListQuery, type ListQuery as MachineryListQuery } from '../content/list-query';
import { parseListQuery } from './query';

export const plainLists = process.env.PITCHSIDE_LISTS === 'plain';

/** The selection of a list's query string, as the export and bulk writes read it. */
export async function readSelection(
  db: Queryable,
  definition: ResourceDefinition,
  params: URLSearchParams,
  paging: 'page' | 'cursor' | 'none',
): Promise<MachineryListQuery> {
  if (!plainLists) return readListQuery(db, definition, params, paging);
  const query = parseListQuery(definition, params, paging);
  return {
    ...query,
    sort: { ...query.sort, value: query.sort.expression },
    rowConditions: query.conditions,
    inOrder: [],
    typedTerms: [],
    searched: false,
    inTwoSteps: false,
  };
}
