/**
 * A list page (docs/api.md "Pages"): one query in the list's order, `limit` and `offset` for
 * length-aware pages (`pagination: 'pages'`), a keyset condition for cursor pages; PostgreSQL plans
 * it along a sort key's index or from the search's and filters' indexes (docs/lists.md). A
 * length-aware page of a selection PostgreSQL expects to be small is read whole instead
 * (read-whole.ts), which also counts it. Each link repeats the request's every parameter with its
 * own page or cursor.
 */
import type { ResourceDefinition } from '../../resources/definition';
import type { Queryable } from '../db/database';
import { readColumns, readItems, type Item, type Row } from '../items';
import { Params } from '../db/sql';
import { tableName } from '../items';
import { exactCountUpTo, expectSelection, totalOf } from './count';
import { encodeCursor, type Direction } from './cursor';
import type { ListQuery } from './query';
import { readWhole } from './read-whole';
import { keysetCondition, orderClause, positionOf, sortValueSql, whereClause, type Position } from './sql';

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

/** The rows of a page: `limit` from `offset` in the query's order, or (`keyset`) from after a position, forward or back. */
async function pageRows(
  db: Queryable,
  definition: ResourceDefinition,
  query: ListQuery,
  { limit, offset = 0, keyset }: { limit: number; offset?: number; keyset?: { after?: Position; forward: boolean } },
): Promise<Row[]> {
  const params = new Params();
  const forward = keyset?.forward ?? true;
  const start = keyset?.after ? [keysetCondition(query, params, keyset.after, forward)] : [];
  // Only a cursor needs each row's sort key: computed for every row read, skipped ones too.
  const columns = keyset ? `${readColumns(definition)}, ${sortValueSql(query.sort)}` : readColumns(definition);
  const { rows } = await db.query<Row>(
    `select ${columns} from ${tableName(definition)} ${whereClause(query.conditions, params, start)}
     ${orderClause(query.sort, forward ? query.direction : flip(query.direction))}
     limit ${params.add(limit)} offset ${params.add(offset)}`,
    params.values,
  );
  return rows;
}

async function lengthAwarePage({ db, served, definition, query, location }: PageRequest): Promise<Page> {
  const offset = (query.page - 1) * query.perPage;
  const limit = query.perPage + 1;
  const expected = await expectSelection(db, definition, query.conditions);
  const whole = expected.readsWhole ? await readWhole(db, definition, query, { limit, offset }) : undefined;
  // Past the bound the whole read stopped short of the selection: the page is read along the order.
  const fetched = whole && whole.counted <= exactCountUpTo ? whole.rows : await pageRows(db, definition, query, { limit, offset });
  const rows = fetched.slice(0, query.perPage);
  // Whether a next page exists is read, not computed from a total that may be an estimate.
  const hasMore = fetched.length > query.perPage;
  // A page that reaches the selection's end has counted it, however far PostgreSQL's estimate strays.
  const reachedEnd = !hasMore && (fetched.length > 0 || offset === 0);
  const { total, exact } = totalOf(expected, reachedEnd ? offset + fetched.length : whole?.counted);
  const data = await readItems(db, served, definition, rows, location.origin);
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

async function cursorPage({ db, served, definition, query, location }: PageRequest): Promise<Page> {
  const { cursor } = query;
  const forward = !cursor?.backwards;
  const fetched = await pageRows(db, definition, query, { limit: query.perPage + 1, keyset: { after: cursor, forward } });
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
