/**
 * Every change of an item of a resource that keeps history (`keepsHistory`): one row per version
 * a write made (created, updated, deleted, restored), holding the item's stored state at that
 * version, who made it and when, written in the write's own transaction, so a write that fails
 * leaves none. A deletion is a version too (its state is what was deleted), which is how
 * deleted items are found again. Who made a change is read from the accounts at read time: an
 * account deleted since leaves its changes to "a deleted user" (null).
 */
import { keepsHistory, type ResourceDefinition } from '../../resources/definition';
import type { Queryable } from '../db/database';
import { readColumns, type Row } from '../items';
import { keepIndexes } from '../db/indexes';
import { literal } from '../db/sql';
import { fileColumns, tableName } from '../items';
import { migrateVersionColumn, versionColumn } from '../items';
import { publishChange } from '../live/events';

export const historyTable = 'content_history';

export type HistoryAction = 'create' | 'update' | 'delete' | 'restore';

/** How a change came, where not through the item's own routes: an import (docs/versions.md). */
export type ChangeMarker = 'import';

export async function migrateHistory(db: Queryable, served: readonly ResourceDefinition[]) {
  for (const definition of served) await migrateVersionColumn(db, definition);
  await db.query(`create table if not exists ${historyTable} (
    id bigserial primary key,
    endpoint text not null,
    item_id uuid not null,
    version integer not null,
    action text not null,
    state jsonb not null,
    user_id uuid references users (id) on delete set null,
    changed_at timestamptz not null default now()
  )`);
  await db.query(`alter table ${historyTable} add column if not exists via text`);
  await db.query(`create index if not exists ${historyTable}_item on ${historyTable} (endpoint, item_id, version)`);
  await db.query(`create index if not exists ${historyTable}_deleted on ${historyTable} (endpoint, changed_at) where action = 'delete'`);
  await db.query(`create index if not exists ${historyTable}_changed_at on ${historyTable} (changed_at)`);
  // A user's deletion sets `user_id` null on their versions: a look-up here, not a read of every version.
  await db.query(`create index if not exists ${historyTable}_user on ${historyTable} (user_id)`);
  await migrateHeldMediaIndexes(db, served);
}

const heldMediaIndexPrefix = `${historyTable}_file_`;

/**
 * One index per file column of a resource keeping history, on the media id its versions hold
 * (`mediaHeldByVersionsSql`): whether a version holds a file is then a look-up, not a pass over
 * every version kept (each read back whole to find one field), for each file a delete lets go
 * and each one the sweep looks at (docs/performance.md, "The sweep with a year of versions").
 */
async function migrateHeldMediaIndexes(db: Queryable, served: readonly ResourceDefinition[]) {
  const wanted = served.filter(keepsHistory).flatMap((definition) =>
    fileColumns(definition).map((column) => ({
      name: `${heldMediaIndexPrefix}${definition.endpoint}_${column}`,
      definitionSql: `((${heldMediaSql(column)})) where endpoint = ${literal(definition.endpoint)}`,
    })),
  );
  // A file column gone from the definitions leaves an index that only slows the writes of history.
  await keepIndexes(db, historyTable, wanted, (name) => name.startsWith(heldMediaIndexPrefix));
}

/** The media id a version's state holds in `column`, as text: a state whose value is not an id cannot fail a read. */
const heldMediaSql = (column: string) => `state->>${literal(column)}`;

/** Who made a change, as the API shows it: null once their account is gone. */
export interface ChangedBy {
  id: string;
  name: string;
}

export interface HistoryEntry {
  version: number;
  action: HistoryAction;
  changedAt: string;
  changedBy: ChangedBy | null;
  /** How the change came, where not through the item's own routes. */
  via: ChangeMarker | null;
  /** The item's stored row at this version (read columns), for `readItems`. */
  row: Row;
}

/**
 * Keeps the state `ids` have now (after a create, update or restore in this transaction) as
 * their new versions. Every write of items records here, so here it is also announced to the
 * live streams (docs/live.md), whether or not the resource keeps history.
 */
export async function recordVersions(
  tx: Queryable,
  definition: ResourceDefinition,
  action: Exclude<HistoryAction, 'delete'>,
  ids: readonly string[],
  userId: string,
  via: ChangeMarker | null = null,
) {
  await publishChange(tx, definition, action, ids, userId);
  if (!keepsHistory(definition) || ids.length === 0) return;
  await tx.query(
    `insert into ${historyTable} (endpoint, item_id, version, action, state, user_id, via)
     select $1, r.id, r.${versionColumn}, $2, to_jsonb(r), $4, $5
     from (select ${readColumns(definition)} from ${tableName(definition)} where id = any($3::uuid[])) r`,
    [definition.endpoint, action, ids, userId, via],
  );
}

/** Keeps the state of `ids` (about to be deleted in this transaction) as their deletion, one version up. */
export async function recordDeletions(tx: Queryable, definition: ResourceDefinition, ids: readonly string[], userId: string) {
  await publishChange(tx, definition, 'delete', ids, userId);
  if (!keepsHistory(definition) || ids.length === 0) return;
  await tx.query(
    `insert into ${historyTable} (endpoint, item_id, version, action, state, user_id)
     select $1, r.id, r.${versionColumn} + 1, 'delete', to_jsonb(r), $3
     from (select ${readColumns(definition)} from ${tableName(definition)} where id = any($2::uuid[])) r`,
    [definition.endpoint, ids, userId],
  );
}

/**
 * `exists (…)` conditions, one per media column, true when a kept version of the resource holds
 * the media `mediaId` (an SQL expression): a file stays while history can bring it back (a deleted
 * item's, or one an update replaced), and goes once the last version holding it is pruned
 * (docs/versions.md). None for a resource without history.
 */
export function mediaHeldByVersionsSql(definition: ResourceDefinition, columns: readonly string[], mediaId: string): string[] {
  if (!keepsHistory(definition)) return [];
  return columns.map(
    (column) =>
      `exists (select from ${historyTable} where endpoint = ${literal(definition.endpoint)} and ${heldMediaSql(column)} = ${mediaId}::text)`,
  );
}

interface EntryRow {
  version: number;
  action: HistoryAction;
  changed_at: Date | string;
  user_id: string | null;
  user_name: string | null;
  via: ChangeMarker | null;
  state: Row;
}

const entryColumns = `h.version, h.action, h.changed_at, h.state, h.via, u.id as user_id,
  nullif(trim(u.first_name || ' ' || u.last_name), '') as user_name`;

function entry(row: EntryRow): HistoryEntry {
  return {
    version: row.version,
    action: row.action,
    changedAt: new Date(row.changed_at).toISOString(),
    changedBy: row.user_id ? { id: row.user_id, name: row.user_name ?? '' } : null,
    via: row.via ?? null,
    row: row.state,
  };
}

/** An item's versions, newest first (at most `limit`). */
export async function itemHistory(db: Queryable, definition: ResourceDefinition, id: string, limit: number): Promise<HistoryEntry[]> {
  const { rows } = await db.query<EntryRow>(
    `select ${entryColumns} from ${historyTable} h left join users u on u.id = h.user_id
     where h.endpoint = $1 and h.item_id = $2 order by h.version desc limit $3`,
    [definition.endpoint, id, limit],
  );
  return rows.map(entry);
}

/** One version of an item, if history still holds it. */
export async function itemVersion(
  db: Queryable,
  definition: ResourceDefinition,
  id: string,
  version: number,
): Promise<HistoryEntry | undefined> {
  const { rows } = await db.query<EntryRow>(
    `select ${entryColumns} from ${historyTable} h left join users u on u.id = h.user_id
     where h.endpoint = $1 and h.item_id = $2 and h.version = $3`,
    [definition.endpoint, id, version],
  );
  return rows[0] && entry(rows[0]);
}

/** The newest version history holds of each of `ids`: who changed them last and when. */
export async function latestEntries(
  db: Queryable,
  definition: ResourceDefinition,
  ids: readonly string[],
): Promise<Map<string, HistoryEntry>> {
  if (!keepsHistory(definition) || ids.length === 0) return new Map();
  const { rows } = await db.query<EntryRow & { item_id: string }>(
    `select distinct on (h.item_id) h.item_id, ${entryColumns} from ${historyTable} h left join users u on u.id = h.user_id
     where h.endpoint = $1 and h.item_id = any($2::uuid[]) order by h.item_id, h.version desc`,
    [definition.endpoint, ids],
  );
  return new Map(rows.map((row) => [row.item_id, entry(row)]));
}

/** Items of a resource deleted and not restored since, most recently deleted first (at most `limit`). */
export async function deletedItems(db: Queryable, definition: ResourceDefinition, limit: number): Promise<HistoryEntry[]> {
  const { rows } = await db.query<EntryRow>(
    `select ${entryColumns} from ${historyTable} h left join users u on u.id = h.user_id
     where h.endpoint = $1 and h.action = 'delete'
       and not exists (select 1 from ${tableName(definition)} t where t.id = h.item_id)
       and not exists (select 1 from ${historyTable} later where later.endpoint = h.endpoint and later.item_id = h.item_id and later.version > h.version)
     order by h.changed_at desc, h.id desc limit $2`,
    [definition.endpoint, limit],
  );
  return rows.map(entry);
}

/** The deletion of an item that is still deleted, if history holds it. */
export async function deletion(db: Queryable, definition: ResourceDefinition, id: string): Promise<HistoryEntry | undefined> {
  const { rows } = await db.query<EntryRow>(
    `select ${entryColumns} from ${historyTable} h left join users u on u.id = h.user_id
     where h.endpoint = $1 and h.item_id = $2 order by h.version desc limit 1`,
    [definition.endpoint, id],
  );
  return rows[0]?.action === 'delete' ? entry(rows[0]) : undefined;
}

export interface Retention {
  /** Versions older than this many days go; 0 keeps them however old. */
  keepDays: number;
  /** Beyond this many newest versions of an item, older ones go; 0 keeps them all. */
  keepVersions: number;
}

/** Counts what a `delete … returning 1` removed, in the database: a large pruning sends one number back, not every row. */
async function countDeleted(db: Queryable, deleteSql: string, params: unknown[]): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `with gone as (${deleteSql} returning 1) select count(*)::int as count from gone`,
    params,
  );
  return rows[0].count;
}

/** Removes the versions the retention no longer keeps; answers how many went. */
export async function pruneHistory(db: Queryable, { keepDays, keepVersions }: Retention): Promise<number> {
  let pruned = 0;
  if (keepDays > 0) {
    pruned += await countDeleted(db, `delete from ${historyTable} where changed_at < now() - make_interval(days => $1)`, [keepDays]);
  }
  if (keepVersions > 0) {
    pruned += await countDeleted(
      db,
      `delete from ${historyTable} where id in (
         select id from (
           select id, row_number() over (partition by endpoint, item_id order by version desc) as newer
           from ${historyTable}
         ) ranked where newer > $1
       )`,
      [keepVersions],
    );
  }
  return pruned;
}

/** How often the background pruning runs. */
export const pruneEveryMs = 60 * 60 * 1000;
