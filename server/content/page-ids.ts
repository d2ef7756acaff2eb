/**
 * Which items a list page shows: the SQL that selects their ids.
 *
 * A filter's or a search's matches can lie anywhere in the list's order. Left to itself the
 * planner often walks the sort index and checks each item, counting on the matches being spread
 * evenly through the order, which takes seconds where they sort late: a search's words are looked
 * up in a subquery whose selectivity it cannot foresee (search.ts), and a filter's items may
 * gather at one end of an order (docs/performance.md, "A search's page in two bounded steps",
 * "A filter whose items sort late"). So a filtered or searched page is chosen in two steps, each
 * bounded: the first items in the list's order are read, a few for each item asked, and if enough
 * of them match, those are the page (a broad selection, whose matches are everywhere); if not,
 * the matches are selected apart from the sort index and put in order (a narrower one, whose
 * matches are fewer to sort).
 */
import type { ResourceDefinition } from '../../resources/definition';
import { orderClause, whereClause, type Direction, type ListQuery } from './list-query';
import type { Condition } from './filters';
import type { Params } from './sql';
import { tableName } from './table';

/**
 * How many items the first step reads for each item asked: it finds the page where a quarter of
 * the items match. Each is checked on its search text (search.ts `inText`), kept in the row.
 */
export const walkedPerItemAsked = 4;
/** Past this many items to read (a page past the tenth), the first step is skipped: it would cost more than it could spare. */
const maxWalkedItems = 1_000;

export interface PageIdsRequest {
  definition: ResourceDefinition;
  query: ListQuery;
  params: Params;
  /** The order the page reads its items in (the query's, or its reverse going back from a cursor). */
  direction: Direction;
  /** Conditions beside the query's own that bound where the page starts (a keyset cursor's). */
  start: Condition[];
  limit: number;
  offset: number;
}

/** `select id from …` of the page's items (in no order: the page's query orders them). */
export function pageIdsSql({ definition, query, params, direction, start, limit, offset }: PageIdsRequest): string {
  const table = tableName(definition);
  const order = orderClause(query.sort, direction);
  const asked = limit + offset;
  const walked = walkedPerItemAsked * asked;
  const page = `limit ${params.add(limit)} offset ${params.add(offset)}`;
  // The page's items: the query's own, from where the page starts.
  const selected = [...query.conditions, ...start];
  if (!query.inTwoSteps || walked > maxWalkedItems) return `select id from ${table} ${whereClause(selected, params)} ${order} ${page}`;

  const key = query.sort.expression;
  // The order again, on the sort key carried under a name of its own.
  const keyOrder = orderClause({ ...query.sort, expression: 'sort__key' }, direction);
  const firstItems = `select * from ${table} ${whereClause(start, params)} ${order} limit ${params.add(walked)}`;
  const walkedMatches = `select id, ${key} as sort__key from (${firstItems}) as first_items ${whereClause(query.rowConditions, params)} ${order} limit ${params.add(asked)}`;
  // `offset 0` keeps the planner from reading the matches along the sort index.
  const matches = `select id, ${key} as sort__key from ${table} ${whereClause(selected, params)} offset 0`;
  const enough = `(select count(*) from walked) = ${params.add(asked)}`;
  return `with walked as materialized (${walkedMatches})
    select id from (select id from walked where ${enough} ${keyOrder} offset ${params.add(offset)}) as from_first_items
    union all
    select id from (select id from (${matches}) as matches ${keyOrder} ${page}) as sorted where not ${enough}`;
}
