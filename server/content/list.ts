/**
 * A list page (docs/api.md "Pages"): length-aware pages for `pagination: 'pages'`, keyset cursors
 * otherwise. Each link repeats the request's every parameter, with its own page or cursor.
 */
import type { ResourceDefinition } from '../../resources/definition';
import type { Queryable } from '../db/database';
import { queryPlan, type PlanNode } from '../db/query-plan';
import { encodeCursor, orderClause, whereClause, type Direction, type ListQuery } from './list-query';
import { readColumns, readItems, type Item, type Row } from './read';
import type { Condition } from './filters';
import { pageIdsSql, type PageIdsRequest } from './page-ids';
import { rowsPerSampledRowSql, sampledTableSql } from './sample';
import { blocksNowSql, Params } from './sql';
import { tableName } from './table';

export interface Page {
  data: Item[];
  links: { first: string | null; last: string | null; prev: string | null; next: string | null };
  meta: Record<string, unknown>;
}

/** Where the list lives: the absolute URL of its path, and the origin its items' files use. */
export interface ListLocation {
  origin: string;
  path: string;
}

/** The page asked for: of `definition`'s items, whose references resolve among the resources `served`. */
export interface PageRequest {
  db: Queryable;
  served: readonly ResourceDefinition[];
  definition: ResourceDefinition;
  query: ListQuery;
  location: ListLocation;
}

const flip = (direction: Direction): Direction => (direction === 'asc' ? 'desc' : 'asc');

function linkTo(location: ListLocation, query: ListQuery, paging: [string, string]): string {
  const params = new URLSearchParams([paging, ...query.carried]);
  return `${location.origin}${location.path}?${params}`;
}

/**
 * Counting stops here: a selection of up to this many items gets its exact count (reading at
 * most this many rows), a larger one an estimate, marked `total_exact: false` in `meta`, so that
 * a broad search on a large library costs no more than a narrow one.
 */
export const exactCountUpTo = 10_000;

/** A sample must hold this many matches to stand for the selection: fewer, and chance alone could double them. */
const minSampledMatches = 100;

/**
 * How many items the query selects: exact up to `exactUpTo`, estimated beyond, never fewer than
 * were counted. The planner's estimate serves filters, whose selectivity its statistics know. A
 * search's words are looked up in a subquery (search.ts) that the planner cannot see into, so it
 * guesses (1,513 for a search selecting 21,282 of 1,000,000 exercises). A search is first
 * checked on a sample of the table: where the sample holds enough matches to stand for it and
 * puts it past twice the bound, its estimate is the sample's, and nothing is counted (a letter
 * or two typed selects most of the library, and counting its first 10,000 matches took up to
 * 40 ms at 100,000 exercises; docs/performance.md, "Sampled, not counted"). Otherwise it is
 * counted, and past the bound its estimate is made from the count: where the rows counted were
 * read in the table's physical order (a bitmap or a sequential scan, the count asking for no
 * order), the share of the table's blocks they spanned is the share of the matches they are
 * (21,253 for those 21,282). Rows read out of that order (along an index in an order of its
 * own, a category's in the list's order, filter-indexes.ts; or interleaved by a parallel scan)
 * say nothing of their share by the blocks they span, so there the sample's estimate stands
 * (the planner's, where the table is not sampled).
 */
export async function countSelection(
  db: Queryable,
  definition: ResourceDefinition,
  query: ListQuery,
  exactUpTo = exactCountUpTo,
): Promise<{ total: number; exact: boolean }> {
  const table = tableName(definition);
  const sampled = query.searched ? await sampledMatches(db, table, query.rowConditions) : undefined;
  if (sampled && sampled.matches >= minSampledMatches && sampled.estimate > 2 * exactUpTo) return { total: sampled.estimate, exact: false };
  const params = new Params();
  const where = whereClause(query.conditions, params);
  const bounded = (columns: string) => `select ${columns} from ${table} ${where} limit ${exactUpTo + 1}`;
  // Only a search's extrapolation needs where the rows lie; asking for nothing else lets the
  // database count from an index alone (the whole list: 1.2 rather than 11.5 ms at 1,000,000).
  const { rows } = await db.query<{ n: number; last_block?: number | null }>(
    query.searched
      ? `select count(*)::integer as n, (max(ctid)::text::point)[0]::integer as last_block from (${bounded('ctid')}) as bounded`
      : `select count(*)::integer as n from (${bounded('')}) as bounded`,
    params.values,
  );
  const counted = Number(rows[0].n);
  if (counted <= exactUpTo) return { total: counted, exact: true };
  const planned = () => plannedCount(db, `select from ${table} ${where}`, params);
  const estimated = !query.searched
    ? await planned()
    : (await readInTableOrder(db, bounded('ctid'), params))
      ? await extrapolatedCount(db, table, counted, Number(rows[0].last_block))
      : (sampled?.estimate ?? (await planned()));
  return { total: Math.max(estimated, counted), exact: false };
}

/**
 * The matches of `conditions` in the table's sample (sample.ts) and the estimate they make for the
 * whole table; none where the table is not sampled (not analyzed yet, or no larger than the
 * sample, and then costing as little to count).
 */
async function sampledMatches(
  db: Queryable,
  table: string,
  conditions: Condition[],
): Promise<{ matches: number; estimate: number } | undefined> {
  const params = new Params();
  const { rows } = await db.query<{ matches: number; scale: number | null }>(
    `select ${rowsPerSampledRowSql(table, params)}::float8 as scale,
       (select count(*) from ${sampledTableSql(table, params)} ${whereClause(conditions, params)})::integer as matches`,
    params.values,
  );
  const { scale, matches } = rows[0];
  return scale === null ? undefined : { matches, estimate: Math.round(matches * scale) };
}

/**
 * Whether the database reads `selected`'s rows in the table's order: by a bitmap or a
 * sequential scan, and not side by side. Asked of its plan only where the count went past the
 * bound: numbering each row read against the one before it cost 3-8 ms of a 13-35 ms count at
 * 1,000,000 exercises (docs/performance.md, "The count at 1,000,000").
 */
async function readInTableOrder(db: Queryable, selected: string, params: Params): Promise<boolean> {
  // The plan's nodes but those computing a value beforehand (the search's words looked up).
  const mainNodes = (node: PlanNode): PlanNode[] =>
    node['Parent Relationship'] === 'InitPlan' || node['Parent Relationship'] === 'SubPlan'
      ? []
      : [node, ...(node.Plans ?? []).flatMap(mainNodes)];
  const nodes = mainNodes(await queryPlan(db, selected, params.values));
  const scans = nodes.filter((node) => node['Relation Name'] !== undefined);
  return (
    scans.length > 0 &&
    scans.every((node) => ['Seq Scan', 'Bitmap Heap Scan'].includes(node['Node Type'])) &&
    !nodes.some((node) => node['Node Type'].startsWith('Gather'))
  );
}

/** `counted` rows were found in blocks 0 to `lastBlock`: as many again in each such stretch of the table. */
async function extrapolatedCount(db: Queryable, table: string, counted: number, lastBlock: number): Promise<number> {
  const { rows } = await db.query<{ blocks: number }>(`select ${blocksNowSql('$1::regclass')}::integer as blocks`, [table]);
  return Math.round((counted * Math.max(Number(rows[0].blocks), lastBlock + 1)) / (lastBlock + 1));
}

/** The planner's estimate of the rows `selected` returns. */
async function plannedCount(db: Queryable, selected: string, params: Params): Promise<number> {
  return Math.round((await queryPlan(db, selected, params.values))['Plan Rows']);
}

async function lengthAwarePage({ db, served, definition, query, location }: PageRequest): Promise<Page> {
  const offset = (query.page - 1) * query.perPage;
  const readPage = async () => {
    const fetched = await offsetRows(db, definition, query, offset, query.perPage + 1);
    const rows = fetched.slice(0, query.perPage);
    // Whether a next page exists is read, not computed from a total that may be an estimate.
    return { rows, hasMore: fetched.length > query.perPage, data: await readItems(db, served, definition, rows, location.origin) };
  };
  // The page's items are read whole, what they refer to included, while the count runs: a broad
  // selection's count takes longer than its page.
  const [{ total, exact }, { rows, hasMore, data }] = await Promise.all([countSelection(db, definition, query), readPage()]);
  const lastPage = Math.max(1, Math.ceil(total / query.perPage), hasMore ? query.page + 1 : query.page);
  const link = (page: number) => linkTo(location, query, ['page', String(page)]);
  return {
    data,
    links: {
      first: link(1),
      last: link(lastPage),
      prev: query.page > 1 ? link(Math.min(query.page - 1, lastPage)) : null,
      next: hasMore ? link(query.page + 1) : null,
    },
    meta: {
      current_page: query.page,
      per_page: query.perPage,
      total,
      total_exact: exact,
      last_page: lastPage,
      from: rows.length > 0 ? offset + 1 : null,
      to: rows.length > 0 ? offset + rows.length : null,
      path: location.origin + location.path,
    },
  };
}

/**
 * A page's rows, `extra` columns beside the item's: chosen on the id and the sort key alone
 * (page-ids.ts), then read whole by id. A broad search reads every match to put them in order, and
 * carrying each one whole through that sort was a third to a half of the query's time; a deep
 * offset is now read from the sort index alone, no row but the page's (docs/performance.md,
 * "1,000,000 exercises").
 */
async function pageRows(db: Queryable, request: Omit<PageIdsRequest, 'params'>, extra = ''): Promise<Row[]> {
  const params = new Params();
  const table = tableName(request.definition);
  const ids = pageIdsSql({ ...request, params });
  const order = orderClause(request.query.sort, request.direction);
  const { rows } = await db.query<Row>(
    `select ${readColumns(request.definition)}${extra} from ${table} where id in (${ids}) ${order}`,
    params.values,
  );
  return rows;
}

async function offsetRows(db: Queryable, definition: ResourceDefinition, query: ListQuery, offset: number, limit: number): Promise<Row[]> {
  return pageRows(db, { definition, query, direction: query.direction, start: [], limit, offset });
}

/**
 * The keyset condition "after (or before) this item in this order": a row comparison on the
 * sort key and id, which the `(key, id)` index answers directly.
 */
export function keysetCondition(query: ListQuery, params: Params, after: { value: string; id: string }, forward: boolean): string {
  const operator = (query.direction === 'asc') === forward ? '>' : '<';
  return `(${query.sort.expression}, id) ${operator} (${params.add(after.value)}::${query.sort.type}, ${params.add(after.id)}::uuid)`;
}

/** Rows in the query's order from after `after` (all from the start without it), `limit` at most. */
export async function keysetRows(
  db: Queryable,
  definition: ResourceDefinition,
  query: ListQuery,
  limit: number,
  after?: { value: string; id: string },
  forward = true,
): Promise<Row[]> {
  const start: Condition[] = after ? [(params) => keysetCondition(query, params, after, forward)] : [];
  const direction = forward ? query.direction : flip(query.direction);
  return pageRows(db, { definition, query, direction, start, limit, offset: 0 }, `, (${query.sort.expression})::text as sort__value`);
}

/** Where the next keyset batch starts: after the last row read. */
export const positionOf = (row: Row) => ({ value: row.sort__value as string, id: row.id as string });

async function cursorPage({ db, served, definition, query, location }: PageRequest): Promise<Page> {
  const { cursor } = query;
  const forward = !cursor?.backwards;
  const fetched = await keysetRows(db, definition, query, query.perPage + 1, cursor, forward);
  const hasMore = fetched.length > query.perPage;
  const rows = fetched.slice(0, query.perPage);
  if (!forward) rows.reverse();

  const cursorAt = (row: Row | undefined, backwards: boolean) =>
    row ? encodeCursor(query.sort, query.direction, { ...positionOf(row), backwards }) : null;
  // Going forward, a page reached by a cursor has one before it; going back, one after it.
  const nextCursor = (forward ? hasMore : true) ? cursorAt(rows[rows.length - 1], false) : null;
  const prevCursor = (forward ? cursor !== undefined : hasMore) ? cursorAt(rows[0], true) : null;
  const link = (value: string | null) => (value ? linkTo(location, query, ['cursor', value]) : null);
  return {
    data: await readItems(db, served, definition, rows, location.origin),
    links: { first: null, last: null, prev: link(prevCursor), next: link(nextCursor) },
    meta: { path: location.origin + location.path, per_page: query.perPage, next_cursor: nextCursor, prev_cursor: prevCursor },
  };
}

export function listPage(request: PageRequest): Promise<Page> {
  return request.definition.list.pagination === 'pages' ? lengthAwarePage(request) : cursorPage(request);
}
