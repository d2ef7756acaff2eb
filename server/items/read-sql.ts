/**
 * The read shape (read.ts, docs/api.md "References on write and on read") built by the database:
 * one item's JSON per row, its references embedded, its lists and children listed and its files
 * as media objects. The JSON export streams it as PostgreSQL writes it. Each kind says its part in SQL (`readSql`) beside its `readEntries`;
 * read-sql.test.ts holds the two shapes equal for every resource.
 *
 * A reference, a list and the children are lateral joins of the row, each finding its rows by
 * their key: the nested loops keep the list's order from its index, and the planner may remember
 * each one's answer by its key (a `Memoize` node), so that the equipment an exercise lists is
 * written once per distinct list rather than once per row. The items a list field may name are built once per query (a
 * materialised `with` part), which each row's list then reads: suited to the small tables lists
 * name (equipment, injuries).
 */

/**
 * The SQL of read items: `with` parts (`name as materialized (…)`) to go before the query, the
 * lateral `joins` to go after the row's table, and the item as json.
 */
export interface ReadItemSql {
  with: string[];
  joins: string;
  item: string;
}
import { snakeCase, type FieldDefinition, type ResourceDefinition } from '../../resources/definition';
import { embeddedFieldsOf, writeKey } from '../../resources/kinds';
import { serverKindOf, type ReadSqlContext } from '../kinds';
import { mediaLookupSql, mediaObjectSql } from '../media/serialize';
import { identifier, jsonObjectSql } from '../db/sql';
import { relationFields } from './read';
import { referencedDefinition, tableName } from './table';
import { versionColumn } from './versions';

/** The column (unquoted) a field's value is stored in. */
const columnOf = (field: FieldDefinition) => snakeCase(writeKey(field));

/** The SQL of a field's column in the row `alias`. */
const columnSql = (alias: string, field: FieldDefinition) => `${alias}.${identifier(columnOf(field))}`;

/** The entries of fields that are not relations, under their snake_case keys. */
const plainEntries = (fields: readonly FieldDefinition[], alias: string, context: ReadSqlContext): [string, string][] =>
  fields.flatMap((field) =>
    serverKindOf(field)
      .readSql(field, columnSql(alias, field), context)
      .map(([key, sql]): [string, string] => [snakeCase(key), sql]),
  );

/**
 * The SQL of the read item of the row `alias` of the definition's table; references
 * resolve among the resources `served`; `originSql` gives the SQL text of the server's origin,
 * asked for only when a file's address needs it.
 */
export function readItemSql(
  served: readonly ResourceDefinition[],
  definition: ResourceDefinition,
  alias: string,
  originSql: () => string,
): ReadItemSql {
  const withParts: string[] = [];
  /** An embedded item's files: a lookup each, as the item is built once per export or per related row. */
  const embeddedContext: ReadSqlContext = { media: (idSql) => mediaObjectSql(idSql, originSql()) };

  const joins: string[] = [];
  /** A lateral join of the row whose one column `related__json` is `select`'s; its SQL is that column. */
  const lateral = (select: string) => {
    const joined = `${alias}_related${joins.length}`;
    joins.push(`left join lateral (${select}) ${joined} on true`);
    return `${joined}.related__json`;
  };
  const withPart = (query: string) => {
    const name = `list${withParts.length}`;
    withParts.push(`${name} as materialized (${query})`);
    return name;
  };

  // The row's own files are lateral joins too, fenced (`offset 0`) so that each stays a lookup the
  // planner may remember by the file's id: a library has far fewer files than items. As plain
  // joins, the planner built every item's JSON before sorting the rows, then sorted that on disk;
  // as subqueries, it looked each file up anew.
  const context: ReadSqlContext = {
    media: (idSql) => lateral(`${mediaLookupSql(idSql, originSql(), 'related__json')} offset 0`),
  };

  const relations = new Map(relationFields(definition).map((relation) => [relation.field as FieldDefinition, relation]));
  const entries: [string, string][] = [
    ['id', `${alias}.id`],
    [versionColumn, `${alias}.${versionColumn}`],
  ];
  for (const field of definition.fields) {
    const relation = relations.get(field);
    if (!relation) {
      entries.push(...plainEntries([field], alias, context));
      continue;
    }
    const related = referencedDefinition(served, relation.field);
    const { fields, withId } = embeddedFieldsOf(related, relation.field);
    /** The embedded item of the related row `relatedAlias`, as json. */
    const embedded = (relatedAlias: string) =>
      jsonObjectSql([
        ...(withId ? [['id', `${relatedAlias}.id`] as [string, string]] : []),
        ...plainEntries(fields, relatedAlias, embeddedContext),
      ]);
    const sql = relation.related.sql(field, {
      column: columnSql(alias, field),
      alias,
      related,
      relatedTable: tableName(related),
      columnOf,
      embedded,
      lateral,
      withPart,
    });
    entries.push([snakeCase(field.source), sql]);
  }
  return { with: withParts, joins: joins.join(' '), item: jsonObjectSql(entries) };
}

/** `with …` before a query, or nothing. */
export const withClause = (parts: readonly string[]): string => (parts.length > 0 ? `with ${parts.join(', ')} ` : '');
