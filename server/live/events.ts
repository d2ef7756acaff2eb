/**
 * The changes the live stream announces (docs/live.md, "Events"): one row per write of items, in
 * the write's own transaction, and a NOTIFY carrying its id, which PostgreSQL sends to every
 * listening server process only once the transaction commits. The rows are what a stream
 * resumed with `Last-Event-ID` replays; they are kept for `keptForMs`.
 */
import type { ResourceDefinition } from '../../resources/definition';
import type { Queryable } from '../db/database';
import { tableName, versionColumn } from '../items';
import { migrateTickets } from './tickets';

export const liveChannel = 'pitchside_live';
const eventsTable = 'live_events';

/** How long a change can still be replayed to a stream resumed after a drop. */
export const keptForMs = 10 * 60 * 1000;
/** A change names at most this many items; a larger one says how many, and a list reloads. */
export const itemsNamed = 50;
/** At most this many changes are replayed on resume; further behind, the stream says `reset`. */
export const replayedAtMost = 500;

export type ChangeAction = 'create' | 'update' | 'delete' | 'restore';

export interface StoredEvent {
  id: string;
  event: Record<string, unknown>;
}

export async function migrateLive(db: Queryable) {
  await db.query(`create table if not exists ${eventsTable} (
    id bigserial primary key,
    event jsonb not null,
    created_at timestamptz not null default now()
  )`);
  await db.query(`create index if not exists ${eventsTable}_created_at on ${eventsTable} (created_at)`);
  await migrateTickets(db);
}

/**
 * Announces a write of `ids` of `definition` by `userId`, in the write's transaction `tx`: after
 * the write for a create, update or restore (the versions now held), before it for a delete (the
 * version the deletion becomes, one up).
 */
export async function publishChange(
  tx: Queryable,
  definition: ResourceDefinition,
  action: ChangeAction,
  ids: readonly string[],
  userId: string,
) {
  if (ids.length === 0) return;
  const shift = action === 'delete' ? 1 : 0;
  await tx.query(
    `with named as (
       select id, ${versionColumn} + ${shift} as version from ${tableName(definition)} where id = any($3::uuid[]) order by id limit ${itemsNamed}
     ), stored as (
       insert into ${eventsTable} (event)
       select jsonb_build_object(
         'type', 'change', 'resource', $1::text, 'action', $2::text, 'count', cardinality($3::uuid[]),
         'items', coalesce((select jsonb_agg(jsonb_build_object('id', id, 'version', version)) from named), '[]'::jsonb),
         'by', (select jsonb_build_object('id', u.id, 'name', trim(u.first_name || ' ' || u.last_name)) from users u where u.id = $4),
         'at', now())
       returning id
     )
     select pg_notify('${liveChannel}', id::text) from stored`,
    [definition.endpoint, action, ids, userId],
  );
}

/**
 * The stored changes of `ids` (those a NOTIFY named), oldest first. Here and below the order is
 * the table's `id`: a bare `id` would be the text column of that name, which puts 10 before 9.
 */
export async function eventsByIds(db: Queryable, ids: readonly string[]): Promise<StoredEvent[]> {
  const { rows } = await db.query<StoredEvent>(
    `select id::text, event from ${eventsTable} where id = any($1::bigint[]) order by ${eventsTable}.id`,
    [ids],
  );
  return rows;
}

/**
 * The changes after `lastId`, for a resumed stream, or `reset` when some it missed are no longer
 * kept (or too many to replay): the client then reloads what it shows.
 */
export async function eventsAfter(db: Queryable, lastId: string): Promise<StoredEvent[] | 'reset'> {
  const { rows: kept } = await db.query<{ oldest: string | null }>(`select min(id)::text as oldest from ${eventsTable}`);
  if (kept[0].oldest !== null && BigInt(lastId) < BigInt(kept[0].oldest) - 1n) return 'reset';
  const { rows } = await db.query<StoredEvent>(
    `select id::text, event from ${eventsTable} where id > $1::bigint order by ${eventsTable}.id limit ${replayedAtMost + 1}`,
    [lastId],
  );
  return rows.length > replayedAtMost ? 'reset' : rows;
}

/** Forgets changes older than `keptForMs`, but always keeps the newest, which tells how far back a resume can go. */
export async function pruneEvents(db: Queryable) {
  await db.query(
    `delete from ${eventsTable} where created_at < now() - make_interval(secs => $1)
       and id < (select max(id) from ${eventsTable})`,
    [keptForMs / 1000],
  );
}
