/**
 * The items a list's search and filters select, kept between requests under the content
 * version. Scrolling a list asks for the same selection again and again, page after page and
 * sort after sort; with the selection's order under every sortable column known, each of those
 * pages is a slice and a lookup of 25 rows by id, instead of a search over the whole table.
 *
 * A new selection is read once: its ids with their values under every key the list may sort by,
 * ranked here when a page in that order is first asked for. It is kept in order only when small enough (`maxKept` items); a larger
 * one keeps its total only, and its pages come from the sort index directly, which is quick
 * precisely because so many rows match.
 */
import type { ResourceDefinition } from '../../resources/definition';
import type { Queryable } from '../db/database';
import { contentVersion } from './content-version';
import { whereClause, type Direction } from './list-query';
import type { Condition } from './filters';
import { compareCodePoints, compareSortValues, sortKeys, type SortKey } from './sort';
import { Params } from './sql';
import { tableName } from './table';

export interface Selection {
  total: number;
  /** The ids of one page in the given order, when the selection is kept; undefined otherwise. */
  page?(sort: SortKey, direction: Direction, offset: number, limit: number): string[];
}

export interface MatchCacheLimits {
  /** The largest selection kept in order. */
  maxKept: number;
  /** Ids kept across all selections; the oldest selections go first beyond it. */
  maxKeptTotal: number;
}

const defaultLimits: MatchCacheLimits = { maxKept: 20_000, maxKeptTotal: 400_000 };

interface Entry {
  total: number;
  ids?: string[];
  /** Per sort key (its param): each id's sort value, by position in `ids`. */
  values?: Map<string, (number | string)[]>;
  /** Per sort key: positions into `ids` in ascending order of (key, id), ranked on first use. */
  orders: Map<string, Int32Array>;
}

/** Positions into `ids` in ascending order of (value, id), as the database's (key, id) order goes. */
function rank(ids: string[], values: (number | string)[]): Int32Array {
  return Int32Array.from(ids.keys()).sort((a, b) => compareSortValues(values[a], values[b]) || compareCodePoints(ids[a], ids[b]));
}

function selection(entry: Entry): Selection {
  const { ids, values, orders, total } = entry;
  if (!ids || !values) return { total };
  const orderOf = (sort: SortKey) => {
    let order = orders.get(sort.param);
    if (!order) orders.set(sort.param, (order = rank(ids, values.get(sort.param)!)));
    return order;
  };
  return {
    total,
    page(sort, direction, offset, limit) {
      const order = orderOf(sort);
      const page: string[] = [];
      for (let index = offset; index < Math.min(offset + limit, total); index++) {
        // Descending by (key, id) is ascending read backwards: ties break by id both ways.
        page.push(ids[order[direction === 'asc' ? index : total - 1 - index]]);
      }
      return page;
    },
  };
}

export class MatchCache {
  private readonly entries = new Map<string, Entry>();
  private keptTotal = 0;

  constructor(private readonly limits: MatchCacheLimits = defaultLimits) {}

  async select(db: Queryable, definition: ResourceDefinition, conditions: Condition[]): Promise<Selection> {
    const params = new Params();
    const where = whereClause(conditions, params);
    const key = `${await contentVersion(db)}\n${definition.endpoint}\n${where}\n${JSON.stringify(params.values)}`;
    const cached = this.entries.get(key);
    if (cached) return selection(cached);

    const entry = await selectionOf(db, definition, where, params.values, this.limits.maxKept);
    this.keep(key, entry);
    return selection(entry);
  }

  private keep(key: string, entry: Entry) {
    const size = entry.ids?.length ?? 0;
    for (const [oldKey, old] of this.entries) {
      if (this.keptTotal + size <= this.limits.maxKeptTotal) break;
      this.entries.delete(oldKey);
      this.keptTotal -= old.ids?.length ?? 0;
    }
    this.entries.set(key, entry);
    this.keptTotal += size;
  }
}

/**
 * One read of the selection: ids with their value under every sort key (each order is ranked
 * when first asked for). Only a selection too large to keep costs a second statement, the count.
 */
async function selectionOf(db: Queryable, definition: ResourceDefinition, where: string, values: unknown[], maxKept: number): Promise<Entry> {
  const table = tableName(definition);
  const keys = sortKeys(definition);
  const limit = `limit ${maxKept + 1}`;
  const { rows } = await db.query<Record<string, string | number>>(
    `select id, ${keys.map((key, index) => `${key.value} as key_${index}`).join(', ')} from ${table} ${where} ${limit}`,
    values,
  );
  if (rows.length > maxKept) {
    const { rows: counted } = await db.query<{ total: number }>(`select count(*)::integer as total from ${table} ${where}`, values);
    return { total: counted[0].total, orders: new Map() };
  }
  const ids = rows.map((row) => row.id as string);
  const sortValues = new Map(keys.map((key, index) => [key.param, rows.map((row) => row[`key_${index}`])]));
  return { total: ids.length, ids, values: sortValues, orders: new Map() };
}
