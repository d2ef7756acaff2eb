/**
 * Bulk writes over every item a list's search and filters select ("Select all 1,234 matching"),
 * loaded or not: the list's own query string says which items, the body the number of items the
 * user confirmed. The rows are read and locked in the write's transaction; if their number is
 * not the confirmed one, the selection changed since the user saw it, and nothing is written
 * (409 with the number that match now). One request, all or nothing, never thousands of ids.
 */
import { z } from 'zod';
import type { ResourceDefinition } from '../../resources/definition';
import type { Queryable } from '../db/database';
import { HttpError } from '../errors';
import { aboutItems } from '../i18n/texts';
import type { ListQuery } from './query';
import { whereClause } from './sql';
import { readColumns, type Row } from '../items';
import { Params } from '../db/sql';
import { tableName } from '../items';

/** The most items one bulk write by filter may change: past it, the user narrows the filter. */
export const maxMatchedItems = 100_000;

const countSchema = z.number().int().min(1).max(maxMatchedItems);
export const matchDeleteSchema = z.strictObject({ count: countSchema });
export const matchUpdateSchema = z.strictObject({ count: countSchema, data: z.record(z.string(), z.unknown()) });

/** Whether a bulk body selects by the query string (a confirmed `count`) rather than by `ids`. */
export const selectsByMatch = (body: unknown): boolean => typeof body === 'object' && body !== null && 'count' in body && !('ids' in body);

/** Every row the query selects, locked for the write; 409 unless exactly `count` of them. */
export async function matchedRows(tx: Queryable, definition: ResourceDefinition, query: ListQuery, count: number): Promise<Row[]> {
  const params = new Params();
  const { rows } = await tx.query<Row>(
    `select ${readColumns(definition)} from ${tableName(definition)} ${whereClause(query.conditions, params)} order by id limit ${maxMatchedItems + 1} for update`,
    params.values,
  );
  if (rows.length !== count) {
    const said =
      rows.length > maxMatchedItems
        ? aboutItems(definition, 'server.items.selectionGrew', { max: maxMatchedItems, count })
        : aboutItems(definition, 'server.items.selectionChanged', { now: rows.length, count });
    throw new HttpError(409, said, undefined, { count: rows.length });
  }
  return rows;
}

/** How many items the query selects, exactly, up to `maxMatchedItems` (past it: that bound + 1). */
export async function countMatching(db: Queryable, definition: ResourceDefinition, query: ListQuery): Promise<number> {
  const params = new Params();
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::integer as n from (select 1 from ${tableName(definition)} ${whereClause(query.conditions, params)} limit ${maxMatchedItems + 1}) as bounded`,
    params.values,
  );
  return Number(rows[0].n);
}
