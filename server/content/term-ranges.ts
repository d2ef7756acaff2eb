/**
 * Where each search term lies in each of the list's orders: for every word and every piece (a
 * letter or two, search-text.ts) the items hold, the lowest and the highest sort key of the items
 * holding it, per sortable field. A searched page walks the list's order (page-ids.ts); the drills
 * holding a word sit together in the name's order and others, often far along it, and a walk from
 * the start found none of them (at 1,000,000 exercises such a page sorted every match, up to
 * 121 ms). Started at the term's lowest key, the walk reaches them at once (docs/performance.md,
 * "Where a word lies in the list's order").
 *
 * A range only widens: each write widens the ranges of the terms it stores, in its transaction,
 * and nothing narrows them when an item changes or goes. A range is then never narrower than the
 * items that hold its term, which is all a walk's start needs (a range wider than that costs a
 * longer walk, never a wrong page). The tables are made anew, from the items, when a sort key's
 * expression changes (their names carry their digest).
 */
import type { ResourceDefinition } from '../../resources/definition';
import type { Queryable } from '../db/database';
import type { Condition } from './filters';
import type { Direction } from './list-query';
import { sortKeys, type SortKey } from './sort';
import { digest, identifier, storedName, type Params } from './sql';
import { searchPiecesColumn, searchWordsColumn, tableName } from './table';

/** What the items hold, each kind of term in a table of its own: the words, and the pieces' codes. */
const termKinds = {
  words: { column: searchWordsColumn, type: 'text' },
  pieces: { column: searchPiecesColumn, type: 'int4' },
} as const;

type TermKind = keyof typeof termKinds;

/** The terms one typed word stands for: SQL of an array of the kind's terms (search.ts). */
export interface TypedTerms {
  kind: TermKind;
  terms: (params: Params) => string;
}

/** What every name of the resource's tables starts with, kept whole in them (table.ts `maxEndpointBytes`). */
const tablePrefix = (definition: ResourceDefinition) => `${definition.endpoint}_term_ranges_`;

/** A kind's table: a changed key expression names a new one, filled anew. */
export const termRangesTable = (definition: ResourceDefinition, kind: TermKind): string =>
  storedName(
    `${tablePrefix(definition)}${kind}_${digest(
      sortKeys(definition)
        .map((key) => `${key.param} ${key.expression}`)
        .join('\n'),
    )}`,
  );

// A column of up to 63 bytes would give both names PostgreSQL's cut alike (sql.ts `storedName`).
const lowest = (key: SortKey) => identifier(storedName(`${key.param}_lowest`));
const highest = (key: SortKey) => identifier(storedName(`${key.param}_highest`));
/** The column's type; text keys compare by code point, as their own columns do (sort.ts). */
const columnType = (key: SortKey) => (key.type === 'text' ? 'text collate "C"' : key.type);

/** Each term of the items selected by `where` (over the content table), with its lowest and highest key in each order. */
function rangesOfItems(definition: ResourceDefinition, kind: TermKind, where: string): string {
  const ranges = sortKeys(definition)
    .flatMap((key) => [`min(${key.expression}) as ${lowest(key)}`, `max(${key.expression}) as ${highest(key)}`])
    .join(', ');
  return `select held.term, ${ranges} from ${tableName(definition)}, unnest(${identifier(termKinds[kind].column)}) as held (term)
    ${where} group by held.term`;
}

/** Whether the ranges of the row `wider` reach past those of the row `known` in some order. */
const widens = (definition: ResourceDefinition, wider: string, known: string): string =>
  sortKeys(definition)
    .flatMap((key) => [`${wider}.${lowest(key)} < ${known}.${lowest(key)}`, `${wider}.${highest(key)} > ${known}.${highest(key)}`])
    .join(' or ');

const columnsOf = (definition: ResourceDefinition) =>
  ['term', ...sortKeys(definition).flatMap((key) => [lowest(key), highest(key)])].join(', ');

const kinds = Object.keys(termKinds) as TermKind[];

/** Makes the tables where missing, from every item, and drops those of former keys. */
export async function migrateTermRanges(db: Queryable, definition: ResourceDefinition) {
  const wanted = kinds.map((kind) => termRangesTable(definition, kind));
  const { rows } = await db.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = current_schema() and starts_with(tablename, $1)`,
    [tablePrefix(definition)],
  );
  const existing = new Set(rows.map(({ name }) => name));
  for (const name of existing) if (!wanted.includes(name)) await db.query(`drop table ${identifier(name)}`);
  const columns = sortKeys(definition).flatMap((key) => [
    `${lowest(key)} ${columnType(key)} not null`,
    `${highest(key)} ${columnType(key)} not null`,
  ]);
  for (const kind of kinds) {
    const table = termRangesTable(definition, kind);
    if (existing.has(table)) continue;
    await db.query(`create table ${identifier(table)} (term ${termKinds[kind].type} primary key, ${columns.join(', ')})`);
    await db.query(`insert into ${identifier(table)} (${columnsOf(definition)}) ${rangesOfItems(definition, kind, '')}`);
  }
}

/** Widens the ranges of the terms of items just written (`ids`), in the writer's transaction. */
export async function widenTermRanges(db: Queryable, definition: ResourceDefinition, ids: readonly string[]) {
  const keys = sortKeys(definition);
  if (ids.length === 0 || keys.length === 0) return;
  const widened = keys.flatMap((key) => [
    `${lowest(key)} = least(ranges.${lowest(key)}, excluded.${lowest(key)})`,
    `${highest(key)} = greatest(ranges.${highest(key)}, excluded.${highest(key)})`,
  ]);
  for (const kind of kinds) {
    const table = identifier(termRangesTable(definition, kind));
    // Only the terms new or reaching past their ranges are written, in the order of the terms:
    // an upsert locks the row of each term it is given until the writer commits, and most writes
    // widen nothing, so other writers wait only on what does (in one order, so none deadlock).
    await db.query(
      `insert into ${table} as ranges (${columnsOf(definition)})
       select * from (${rangesOfItems(definition, kind, 'where id = any($1::uuid[])')}) as held
       where not exists (select from ${table} as known where known.term = held.term and not (${widens(definition, 'held', 'known')}))
       order by held.term
       on conflict (term) do update set ${widened.join(', ')} where ${widens(definition, 'excluded', 'ranges')}`,
      [ids],
    );
  }
}

/**
 * Where a walk along `key` in `direction` may start: no item holding one of the terms of each
 * typed word (`typed`) lies before it. None without a typed word found among the terms.
 */
export function termRangeStart(
  definition: ResourceDefinition,
  key: SortKey,
  direction: Direction,
  typed: readonly TypedTerms[],
): Condition[] {
  if (typed.length === 0) return [];
  const [edge, pick, operator] = direction === 'asc' ? [lowest(key), 'min', '>='] : [highest(key), 'max', '<='];
  // Each typed word must be held: the walk starts where the last of their first holders lies.
  // (`greatest` and `least` pass over a word none holds; the walk then reads the items of another.)
  const combine = direction === 'asc' ? 'greatest' : 'least';
  return [
    (params) => {
      // The terms given as an array: each is then one lookup by the table's key, where a join read the whole table.
      const edges = typed.map(
        ({ kind, terms }) =>
          `(select ${pick}(${edge}) from ${identifier(termRangesTable(definition, kind))} where term = any(${terms(params)}))`,
      );
      return `${key.expression} ${operator} ${combine}(${edges.join(', ')})`;
    },
  ];
}
