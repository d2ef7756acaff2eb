/**
 * A page of a small selection, read whole (docs/lists.md "The count"): every
 * match's id and sort key (up to one past the exact bound), counted, sorted, and the page's rows
 * read by id, in one query. PostgreSQL would rather walk the sort index and skip the rows that do
 * not match, which costs nothing where matches are spread along the order but reads most of the
 * table where they gather far along it (a word whose items share a name); reading the matches
 * whole costs the same wherever they lie.
 */
import type { ResourceDefinition } from '../../resources/definition';
import type { Queryable } from '../db/database';
import { identifier, Params } from '../db/sql';
import { readColumns, tableName, type Row } from '../items';
import { exactCountUpTo } from './count';
import type { ListQuery } from './query';
import { whereClause } from './sql';

export interface WholeRead {
  /** The matches counted: past the exact bound, the read stopped there and `rows` are not the page. */
  counted: number;
  rows: Row[];
}

const countColumn = 'matches__counted';

export async function readWhole(
  db: Queryable,
  definition: ResourceDefinition,
  query: ListQuery,
  { limit, offset }: { limit: number; offset: number },
): Promise<WholeRead> {
  const params = new Params();
  const table = tableName(definition);
  const order = `order by sort__key ${query.direction}, id ${query.direction}`;
  // The counted row comes back alone (its item columns null) when the page lies past the last match.
  const { rows } = await db.query<Row>(
    `with matches as materialized (
       select id, (${query.sort.expression}) as sort__key from ${table} ${whereClause(query.conditions, params)}
       limit ${exactCountUpTo + 1}
     ), page as (select id, sort__key from matches ${order} limit ${params.add(limit)} offset ${params.add(offset)})
     select (select count(*) from matches)::integer as ${identifier(countColumn)}, ${readColumns(definition)}
     from (select) as counted left join (page join ${table} using (id)) on true ${order}`,
    params.values,
  );
  return { counted: Number(rows[0][countColumn]), rows: rows.filter((row) => row.id !== null).map(({ [countColumn]: _, ...row }) => row) };
}
