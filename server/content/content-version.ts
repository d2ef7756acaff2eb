/**
 * One number that changes with every content write, in the write's own transaction, and a log
 * of which items each version changed. What is computed from content (list totals, match
 * orders, the in-memory list index) is reused only under the version it was computed at, or
 * brought forward by re-reading just the items the log names since: right however many servers
 * share the database.
 *
 * The version row is locked from a write's bump to its commit, so writes take versions in
 * commit order: whoever reads version V can read every log entry up to V. The log keeps the
 * last `keptVersions` versions; `logged_from` says where it starts.
 */
import type { Queryable } from '../db/database';

const versionTable = 'content_version';
const changesTable = 'content_changes';
export const keptVersions = 1000;

export async function migrateContentVersion(db: Queryable) {
  await db.query(`create table if not exists ${versionTable} (
    singleton boolean primary key default true check (singleton),
    version bigint not null default 0
  )`);
  await db.query(`insert into ${versionTable} (singleton) values (true) on conflict do nothing`);
  // A database written before the log existed has no entries for its versions so far.
  await db.query(`alter table ${versionTable} add column if not exists logged_from bigint`);
  await db.query(`update ${versionTable} set logged_from = version where logged_from is null`);
  await db.query(`create table if not exists ${changesTable} (version bigint not null, endpoint text not null, ids uuid[] not null)`);
  await db.query(`create index if not exists ${changesTable}_version on ${changesTable} (version)`);
}

/** The items of one resource a write changed (created, rewritten or deleted). */
export interface ContentChange {
  endpoint: string;
  ids: string[];
}

/** Takes the next version for a write and logs what it changed; the oldest entries beyond the kept ones go. */
export async function bumpContentVersion(db: Queryable, changes: ContentChange[]) {
  const { rows } = await db.query<{ version: string; logged_from: string }>(
    `update ${versionTable} set version = version + 1, logged_from = greatest(logged_from, version + 1 - ${keptVersions})
     returning version::text as version, logged_from::text as logged_from`,
  );
  const { version, logged_from: loggedFrom } = rows[0];
  for (const { endpoint, ids } of changes) {
    if (ids.length > 0) await db.query(`insert into ${changesTable} (version, endpoint, ids) values ($1, $2, $3::uuid[])`, [version, endpoint, ids]);
  }
  await db.query(`delete from ${changesTable} where version <= $1`, [loggedFrom]);
}

export interface ContentState {
  version: number;
  /** The log holds every change of the versions after this one. */
  loggedFrom: number;
}

export async function contentState(db: Queryable): Promise<ContentState> {
  const { rows } = await db.query<{ version: string; logged_from: string }>(
    `select version::text as version, logged_from::text as logged_from from ${versionTable}`,
  );
  return { version: Number(rows[0].version), loggedFrom: Number(rows[0].logged_from) };
}

/**
 * The ids of `endpoint` the versions after `after` up to `upTo` changed; undefined when the log
 * no longer holds all of them (read in one statement, so the answer and its check agree).
 */
export async function changesSince(db: Queryable, endpoint: string, after: number, upTo: number): Promise<string[] | undefined> {
  const { rows } = await db.query<{ logged_from: string; ids: string[] }>(
    `select (select logged_from::text from ${versionTable}) as logged_from,
            array(select distinct unnest(ids)::text from ${changesTable} where endpoint = $1 and version > $2 and version <= $3) as ids`,
    [endpoint, after, upTo],
  );
  return Number(rows[0].logged_from) > after ? undefined : rows[0].ids;
}
