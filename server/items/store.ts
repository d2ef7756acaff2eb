/**
 * Writing items: rows travel to the database as one JSON parameter per batch
 * (`jsonb_to_recordset`), so a thousand items cost one statement, and the create route, bulk
 * updates and the seeder share this one path. Values are already-validated write values
 * (camelCase write keys); the store fills in empty values and computes the derived columns.
 */
import { randomUUID } from 'node:crypto';
import type { ResourceDefinition } from '../../resources/definition';
import type { Queryable } from '../db/database';
import { identifier } from '../db/sql';
import { serverKindOf } from '../kinds';
import { versionColumn } from './versions';
import {
  derivedFromSources,
  recordsetColumns,
  storedColumns,
  storedRow,
  storedValue,
  tableName,
  valuesOfRow,
  writtenColumns,
} from './table';

const batchSize = 1000;
const analyzeAfter = 1000;

function batches<T>(items: T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += batchSize) result.push(items.slice(start, start + batchSize));
  return result;
}

/** Inserts items and answers their new ids, in order; `ids` gives them (a deleted item restored), else new ones. */
export async function createItems(
  db: Queryable,
  definition: ResourceDefinition,
  items: Record<string, unknown>[],
  ids?: readonly string[],
): Promise<string[]> {
  const rows = items.map((values, index) => storedRow(definition, ids?.[index] ?? randomUUID(), values));
  const columns = writtenColumns(definition).map(identifier).join(', ');
  for (const batch of batches(rows)) {
    await db.query(
      `insert into ${tableName(definition)} (${columns})
       select ${columns} from jsonb_to_recordset($1::jsonb) as r(${recordsetColumns(definition)})`,
      [JSON.stringify(batch)],
    );
  }
  // PGlite runs no autovacuum: after a bulk load the planner would go on guessing an empty table.
  if (rows.length >= analyzeAfter) await db.query(`analyze ${tableName(definition)}`);
  return rows.map((row) => row.id as string);
}

/**
 * Rewrites existing items whole from their complete write values (keyed by id). An item given
 * `basedOn` is a user's write: it is rewritten only if it still has that version (checked by the
 * UPDATE itself, so of two writers based on one version exactly one gets the row) and its version
 * goes one up. Answers the ids rewritten.
 */
export async function replaceItems(
  db: Queryable,
  definition: ResourceDefinition,
  items: { id: string; values: Record<string, unknown>; basedOn?: number }[],
): Promise<string[]> {
  const rows = items.map(({ id, values, basedOn }) => ({ ...storedRow(definition, id, values), [basedOnKey]: basedOn ?? null }));
  const versioned = items.some((item) => item.basedOn !== undefined);
  const assignments = writtenColumns(definition)
    .filter((column) => column !== 'id')
    .map((column) => `${identifier(column)} = r.${identifier(column)}`)
    .concat(versioned ? [`${versionColumn} = t.${versionColumn} + 1`] : [])
    .join(', ');
  const written: string[] = [];
  for (const batch of batches(rows)) {
    const { rows: updated } = await db.query<{ id: string }>(
      `update ${tableName(definition)} as t set ${assignments}
       from jsonb_to_recordset($1::jsonb) as r(${recordsetColumns(definition)}, ${basedOnKey} integer)
       where t.id = r.id${versioned ? ` and t.${versionColumn} = r.${basedOnKey}` : ''}
       returning t.id`,
      [JSON.stringify(batch)],
    );
    written.push(...updated.map((row) => row.id));
  }
  return written;
}

const basedOnKey = 'based_on__version';

/**
 * Sets the same write values (`patch`) on each of `rows` (stored rows, read in the same
 * transaction) at the version it was read at, and answers the ids written: an update, one item's
 * or a bulk write's. Where no patched field is searched, only the patched columns are written,
 * with nothing built per item (docs/performance.md, "A bulk write of thousands"). Otherwise (or
 * with nothing patched: the version still goes up) each item's whole row, as `replaceItems`
 * writes one.
 */
export async function patchItems(
  db: Queryable,
  definition: ResourceDefinition,
  rows: Record<string, unknown>[],
  patch: Record<string, unknown>,
): Promise<string[]> {
  const patched = storedColumns(definition).filter(({ key }) => key in patch);
  const derivedFrom = derivedFromSources(definition);
  if (patched.length === 0 || patched.some(({ field }) => derivedFrom.has(field.source))) {
    return replaceItems(
      db,
      definition,
      rows.map((row) => ({
        id: row.id as string,
        values: { ...valuesOfRow(definition, row), ...patch },
        basedOn: row[versionColumn] as number,
      })),
    );
  }
  const assignments = patched
    .map(({ column }) => `${identifier(column)} = p.${identifier(column)}`)
    .concat(`${versionColumn} = t.${versionColumn} + 1`)
    .join(', ');
  const { rows: updated } = await db.query<{ id: string }>(
    `update ${tableName(definition)} as t set ${assignments}
     from jsonb_to_record($1::jsonb) as p(${patched.map(({ column, sqlType }) => `${identifier(column)} ${sqlType}`).join(', ')}),
       unnest($2::uuid[], $3::integer[]) as r(id, ${basedOnKey})
     where t.id = r.id and t.${versionColumn} = r.${basedOnKey}
     returning t.id`,
    [
      JSON.stringify(Object.fromEntries(patched.map((stored) => [stored.column, storedValue(stored, patch)]))),
      rows.map((row) => row.id),
      rows.map((row) => row[versionColumn]),
    ],
  );
  return updated.map((row) => row.id);
}

/**
 * Deletes items and answers how many went. What refers to a deleted item elsewhere (among the
 * resources `served`) lets go of it here: a reference becomes null (as its foreign key would
 * make it), a reference list loses the id; either way the holder's version goes up, so a stale
 * copy of it cannot put the id back unseen.
 */
export async function deleteItems(
  db: Queryable,
  served: readonly ResourceDefinition[],
  definition: ResourceDefinition,
  ids: string[],
): Promise<number> {
  for (const holder of served) {
    for (const { field, column } of storedColumns(holder)) {
      const release = serverKindOf(field).releaseSql?.(field, definition.name, tableName(holder), identifier(column), versionColumn);
      if (release) await db.query(release, [ids]);
    }
  }
  const { rows } = await db.query<{ id: string }>(`delete from ${tableName(definition)} where id = any($1::uuid[]) returning id`, [ids]);
  return rows.length;
}
