/**
 * The list's query string (docs/api.md "Content"), checked whole: every parameter must be one the
 * resource takes, each given once (but `ids[]`), with a valid value; otherwise a 422 naming
 * each bad parameter. The result is the SQL conditions and order the list and the export run.
 */
import {
  hasTranslations,
  missingTranslationParam,
  treeExclusionParam,
  treeField,
  type ResourceDefinition,
} from '../../resources/definition';
import type { Queryable } from '../db/database';
import { HttpError } from '../errors';
import { isStorableText } from '../http/text';
import { isUuid, missingTranslationCondition, parseFilter, type Condition } from './filters';
import { isIndexedInOrder } from './filter-indexes';
import { identifier, type Params } from './sql';
import { storedColumns, tableName } from './table';
import { broadSearchTerms, hasTooManyWords, maxSearchWords, searchConditions } from './search';
import { defaultSortKey, sortKeys, type SortKey } from './sort';
import type { TypedTerms } from './term-ranges';

export type Direction = 'asc' | 'desc';

export interface Cursor {
  /** The sort key's value (as PostgreSQL prints it) and the id of the item the page starts after. */
  value: string;
  id: string;
  /** The page lies before that item rather than after it. */
  backwards: boolean;
}

export interface ListQuery {
  conditions: Condition[];
  /** The same selection with the search read in each item's text, for items already read (search.ts `inText`). */
  rowConditions: Condition[];
  /**
   * The conditions of filters whose items an index gives in the list's order (filter-indexes.ts),
   * also among `conditions`: a page's bounded steps read along that index rather than along the
   * whole list's order.
   */
  inOrder: Condition[];
  /** The terms each typed word found in the search index stands for (search.ts), for a walk's start (term-ranges.ts). */
  typedTerms: TypedTerms[];
  /** A search is among the conditions: the count estimates from the rows it read (list.ts). */
  searched: boolean;
  /**
   * A page is chosen in two bounded steps (page-ids.ts): some condition selects items the
   * planner cannot place in the list's order. A filter's items may gather at one end of an order
   * it walks as if they were spread evenly; the search's index selects items it cannot count
   * (search.ts). Not so a search's text alone, which is in most items, nor a filter `inOrder`.
   */
  inTwoSteps: boolean;
  sort: SortKey;
  direction: Direction;
  perPage: number;
  page: number;
  cursor?: Cursor;
  /** The parameters a link must carry again: all but the page or cursor. */
  carried: URLSearchParams;
}

const maxPerPage = 100;
export const defaultPerPage = 25;

/** The parameters besides filters; `paging` is `page`, `cursor` or none (the export). */
function commonParams(paging: 'page' | 'cursor' | 'none'): string[] {
  const names = ['search', 'ids[]', 'column', 'direction'];
  if (paging !== 'none') names.push('per_page', paging);
  return names;
}

const positiveInteger = (value: string): number | undefined => (/^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined);

export function encodeCursor(sort: SortKey, direction: Direction, cursor: Cursor): string {
  const payload = { k: sort.param, d: direction, v: cursor.value, id: cursor.id, b: cursor.backwards };
  return Buffer.from(JSON.stringify(payload)).toString('base64url');
}

/** Whether a timestamp as PostgreSQL prints it names a real moment (no 31st of February). */
function isTimestamp(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)?$/.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60 && second < 60;
}

/** A cursor value must be one PostgreSQL reads back as the sort key's type without an error. */
function readsAs(type: SortKey['type'], value: string): boolean {
  switch (type) {
    case 'integer':
      return /^-?\d{1,10}$/.test(value) && Math.abs(Number(value)) <= 2 ** 31 - 1;
    case 'double precision': {
      if (value === 'Infinity') return true;
      if (!/^-?\d+(\.\d+)?(e[+-]?\d+)?$/.test(value)) return false;
      const magnitude = Math.abs(Number(value));
      // PostgreSQL refuses what overflows or underflows; a real zero has no other digit than 0.
      return magnitude === 0 ? !/[1-9]/.test(value.split('e')[0]) : magnitude >= 1e-300 && magnitude <= 1e300;
    }
    case 'timestamptz':
      return isTimestamp(value);
    case 'text':
      return isStorableText(value);
  }
}

function decodeCursor(raw: string, sort: SortKey, direction: Direction): Cursor | undefined {
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { k, d, v, id, b } = payload as Record<string, unknown>;
  if (k !== sort.param || d !== direction || typeof v !== 'string' || typeof id !== 'string' || typeof b !== 'boolean') return undefined;
  if (!isUuid(id) || !readsAs(sort.type, v)) return undefined;
  return { value: v, id, backwards: b };
}

/** parseListQuery, with the search's broad words (search.ts) looked up first in the database. */
export async function readListQuery(
  db: Queryable,
  definition: ResourceDefinition,
  query: URLSearchParams,
  paging: 'page' | 'cursor' | 'none',
): Promise<ListQuery> {
  const searches = query.getAll('search');
  // A search given twice or unstorable is refused by parseListQuery, before any SQL runs.
  const broad =
    searches.length === 1 && isStorableText(searches[0]) && !hasTooManyWords(searches[0])
      ? await broadSearchTerms(db, searches[0])
      : new Set<string>();
  return parseListQuery(definition, query, paging, broad);
}

export function parseListQuery(
  definition: ResourceDefinition,
  query: URLSearchParams,
  paging: 'page' | 'cursor' | 'none',
  broadTerms: ReadonlySet<string> = new Set(),
): ListQuery {
  const errors: Record<string, string[]> = {};
  const fail = (param: string, message: string) => {
    errors[param] = [message];
  };
  const filters = new Map(definition.filters.map((filter) => [filter.param, filter]));
  const tree = treeField(definition);
  const translatable = hasTranslations(definition);
  const known = new Set([
    ...commonParams(paging),
    ...filters.keys(),
    ...(tree ? [treeExclusionParam] : []),
    ...(translatable ? [missingTranslationParam] : []),
  ]);
  const single = new Map<string, string>();
  for (const [name, value] of query) {
    if (!known.has(name)) fail(name, 'Unknown parameter');
    else if (!isStorableText(value)) fail(name, 'Invalid value');
    else if (name === 'ids[]') continue;
    else if (single.has(name)) fail(name, 'Must be given once');
    else single.set(name, value);
  }

  const search = single.get('search') ?? '';
  if (hasTooManyWords(search)) fail('search', `Search for at most ${maxSearchWords} words`);
  const searching = searchConditions(search, broadTerms);
  const conditions: Condition[] = [];
  const inOrder: Condition[] = [];

  // How many conditions select items the planner cannot place in the list's order (page-ids.ts):
  // not the ids named (it reads as many as there are), nor a filter indexed in that order.
  let unplaced = 0;

  const ids = query.getAll('ids[]');
  if (ids.length > 0) {
    if (ids.every(isUuid)) {
      conditions.push((params) => `id = any(${params.add(ids)}::uuid[])`);
    } else fail('ids', 'Must be a list of valid ids');
  }

  const notUnder = tree && single.get(treeExclusionParam);
  if (notUnder) {
    if (isUuid(notUnder)) {
      conditions.push(notUnderCondition(definition, storedColumns(definition).find((stored) => stored.field === tree)!.column, notUnder));
      unplaced++;
    } else fail(treeExclusionParam, 'Must be a valid id');
  }

  const missing = translatable && single.get(missingTranslationParam);
  if (missing) {
    const parsed = missingTranslationCondition(definition, missing);
    if ('message' in parsed) fail(missingTranslationParam, parsed.message);
    else {
      conditions.push(parsed.condition);
      unplaced++;
    }
  }

  for (const [param, filter] of filters) {
    const value = single.get(param);
    // An empty value is a filter left blank: no filter.
    if (value === undefined || value === '') continue;
    const parsed = parseFilter(definition, filter, value);
    if ('message' in parsed) fail(param, parsed.message);
    else {
      conditions.push(parsed.condition);
      if (isIndexedInOrder(definition, filter)) inOrder.push(parsed.condition);
      else unplaced++;
    }
  }

  const columnParam = single.get('column');
  const sort = columnParam === undefined ? defaultSortKey(definition) : sortKeys(definition).find((key) => key.param === columnParam);
  if (!sort)
    fail(
      'column',
      `Must be one of ${sortKeys(definition)
        .map((key) => key.param)
        .join(', ')}`,
    );
  const directionParam = single.get('direction')?.toLowerCase();
  const defaultDirection: Direction = definition.list.defaultSort.order === 'DESC' ? 'desc' : 'asc';
  const direction = directionParam === undefined ? defaultDirection : directionParam;
  if (direction !== 'asc' && direction !== 'desc') fail('direction', 'Must be asc or desc');

  const perPageParam = single.get('per_page');
  const perPage = perPageParam === undefined ? defaultPerPage : positiveInteger(perPageParam);
  if (perPage === undefined || perPage > maxPerPage) fail('per_page', `Must be a whole number from 1 to ${maxPerPage}`);

  const pageParam = single.get('page');
  const page = pageParam === undefined ? 1 : positiveInteger(pageParam);
  if (page === undefined) fail('page', 'Must be a whole number from 1');

  let cursor: Cursor | undefined;
  const cursorParam = single.get('cursor');
  if (cursorParam !== undefined && sort && (direction === 'asc' || direction === 'desc')) {
    cursor = decodeCursor(cursorParam, sort, direction);
    if (!cursor) fail('cursor', 'Invalid cursor');
  }

  if (Object.keys(errors).length > 0) throw new HttpError(422, 'The given query was invalid.', errors);

  const carried = new URLSearchParams([...query].filter(([name]) => name !== 'page' && name !== 'cursor'));
  // The search's conditions last: where the database checks each item in turn (page-ids.ts), an
  // item the filters leave out is never read for its search.
  return {
    conditions: [...conditions, ...searching.conditions],
    rowConditions: [...conditions, ...searching.inText],
    inOrder,
    typedTerms: searching.typedTerms,
    searched: searching.conditions.length > 0,
    inTwoSteps: unplaced > 0 || searching.lookedUpInIndex,
    sort: sort!,
    direction: direction as Direction,
    perPage: perPage!,
    page: page!,
    cursor,
    carried,
  };
}

/** Not the item `id` nor any item under it through the tree's reference `column`. */
function notUnderCondition(definition: ResourceDefinition, column: string, id: string): Condition {
  const table = tableName(definition);
  return (params) =>
    `id not in (with recursive under (id) as (select ${params.add(id.toLowerCase())}::uuid union select t.id from ${table} t join under on t.${identifier(column)} = under.id) select id from under)`;
}

/** `where ...` of every condition (or nothing), its values added to `params`. */
export function whereClause(conditions: Condition[], params: Params, extra: string[] = []): string {
  const parts = [...conditions.map((condition) => condition(params)), ...extra];
  return parts.length > 0 ? `where ${parts.join(' and ')}` : '';
}

/** Every condition as one boolean expression (true where there is none), its values added to `params`. */
export const allOf = (conditions: Condition[], params: Params): string =>
  conditions.length > 0 ? `(${conditions.map((condition) => condition(params)).join(' and ')})` : 'true';

/** `order by key dir, id dir` (flipped when reading backwards). */
export function orderClause(sort: SortKey, direction: Direction): string {
  return `order by ${sort.expression} ${direction}, ${identifier('id')} ${direction}`;
}
