/**
 * The list's query string (docs/api.md "The list's query"), checked whole: every parameter must be
 * one the resource takes, each given once (but `ids[]`), with a valid value; otherwise a 422
 * naming each bad parameter. The result is what the list, its count, the export and a bulk write
 * by filter select: SQL conditions (sql.ts) and an order.
 */
import { missingTranslationParam, treeExclusionParam, type ResourceDefinition } from '../../resources/definition';
import { hasTranslations } from '../../resources/kinds/translatable';
import { treeField } from '../../resources/kinds/reference';
import { HttpError, invalidQuery, unknownParameter } from '../errors';
import type { Said } from '../i18n/texts';
import { isStorableText } from '../http/text';
import { isUuid } from '../items';
import { missingTranslationCondition, parseFilter, type Condition } from './filters';
import { identifier } from '../db/sql';
import { storedColumns, tableName } from '../items';
import { decodeCursor, type Cursor, type Direction } from './cursor';
import { hasTooManyWords, maxSearchWords, searchConditions } from './search';
import { defaultSortKey, sortKeys, type SortKey } from './sort';

export interface ListQuery {
  /** What selects the items: filters and search, all of them to hold. */
  conditions: Condition[];
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

/** The parameters besides filters; `paging` is `page`, `cursor` or none (the export, a count). */
function commonParams(paging: 'page' | 'cursor' | 'none'): string[] {
  const names = ['search', 'ids[]', 'column', 'direction'];
  if (paging !== 'none') names.push('per_page', paging);
  return names;
}

const positiveInteger = (value: string): number | undefined => (/^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined);

/** Not the item `id` nor any item under it through the tree's reference `column`. */
function notUnderCondition(definition: ResourceDefinition, column: string, id: string): Condition {
  const table = tableName(definition);
  return (params) =>
    `id not in (with recursive under (id) as (select ${params.add(id.toLowerCase())}::uuid union select t.id from ${table} t join under on t.${identifier(column)} = under.id) select id from under)`;
}

/** The conditions of the parameters that select items; `fail` is told of each bad one. */
function selectionConditions(
  definition: ResourceDefinition,
  single: ReadonlyMap<string, string>,
  ids: string[],
  fail: (param: string, said: Said) => void,
): Condition[] {
  const conditions: Condition[] = [];
  if (ids.length > 0) {
    if (ids.every(isUuid)) conditions.push((params) => `id = any(${params.add(ids)}::uuid[])`);
    else fail('ids', { message: 'server.query.ids' });
  }
  const tree = treeField(definition);
  const notUnder = tree && single.get(treeExclusionParam);
  if (notUnder) {
    const { column } = storedColumns(definition).find((stored) => stored.field === tree)!;
    if (isUuid(notUnder)) conditions.push(notUnderCondition(definition, column, notUnder));
    else fail(treeExclusionParam, { message: 'validation.id' });
  }
  const missing = hasTranslations(definition) && single.get(missingTranslationParam);
  if (missing) {
    const parsed = missingTranslationCondition(definition, missing);
    if ('refusal' in parsed) fail(missingTranslationParam, parsed.refusal);
    else conditions.push(parsed.condition);
  }
  for (const filter of definition.filters) {
    const value = single.get(filter.param);
    // An empty value is a filter left blank: no filter.
    if (value === undefined || value === '') continue;
    const parsed = parseFilter(definition, filter, value);
    if ('refusal' in parsed) fail(filter.param, parsed.refusal);
    else conditions.push(parsed.condition);
  }
  const search = single.get('search') ?? '';
  if (hasTooManyWords(search)) fail('search', { message: 'server.query.searchWords', args: { max: maxSearchWords } });
  return [...conditions, ...searchConditions(search)];
}

export function parseListQuery(definition: ResourceDefinition, query: URLSearchParams, paging: 'page' | 'cursor' | 'none'): ListQuery {
  const errors: Record<string, Said[]> = {};
  const fail = (param: string, said: Said) => {
    errors[param] = [said];
  };
  const known = new Set([
    ...commonParams(paging),
    ...definition.filters.map((filter) => filter.param),
    ...(treeField(definition) ? [treeExclusionParam] : []),
    ...(hasTranslations(definition) ? [missingTranslationParam] : []),
  ]);
  const single = new Map<string, string>();
  for (const [name, value] of query) {
    if (!known.has(name)) fail(name, unknownParameter);
    else if (!isStorableText(value)) fail(name, { message: 'validation.invalid' });
    else if (name === 'ids[]') continue;
    else if (single.has(name)) fail(name, { message: 'server.query.givenOnce' });
    else single.set(name, value);
  }
  const conditions = selectionConditions(definition, single, query.getAll('ids[]'), fail);

  const keys = sortKeys(definition);
  const columnParam = single.get('column');
  const sort = columnParam === undefined ? defaultSortKey(definition) : keys.find((key) => key.param === columnParam);
  if (!sort) fail('column', { message: 'validation.choice', args: { choices: keys.map((key) => key.param).join(', ') } });
  const directionParam = single.get('direction')?.toLowerCase();
  const direction = directionParam ?? (definition.list.defaultSort.order === 'DESC' ? 'desc' : 'asc');
  if (direction !== 'asc' && direction !== 'desc') fail('direction', { message: 'server.query.direction' });

  const perPageParam = single.get('per_page');
  const perPage = perPageParam === undefined ? defaultPerPage : positiveInteger(perPageParam);
  if (perPage === undefined || perPage > maxPerPage) fail('per_page', { message: 'server.query.perPage', args: { max: maxPerPage } });

  const pageParam = single.get('page');
  const page = pageParam === undefined ? 1 : positiveInteger(pageParam);
  if (page === undefined) fail('page', { message: 'server.query.page' });

  let cursor: Cursor | undefined;
  const cursorParam = single.get('cursor');
  if (cursorParam !== undefined && sort && (direction === 'asc' || direction === 'desc')) {
    cursor = decodeCursor(cursorParam, sort, direction);
    if (!cursor) fail('cursor', { message: 'server.query.cursor' });
  }

  if (Object.keys(errors).length > 0) throw new HttpError(422, invalidQuery, errors);
  const carried = new URLSearchParams([...query].filter(([name]) => name !== 'page' && name !== 'cursor'));
  return { conditions, sort: sort!, direction: direction as Direction, perPage: perPage!, page: page!, cursor, carried };
}
