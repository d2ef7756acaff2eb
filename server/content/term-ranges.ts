/**
 * Where each search word lies in each of the list's orders: for every word of the items' search
 * words, the lowest and the highest sort key of the items holding it, per sortable field. A
 * searched page walks the list's order (page-ids.ts); the drills holding a word sit together in
 * the name's order and others, often far along it, and a walk from the start found none of them
 * (at 1,000,000 exercises such a page sorted every match, up to 121 ms). Started at the word's
 * lowest key, the walk reaches them at once (docs/performance.md, "Where a word lies in the
 * list's order").
 *
 * A range only widens: each write widens the ranges of the words it stores, in its transaction,
 * and nothing narrows them when an item changes or goes. A range is then never narrower than the
 * items that hold its word, which is all a walk's start needs (a range wider than that costs a
 * longer walk, never a wrong page). The table is made anew, from the items, when a sort key's
 * expression changes (its name carries their digest).
 */
import type { ResourceDefinition } from '../../resources/definition';
import type { Queryable } from '../db/database';
import type { Condition } from './filters';
import type { Direction } from './list-query';
import { sortKeys, type SortKey } from './sort';
import { digest, identifier, type Params } from './sql';
import { searchWordsColumn, tableName } from './table';

/** SQL selecting the vocabulary's words one typed word stands for (search.ts). */
export type WordsOfTyped = (params: Params) => string;

const tablePrefix = (definition: ResourceDefinition) => `${definition.endpoint}_term_ranges_`;

/** The table's name: a changed key expression names a new table, filled anew. */
export const termRangesTable = (definition: ResourceDefinition): string =>
  `${tablePrefix(definition)}${digest(
    sortKeys(definition)
      .map((key) => `${key.param} ${key.expression}`)
      .join('\n'),
  )}`;

const lowest = (key: SortKey) => identifier(`${key.param}_lowest`);
const highest = (key: SortKey) => identifier(`${key.param}_highest`);
/** The column's type; text keys compare by code point, as their own columns do (sort.ts). */
const columnType = (key: SortKey) => (key.type === 'text' ? 'text collate "C"' : key.type);

/** Each word of the items selected by `where` (over the content table), with its lowest and highest key in each order. */
function rangesOfItems(definition: ResourceDefinition, where: string): string {
  const keys = sortKeys(definition);
  const ranges = keys.flatMap((key) => [`min(${key.expression})`, `max(${key.expression})`]).join(', ');
  // Ordered by word, so that writers widening the same words take their locks in one order.
  return `select held.word, ${ranges} from ${tableName(definition)}, unnest(${identifier(searchWordsColumn)}) as held (word)
    ${where} group by held.word order by held.word`;
}

const columnsOf = (definition: ResourceDefinition) =>
  ['term', ...sortKeys(definition).flatMap((key) => [lowest(key), highest(key)])].join(', ');

/** Makes the table where it is missing, from every item, and drops the tables of former keys. */
export async function migrateTermRanges(db: Queryable, definition: ResourceDefinition) {
  const table = termRangesTable(definition);
  const { rows } = await db.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = current_schema() and starts_with(tablename, $1)`,
    [tablePrefix(definition)],
  );
  for (const { name } of rows) if (name !== table) await db.query(`drop table ${identifier(name)}`);
  if (rows.some(({ name }) => name === table)) return;
  const columns = sortKeys(definition).flatMap((key) => [
    `${lowest(key)} ${columnType(key)} not null`,
    `${highest(key)} ${columnType(key)} not null`,
  ]);
  await db.query(`create table ${identifier(table)} (term text primary key, ${columns.join(', ')})`);
  await db.query(`insert into ${identifier(table)} (${columnsOf(definition)}) ${rangesOfItems(definition, '')}`);
}

/** Widens the ranges of the words of items just written (`ids`), in the writer's transaction. */
export async function widenTermRanges(db: Queryable, definition: ResourceDefinition, ids: readonly string[]) {
  const keys = sortKeys(definition);
  if (ids.length === 0 || keys.length === 0) return;
  const table = identifier(termRangesTable(definition));
  const widened = keys.flatMap((key) => [
    `${lowest(key)} = least(ranges.${lowest(key)}, excluded.${lowest(key)})`,
    `${highest(key)} = greatest(ranges.${highest(key)}, excluded.${highest(key)})`,
  ]);
  // A word's row is rewritten only where it widens: most writes widen nothing.
  const widens = keys.flatMap((key) => [
    `excluded.${lowest(key)} < ranges.${lowest(key)}`,
    `excluded.${highest(key)} > ranges.${highest(key)}`,
  ]);
  await db.query(
    `insert into ${table} as ranges (${columnsOf(definition)}) ${rangesOfItems(definition, 'where id = any($1::uuid[])')}
     on conflict (term) do update set ${widened.join(', ')} where ${widens.join(' or ')}`,
    [ids],
  );
}

/**
 * Where a walk along `key` in `direction` may start: no item holding one of the words of each
 * typed word (`typed`) lies before it. None without a typed word looked up in the vocabulary.
 */
export function termRangeStart(
  definition: ResourceDefinition,
  key: SortKey,
  direction: Direction,
  typed: readonly WordsOfTyped[],
): Condition[] {
  if (typed.length === 0) return [];
  const table = identifier(termRangesTable(definition));
  const [edge, pick, operator] = direction === 'asc' ? [lowest(key), 'min', '>='] : [highest(key), 'max', '<='];
  // Each typed word must be held: the walk starts where the last of their first holders lies
  // (`greatest` and `least` pass over a word none holds; the page then finds nothing there).
  const combine = direction === 'asc' ? 'greatest' : 'least';
  return [
    (params) => {
      // The words given as an array: each is then one lookup by the table's key, where a join read the whole table.
      const edges = typed.map((words) => `(select ${pick}(${edge}) from ${table} where term = any(array(${words(params)})))`);
      return `${key.expression} ${operator} ${combine}(${edges.join(', ')})`;
    },
  ];
}
