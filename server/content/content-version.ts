/**
 * One number that changes with every content write, in the write's own transaction. What is
 * computed from content (list totals, match orders) is reused only under the version it was
 * computed at, so reuse is right however many servers share the database.
 */
import type { Queryable } from '../db/database';

const versionTable = 'content_version';

export async function migrateContentVersion(db: Queryable) {
  await db.query(`create table if not exists ${versionTable} (
    singleton boolean primary key default true check (singleton),
    version bigint not null default 0
  )`);
  await db.query(`insert into ${versionTable} (singleton) values (true) on conflict do nothing`);
}

export async function bumpContentVersion(db: Queryable) {
  await db.query(`update ${versionTable} set version = version + 1`);
}

export async function contentVersion(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ version: string }>(`select version::text as version from ${versionTable}`);
  return rows[0].version;
}
