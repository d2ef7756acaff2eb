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
import { snakeCase, writeKey, type FieldDefinition, type ResourceDefinition } from '../../resources/definition';
import { embeddedFieldsOf, isRelation, kindOf } from '../../resources/kinds';
import type { ReadSqlContext } from '../../resources/kinds/kind';
import { mediaLookupSql, mediaObjectSql } from '../media/serialize';
import { identifier, jsonObjectSql } from '../db/sql';
import { referencedDefinition, tableName } from './table';
import { versionColumn } from './versions';

/** The SQL of a field's column in the row `alias`. */
const columnSql = (alias: string, field: FieldDefinition) => `${alias}.${identifier(snakeCase(writeKey(field)))}`;

/** The entries of fields that are not relations, under their snake_case keys. */
const plainEntries = (fields: readonly FieldDefinition[], alias: string, context: ReadSqlContext): [string, string][] =>
  fields.flatMap((field) =>
    kindOf(field)
      .readSql(field, columnSql(alias, field), context)
      .map(([key, sql]): [string, string] => [snakeCase(key), sql]),
  );

type RelationField = Extract<FieldDefinition, { kind: 'reference' | 'referenceList' | 'children' }>;

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

  /** The embedded item of the related row `relatedAlias`, as json. */
  const embeddedSql = (field: RelationField, relatedAlias: string) => {
    const { fields, withId } = embeddedFieldsOf(referencedDefinition(served, field), field);
    const id: [string, string][] = withId ? [['id', `${relatedAlias}.id`]] : [];
    return jsonObjectSql([...id, ...plainEntries(fields, relatedAlias, embeddedContext)]);
  };

  const joins: string[] = [];
  /** A lateral join of the row whose one column `related__json` is `select`'s; its SQL is that column. */
  const lateral = (select: string) => {
    const joined = `${alias}_related${joins.length}`;
    joins.push(`left join lateral (${select}) ${joined} on true`);
    return `${joined}.related__json`;
  };

  // The row's own files are lateral joins too, fenced (`offset 0`) so that each stays a lookup the
  // planner may remember by the file's id: a library has far fewer files than items. As plain
  // joins, the planner built every item's JSON before sorting the rows, then sorted that on disk;
  // as subqueries, it looked each file up anew.
  const context: ReadSqlContext = {
    media: (idSql) => lateral(`${mediaLookupSql(idSql, originSql(), 'related__json')} offset 0`),
  };

  const relationSql = (field: RelationField): string => {
    const related = referencedDefinition(served, field);
    const table = tableName(related);
    const relation = kindOf(field).relation;
    if (relation === 'one')
      return lateral(`select ${embeddedSql(field, 'r')} as related__json from ${table} r where r.id = ${columnSql(alias, field)}`);
    if (relation === 'many') {
      const items = `list${withParts.length}`;
      withParts.push(`${items} as materialized (select r.id, ${embeddedSql(field, 'r')} as item from ${table} r)`);
      // In the list's order; an id without an item left out.
      const listed = lateral(
        `select json_agg(l.item order by u.position) as related__json from unnest(${columnSql(alias, field)}) with ordinality u(id, position) join ${items} l on l.id = u.id`,
      );
      return `coalesce(${listed}, '[]'::json)`;
    }
    if (field.kind !== 'children') throw new Error(`${field.source} is not a children field`);
    const inverse = related.fields.find((candidate) => candidate.source === field.inverse);
    if (!inverse || kindOf(inverse).relation !== 'one') throw new Error(`${field.source}: ${field.inverse} is not a reference`);
    // Oldest first, ties by id, as read.ts lists children.
    const children = lateral(
      `select json_agg(${embeddedSql(field, 'c')} order by c.created_at, c.id) as related__json from ${table} c where ${columnSql('c', inverse)} = ${alias}.id`,
    );
    return `coalesce(${children}, '[]'::json)`;
  };

  const entries: [string, string][] = [
    ['id', `${alias}.id`],
    [versionColumn, `${alias}.${versionColumn}`],
  ];
  for (const field of definition.fields) {
    if (isRelation(field)) entries.push([snakeCase(field.source), relationSql(field as RelationField)]);
    else entries.push(...plainEntries([field], alias, context));
  }
  return { with: withParts, joins: joins.join(' '), item: jsonObjectSql(entries) };
}

/** `with …` before a query, or nothing. */
export const withClause = (parts: readonly string[]): string => (parts.length > 0 ? `with ${parts.join(', ')} ` : '');
