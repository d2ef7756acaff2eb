/**
 * A length-aware list's selection, answered in memory: for every item, its id, its value under
 * every sort key and every column a filter reads, and for every word of the search vocabulary
 * the items holding it (posting lists). A new search is then a scan of the vocabulary and a
 * union of posting lists, with the exact count of what it selects, and no table read: the
 * database cannot count thousands of matching rows of a wide table that fast.
 *
 * Everything kept is derived from the definition (its sort keys, filters and search words),
 * read once at start and then brought forward to each content version by re-reading only the
 * items the change log names (`content-version.ts`): right however many servers share the
 * database. When the log no longer reaches back to the index's version, the index reloads in
 * the background and the lists use SQL meanwhile.
 *
 * An item changed gets a new slot; its old slot is dead. Slots only grow, so what a selection
 * read at one version keeps (slots into these arrays) stays valid; compaction builds new arrays.
 */
import type { ResourceDefinition } from '../../resources/definition';
import type { Queryable } from '../db/database';
import { changesSince, contentState, type ContentState } from './content-version';
import { filterColumn, testsByValue } from './filters';
import type { Criteria } from './list-query';
import { phraseCondition, searchTerms } from './search';
import { sortKeys, type SortKey } from './sort';
import { identifier, Params } from './sql';
import { searchWordsColumn, tableName } from './table';

export type SortValue = number | string;

/** What a selection keeps: its slots into `ids` and each sort key's `values` (by key param). */
export interface IndexedSelection {
  slots: Int32Array;
  ids: readonly string[];
  values: ReadonlyMap<string, readonly SortValue[]>;
}

const readBatch = 2000;

/** A growable list of slots, in increasing order (slots are appended as they are made). */
class SlotList {
  data = new Int32Array(4);
  length = 0;

  push(slot: number) {
    if (this.length === this.data.length) {
      const grown = new Int32Array(Math.max(4, this.data.length * 2));
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = slot;
  }

  /** Gives back the room kept for growth (half the list, at worst): after a load, most lists stay as they are. */
  trim() {
    if (this.data.length > this.length) this.data = this.data.slice(0, this.length);
  }
}

/** Equal strings kept once: filter values repeat (choice ids, referenced ids) across items. */
class Interner {
  private readonly seen = new Map<string, string>();

  value(value: unknown): unknown {
    if (typeof value === 'string') {
      const known = this.seen.get(value);
      if (known !== undefined) return known;
      this.seen.set(value, value);
      return value;
    }
    return Array.isArray(value) ? value.map((entry) => this.value(entry)) : value;
  }
}

type Row = Record<string, unknown>;

/** The items of one version (or on their way to it): slots, postings, and where each id lives. */
class IndexData {
  ids: string[] = [];
  alive: Uint8Array = new Uint8Array(1024);
  dead = 0;
  readonly values = new Map<string, SortValue[]>();
  /** Per column a `test` filter reads: each slot's value. */
  readonly columns = new Map<string, unknown[]>();
  /** Per column a filter reads by value: the slots of each value it is or holds. */
  readonly valueSlots = new Map<string, Map<string, SlotList>>();
  readonly slotById = new Map<string, number>();
  readonly words: string[] = [];
  readonly wordIds = new Map<string, number>();
  readonly postings: SlotList[] = [];
  private readonly interner = new Interner();

  constructor(
    readonly keyParams: readonly string[],
    readonly columnNames: readonly string[],
    readonly testedColumns: ReadonlySet<string>,
    readonly valueColumns: ReadonlySet<string>,
  ) {
    for (const param of keyParams) this.values.set(param, []);
    for (const column of columnNames) {
      if (valueColumns.has(column)) this.valueSlots.set(column, new Map());
      if (testedColumns.has(column)) this.columns.set(column, []);
    }
  }

  get aliveCount() {
    return this.slotById.size;
  }

  trim() {
    for (const slots of this.postings) slots.trim();
    for (const byValue of this.valueSlots.values()) for (const slots of byValue.values()) slots.trim();
  }

  /** Adds or replaces the item of a row read by `rowQuery`. */
  put(row: Row) {
    const id = row.id as string;
    this.remove(id);
    const slot = this.ids.length;
    this.ids.push(id);
    if (slot === this.alive.length) {
      const grown = new Uint8Array(this.alive.length * 2);
      grown.set(this.alive);
      this.alive = grown;
    }
    this.alive[slot] = 1;
    this.slotById.set(id, slot);
    this.keyParams.forEach((param, index) => this.values.get(param)!.push(row[`key_${index}`] as SortValue));
    this.columnNames.forEach((column, index) => {
      const value = row[`column_${index}`];
      this.columns.get(column)?.push(this.interner.value(value));
      const byValue = this.valueSlots.get(column);
      if (!byValue) return;
      for (const held of new Set(Array.isArray(value) ? value : [value])) {
        if (typeof held !== 'string') continue;
        let slots = byValue.get(held);
        if (!slots) byValue.set(held, (slots = new SlotList()));
        slots.push(slot);
      }
    });
    for (const word of row.words as string[]) {
      let wordId = this.wordIds.get(word);
      if (wordId === undefined) {
        wordId = this.words.length;
        this.words.push(word);
        this.wordIds.set(word, wordId);
        this.postings.push(new SlotList());
      }
      this.postings[wordId].push(slot);
    }
  }

  remove(id: string) {
    const slot = this.slotById.get(id);
    if (slot === undefined) return;
    this.alive[slot] = 0;
    this.slotById.delete(id);
    this.dead++;
  }

  /** The same items in new arrays without the dead slots (and without words no item holds any more). */
  compacted(): IndexData {
    const fresh = new IndexData(this.keyParams, this.columnNames, this.testedColumns, this.valueColumns);
    const newSlot = new Int32Array(this.ids.length).fill(-1);
    for (let slot = 0; slot < this.ids.length; slot++) {
      if (!this.alive[slot]) continue;
      const moved = fresh.ids.length;
      newSlot[slot] = moved;
      fresh.ids.push(this.ids[slot]);
      fresh.slotById.set(this.ids[slot], moved);
      for (const [param, values] of this.values) fresh.values.get(param)!.push(values[slot]);
      for (const [column, values] of this.columns) fresh.columns.get(column)!.push(values[slot]);
    }
    fresh.alive = new Uint8Array(Math.max(1024, fresh.ids.length * 2)).fill(1, 0, fresh.ids.length);
    const moved = ({ data, length }: SlotList) => {
      const kept = new SlotList();
      for (let index = 0; index < length; index++) if (newSlot[data[index]] >= 0) kept.push(newSlot[data[index]]);
      return kept;
    };
    this.words.forEach((word, wordId) => {
      const kept = moved(this.postings[wordId]);
      if (kept.length === 0) return;
      fresh.wordIds.set(word, fresh.words.length);
      fresh.words.push(word);
      fresh.postings.push(kept);
    });
    for (const [column, byValue] of this.valueSlots) {
      for (const [value, slots] of byValue) {
        const kept = moved(slots);
        if (kept.length > 0) fresh.valueSlots.get(column)!.set(value, kept);
      }
    }
    return fresh;
  }

  /**
   * The slots of the items whose words hold every one of `words`, whose columns hold what each
   * filter asks and pass each other test; restricted to `criteria.ids` when given.
   */
  match(words: readonly string[], criteria: Criteria): Int32Array {
    const count = this.ids.length;
    // Each search word and each filter by value is a round: the slots of any of its lists.
    const rounds: SlotList[][] = words.map((searched) => this.postings.filter((_, wordId) => this.words[wordId].includes(searched)));
    const tests: { values: unknown[]; test(value: unknown): boolean }[] = [];
    for (const columnTest of criteria.columnTests) {
      if ('holds' in columnTest) {
        const slots = this.valueSlots.get(columnTest.column)!.get(columnTest.holds);
        rounds.push(slots ? [slots] : []);
      } else {
        tests.push({ values: this.columns.get(columnTest.column)!, test: columnTest.test });
      }
    }
    const candidates = rounds.length > 0 ? intersection(rounds, count) : undefined;
    const wanted = criteria.ids ? new Set(criteria.ids) : undefined;
    const matched = new Int32Array(candidates?.length ?? wanted?.size ?? count);
    let total = 0;
    const consider = (slot: number) => {
      if (!this.alive[slot]) return;
      for (const { values, test } of tests) if (!test(values[slot])) return;
      if (wanted && candidates && !wanted.has(this.ids[slot])) return;
      matched[total++] = slot;
    };
    if (candidates) {
      for (const slot of candidates) consider(slot);
    } else if (wanted) {
      for (const id of wanted) {
        const slot = this.slotById.get(id);
        if (slot !== undefined) consider(slot);
      }
    } else {
      for (let slot = 0; slot < count; slot++) consider(slot);
    }
    return matched.slice(0, total);
  }
}

/**
 * The slots (dead ones too) in every round, a round being in any of its lists: posting lists
 * only, no scan of the items. `slotCount` bounds the slots.
 */
function intersection(rounds: readonly SlotList[][], slotCount: number): Int32Array {
  // marks[slot] = how many rounds, in order, the slot has been in so far.
  const marks = rounds.length < 256 ? new Uint8Array(slotCount) : new Uint32Array(slotCount);
  const last = rounds.length - 1;
  let found = new Int32Array(1024);
  let total = 0;
  rounds.forEach((lists, round) => {
    for (const { data, length } of lists) {
      for (let index = 0; index < length; index++) {
        const slot = data[index];
        if (marks[slot] !== round) continue;
        marks[slot] = round + 1;
        if (round !== last) continue;
        if (total === found.length) {
          const grown = new Int32Array(found.length * 2);
          grown.set(found);
          found = grown;
        }
        found[total++] = slot;
      }
    }
  });
  return found.subarray(0, total);
}

export class ListIndex {
  private data?: IndexData;
  private version = -1;
  /** Loads and catch-ups, one after another. */
  private queue: Promise<unknown> = Promise.resolve();
  private reloading = false;
  private readonly keys: SortKey[];
  private readonly columnNames: string[];
  private readonly testedColumns: Set<string>;
  private readonly valueColumns: Set<string>;

  /** `compactionFloor`: dead slots are dropped once more than this many, and more than the living. */
  constructor(
    private readonly definition: ResourceDefinition,
    private readonly compactionFloor = 1024,
  ) {
    this.keys = sortKeys(definition);
    this.columnNames = [...new Set(definition.filters.map((filter) => filterColumn(definition, filter)))];
    const columnsOf = (byValue: boolean) =>
      new Set(definition.filters.filter((filter) => testsByValue(filter) === byValue).map((filter) => filterColumn(definition, filter)));
    this.testedColumns = columnsOf(false);
    this.valueColumns = columnsOf(true);
  }

  private serially<T>(work: () => Promise<T>): Promise<T> {
    const result = this.queue.then(work);
    this.queue = result.catch(() => undefined);
    return result;
  }

  /** The columns an item is read with: id, words, filter columns and sort keys. */
  private rowQuery(where: string): string {
    return `select id, ${identifier(searchWordsColumn)} as words,
      ${this.columnNames.map((column, index) => `${identifier(column)} as column_${index}`).join(', ')}${this.columnNames.length > 0 ? ',' : ''}
      ${this.keys.map((key, index) => `${key.value} as key_${index}`).join(', ')}
      from ${tableName(this.definition)} ${where}`;
  }

  /** Reads every item afresh, in batches; the version is read first, so later writes are caught up from the log. */
  load(db: Queryable): Promise<void> {
    return this.serially(async () => {
      const { version } = await contentState(db);
      const data = new IndexData(
        this.keys.map((key) => key.param),
        this.columnNames,
        this.testedColumns,
        this.valueColumns,
      );
      let after: string | undefined;
      for (;;) {
        const params = new Params();
        const where = after === undefined ? '' : `where id > ${params.add(after)}::uuid`;
        const { rows } = await db.query<Row>(`${this.rowQuery(where)} order by id limit ${params.add(readBatch)}`, params.values);
        for (const row of rows) data.put(row);
        if (rows.length < readBatch) break;
        after = rows[rows.length - 1].id as string;
      }
      data.trim();
      this.data = data;
      this.version = version;
    });
  }

  /** Brings the index to `state` from the change log: false when the log no longer reaches back to it. */
  private catchUp(db: Queryable, state: ContentState): Promise<boolean> {
    return this.serially(async () => {
      if (!this.data || this.version >= state.version) return this.data !== undefined;
      const changes = await changesSince(db, this.definition.endpoint, this.version, state.version);
      if (!changes) return false;
      let data = this.data;
      for (let start = 0; start < changes.length; start += readBatch) {
        const ids = changes.slice(start, start + readBatch);
        const { rows } = await db.query<Row>(this.rowQuery('where id = any($1::uuid[])'), [ids]);
        for (const id of ids) data.remove(id);
        for (const row of rows) data.put(row);
      }
      if (data.dead > Math.max(this.compactionFloor, data.aliveCount)) data = data.compacted();
      this.data = data;
      this.version = state.version;
      return true;
    });
  }

  /** Resolves once every load and catch-up asked for so far is done. */
  async settled(): Promise<void> {
    await this.queue;
  }

  /** Reloads in the background; until it is done, the index answers nothing. */
  private reload(db: Queryable) {
    if (this.reloading) return;
    this.reloading = true;
    this.data = undefined;
    this.load(db)
      .catch((error: unknown) => console.error(`Reloading the ${this.definition.endpoint} list index failed:`, error))
      .finally(() => (this.reloading = false));
  }

  /**
   * The selection of `criteria` at content version `state` (or later), or undefined when the
   * index cannot answer: not loaded, being reloaded, or a search of punctuation only.
   */
  async select(db: Queryable, state: ContentState, criteria: Criteria): Promise<IndexedSelection | undefined> {
    const terms = searchTerms(criteria.search);
    if (terms && terms.words.length === 0) return undefined;
    if (!this.data || this.version < state.version) {
      if (!(await this.catchUp(db, state))) {
        this.reload(db);
        return undefined;
      }
    }
    const data = this.data!;
    let slots = data.match(terms?.words ?? [], criteria);
    // A phrase is checked in the search texts of the few items its words selected.
    if (terms?.phrase !== undefined && slots.length > 0) {
      const params = new Params();
      const ids = params.add(Array.from(slots, (slot) => data.ids[slot]));
      const { rows } = await db.query<{ id: string }>(
        `select id from ${tableName(this.definition)} where id = any(${ids}::uuid[]) and ${phraseCondition(terms.phrase)(params)}`,
        params.values,
      );
      const holding = new Set(rows.map((row) => row.id));
      slots = slots.filter((slot) => holding.has(data.ids[slot]));
    }
    return { slots, ids: data.ids, values: data.values };
  }
}
