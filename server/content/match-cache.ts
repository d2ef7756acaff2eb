/**
 * The items a list's search and filters select, kept between requests under the content
 * version. Scrolling a list asks for the same selection again and again, page after page and
 * sort after sort; with the selection's order under every sortable column known, each of those
 * pages is a slice and a lookup of 25 rows by id, instead of a search over the whole table.
 *
 * A new selection comes from the resource's in-memory list index when it has one
 * (`list-index.ts`), or else from one read of the table: its ids with their values under every
 * key the list may sort by. A first page is picked from it directly; the whole order under a
 * key is ranked once a later page is asked for. A selection read from the table is kept in
 * order only when small enough (`maxKept` items); a larger one keeps its total only, and its
 * pages come from the sort index directly, which is quick precisely because so many rows match.
 */
import type { ResourceDefinition } from '../../resources/definition';
import type { Queryable } from '../db/database';
import { contentState } from './content-version';
import { ListIndex, type IndexedSelection, type SortValue } from './list-index';
import { whereClause, type Direction, type ListQuery } from './list-query';
import { compareCodePoints, sortKeys, type SortKey } from './sort';
import { Params } from './sql';
import { tableName } from './table';

export interface Selection {
  /** The content version the selection is of. */
  version: number;
  total: number;
  /** The ids of one page in the given order, when the selection is kept; undefined otherwise. */
  page?(sort: SortKey, direction: Direction, offset: number, limit: number): string[];
}

export interface MatchCacheLimits {
  /** The largest selection kept in order. */
  maxKept: number;
  /** Ids kept across all selections; the oldest selections go first beyond it. */
  maxKeptTotal: number;
  /**
   * Pages ending this far at most are picked from a selection unranked, a pass rather than a
   * sort: scrolling a dozen pages of 25 never waits for a whole selection's sort.
   */
  unrankedEnd: number;
}

const defaultLimits: MatchCacheLimits = { maxKept: 20_000, maxKeptTotal: 400_000, unrankedEnd: 300 };

interface Entry {
  version: number;
  total: number;
  /** The selection, when kept. */
  kept?: IndexedSelection;
  /** Per sort key (its param): the kept slots in ascending order of (key, id), ranked on first use. */
  orders: Map<string, Int32Array>;
}

type SlotOrder = (a: number, b: number) => number;

/** The first `count` slots under `compare`, in that order: one pass, keeping the best so far. */
function firstSlots(slots: Int32Array, compare: SlotOrder, count: number): number[] {
  const best: number[] = [];
  for (const slot of slots) {
    if (best.length === count && compare(slot, best[count - 1]) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(best[middle], slot) <= 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, slot);
    if (best.length > count) best.pop();
  }
  return best;
}

function selection(entry: Entry, unrankedEnd: number): Selection {
  const { kept, orders, total, version } = entry;
  if (!kept) return { version, total };
  const { slots, ids, values } = kept;
  /**
   * Ascending by (value, id), as the database's (key, id) order goes. Ids are uuids, whose
   * order by code point is JavaScript's own; numbers compare as numbers.
   */
  const ascending = (sort: SortKey): SlotOrder => {
    const byKey = values.get(sort.param)!;
    const byId = (a: number, b: number) => (ids[a] < ids[b] ? -1 : ids[a] > ids[b] ? 1 : 0);
    if (sort.type === 'text') return (a, b) => compareCodePoints(byKey[a] as string, byKey[b] as string) || byId(a, b);
    return (a, b) => (byKey[a] < byKey[b] ? -1 : byKey[a] > byKey[b] ? 1 : byId(a, b));
  };
  return {
    version,
    total,
    page(sort, direction, offset, limit) {
      const end = Math.min(offset + limit, total);
      if (offset >= end) return [];
      let order = orders.get(sort.param);
      if (!order && end <= unrankedEnd) {
        const compare = ascending(sort);
        const ordered = firstSlots(slots, direction === 'asc' ? compare : (a, b) => compare(b, a), end);
        return ordered.slice(offset).map((slot) => ids[slot]);
      }
      if (!order) orders.set(sort.param, (order = slots.slice().sort(ascending(sort))));
      const page: string[] = [];
      // Descending by (key, id) is ascending read backwards: ties break by id both ways.
      for (let index = offset; index < end; index++) page.push(ids[order[direction === 'asc' ? index : total - 1 - index]]);
      return page;
    },
  };
}

export class MatchCache {
  private readonly entries = new Map<string, Entry>();
  private keptTotal = 0;
  private readonly indexes = new Map<string, ListIndex>();

  constructor(private readonly limits: MatchCacheLimits = defaultLimits) {}

  /** From now on, selects `definition`'s items from an in-memory list index, loaded here. */
  async indexList(db: Queryable, definition: ResourceDefinition): Promise<void> {
    const index = new ListIndex(definition);
    await index.load(db);
    this.indexes.set(definition.endpoint, index);
  }

  async select(db: Queryable, definition: ResourceDefinition, query: Pick<ListQuery, 'conditions' | 'criteria'>): Promise<Selection> {
    const state = await contentState(db);
    const params = new Params();
    const where = whereClause(query.conditions, params);
    const key = `${state.version}\n${definition.endpoint}\n${where}\n${JSON.stringify(params.values)}`;
    const cached = this.entries.get(key);
    if (cached) return selection(cached, this.limits.unrankedEnd);

    const indexed = await this.indexes.get(definition.endpoint)?.select(db, state, query.criteria);
    const entry = indexed
      ? { version: state.version, total: indexed.slots.length, kept: indexed, orders: new Map() }
      : { version: state.version, ...(await selectionOf(db, definition, where, params.values, this.limits.maxKept)) };
    this.keep(key, entry);
    return selection(entry, this.limits.unrankedEnd);
  }

  private keep(key: string, entry: Entry) {
    const size = entry.kept?.slots.length ?? 0;
    for (const [oldKey, old] of this.entries) {
      if (this.keptTotal + size <= this.limits.maxKeptTotal) break;
      this.entries.delete(oldKey);
      this.keptTotal -= old.kept?.slots.length ?? 0;
    }
    this.entries.set(key, entry);
    this.keptTotal += size;
  }
}

/**
 * One read of the selection from the table: ids with their value under every sort key. Only a
 * selection too large to keep costs a second statement, the count.
 */
async function selectionOf(db: Queryable, definition: ResourceDefinition, where: string, values: unknown[], maxKept: number): Promise<Omit<Entry, 'version'>> {
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
  const sortValues = new Map(keys.map((key, index) => [key.param, rows.map((row) => row[`key_${index}`] as SortValue)]));
  return { total: ids.length, kept: { slots: Int32Array.from(ids.keys()), ids, values: sortValues }, orders: new Map() };
}
