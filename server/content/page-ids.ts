/**
 * Which items a list page shows: the SQL that selects their ids.
 *
 * A filter's or a search's matches can lie anywhere in the list's order. Left to itself the
 * planner often walks the sort index and checks each item, counting on the matches being spread
 * evenly through the order, which takes seconds where they sort late: a search's words are looked
 * up in a subquery whose selectivity it cannot foresee (search.ts), and a filter's items may
 * gather at one end of an order (docs/performance.md, "A search's page in two bounded steps",
 * "A filter whose items sort late"). So a filtered or searched page is chosen in bounded steps:
 * the first items in the list's order are read, a few for each item asked, and if enough of them
 * match, those are the page (a broad selection, whose matches are everywhere). If not, and the
 * table's sample (sample.ts) holds many matches, the first of them near along the order or the
 * first step's as dense further on, the walk goes on, as far as sorting the matches would cost
 * (secondWalkSql): a selection's matches gather where the order groups alike items (one drill's
 * copies by name), and sorting them all took up to 60 ms
 * (docs/performance.md, "Sampled, not counted"). Failing that, the matches are selected apart
 * from the sort index and put in order (a narrower selection, whose matches are fewer to sort).
 * Where a filter's items have an index in the list's order (filter-indexes.ts), the walks read
 * along it, its items alone, and a page with no other condition needs no steps at all.
 */
import type { ResourceDefinition } from '../../resources/definition';
import { allOf, orderClause, whereClause, type Direction, type ListQuery } from './list-query';
import type { Condition } from './filters';
import { rowsPerSampledRowSql, sampledTableSql } from './sample';
import type { Params } from './sql';
import { tableName } from './table';
import { termRangeStart } from './term-ranges';

/**
 * How many items the first step reads for each item asked: it finds the page where a quarter of
 * the items match. Each is checked on its search text (search.ts `inText`), kept in the row.
 */
export const walkedPerItemAsked = 4;
/** Past this many items to read (a page past the tenth), the first step is skipped: it would cost more than it could spare. */
const maxWalkedItems = 1_000;
/**
 * The second step plans its walk on a sample of this many rows (half the count's, sample.ts): it
 * places the first match within a few hundred items, and is read only where the first step fell short.
 */
const walkSampleRows = 500;
/** Below this many matches (as the sample counts them) sorting them costs a few milliseconds: no second walk. */
const minMatchesForFarWalk = 5_000;
/**
 * A walk checks each item it reads (its search text), and a sort only the matches it reads: an
 * item walked costs about what two matches sorted do (2-3 µs against about 1 at 100,000
 * exercises). So the second walk reads at most half as many items as there are matches, however
 * many that is: a walk that fails then costs about the sort again, and one that finds the page
 * spares the sort of tens of thousands of matches (docs/performance.md, "A walk as long as the
 * sort it spares").
 */
const matchesSortedPerItemWalked = 2;

/**
 * How many matches the walk `walk` (a CTE of pageIdsSql) found: counted once, in a CTE of its own
 * (`foundSql`), however many conditions ask.
 */
const foundIn = (walk: string) => `(select found from ${walk}_found)`;
const foundSql = (walk: string) => `${walk}_found as materialized (select count(*) as found from ${walk})`;

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
  // What the walks read: from where the page starts, and no nearer than the first item holding
  // the search's terms (term-ranges.ts), along the index of a filter's items in the list's order
  // where there is one.
  const alongIndex = [...start, ...termRangeStart(definition, query.sort, direction, query.typedTerms), ...query.inOrder];
  // The order again, on the sort key carried under a name of its own.
  const keyOrder = orderClause({ ...query.sort, expression: 'sort__key' }, direction);
  /** The matches among the first `count` items in the list's order (from where the page starts), `asked` at most. */
  const walkedMatches = (count: string) => {
    const firstItems = `select *, ${key} as sort__key from ${table} ${whereClause(alongIndex, params)} ${order} limit ${count}`;
    // Ordered on the column carried out of the subquery, which the planner knows to be in order
    // already: ordered on the key's expression again, it sorted them, reading every item first.
    return `select id, sort__key from (${firstItems}) as first_items ${whereClause(query.rowConditions, params)} ${keyOrder} limit ${params.add(asked)}`;
  };
  // `offset 0` keeps the planner from reading the matches along the sort index.
  const matches = `select id, ${key} as sort__key from ${table} ${whereClause(selected, params)} offset 0`;
  const found = (walk: string) => `${foundIn(walk)} = ${params.add(asked)}`;
  const [nearEnough, farEnough] = [found('walked'), found('walked_far')];
  const { sampled, firstSampled, farWalk } = secondWalkSql({ definition, query, params, direction }, alongIndex, keyOrder, {
    asked,
    walked,
  });
  // Each step runs only where those before it fell short: a CTE is read when first asked for.
  return `with walked as materialized (${walkedMatches(params.add(walked))}),
    ${foundSql('walked')},
    sampled as materialized (${sampled}),
    first_sampled as (${firstSampled}),
    walked_far as materialized (${walkedMatches(farWalk)}),
    ${foundSql('walked_far')}
    select id from (select id from walked where ${nearEnough} ${keyOrder} offset ${params.add(offset)}) as from_first_items
    union all
    select id from (select id from walked_far where case when ${nearEnough} then false else ${farEnough} end ${keyOrder} offset ${params.add(offset)}) as from_far_items
    union all
    select id from (select id from (${matches}) as matches ${keyOrder} ${page}) as sorted where case when ${nearEnough} then false else not ${farEnough} end`;
}

/**
 * How far the second step walks: as many items as sorting the matches would cost (both scaled
 * from the table's sample to the table), where the sample puts the first match within that, or
 * where the first step's matches, as dense further on, would fill the page within that; none where
 * the sample finds no match or few (the walk then reads no item). The sample's blocks hold runs of
 * items written together, and in an order following the writing (by date, or by a level and then
 * the id) it put the first match 109,000 items along where the first step had found 4 in 104
 * (docs/performance.md, "The first step's matches, as dense further on"). The CTEs `sampled` (the
 * sample's rows of `alongIndex`, those the walks would read, each with its sort key and whether it
 * matches) and `first_sampled` (its first match in the page's order), and the walk's length over them.
 */
function secondWalkSql(
  { definition, query, params, direction }: Omit<PageIdsRequest, 'start' | 'limit' | 'offset'>,
  alongIndex: Condition[],
  keyOrder: string,
  firstStep: { asked: number; walked: number },
): { sampled: string; firstSampled: string; farWalk: string } {
  const table = tableName(definition);
  const scale = rowsPerSampledRowSql(table, params, walkSampleRows);
  const before = direction === 'asc' ? '<' : '>';
  const sampledBefore = `(select count(*) from sampled where (sampled.sort__key, sampled.id) ${before} (first_sampled.sort__key, first_sampled.id))`;
  const plan = `select (${sampledBefore} * ${scale})::bigint as before_first_match, ((select count(*) from sampled where matches) * ${scale})::bigint as matches from first_sampled`;
  const budget = `matches / ${params.add(matchesSortedPerItemWalked)}`;
  // The items the walk would read at the first step's density of matches: asked × walked / found.
  const foundNear = foundIn('walked');
  const nearEnoughAtThatDensity = `(${foundNear} > 0 and ${params.add(firstStep.asked * firstStep.walked)} < budget * ${foundNear})`;
  return {
    sampled: `select id, ${query.sort.expression} as sort__key, ${allOf(query.rowConditions, params)} as matches from ${sampledTableSql(table, params, walkSampleRows)} ${whereClause(alongIndex, params)}`,
    firstSampled: `select id, sort__key from sampled where matches ${keyOrder} limit 1`,
    farWalk: `(select coalesce((select case when matches >= ${params.add(minMatchesForFarWalk)} and (before_first_match < budget or ${nearEnoughAtThatDensity}) then budget else 0 end
      from (select *, ${budget} as budget from (${plan}) as plan) as far), 0))`,
  };
}
