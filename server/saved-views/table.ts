/** The table of saved views; an account's views go with it (on delete cascade). Idempotent. */
import type { Queryable } from '../db/database';

export const savedViewsTable = 'saved_views';

export async function migrateSavedViews(db: Queryable): Promise<void> {
  await db.query(`
    create table if not exists ${savedViewsTable} (
      id uuid primary key default gen_random_uuid(),
      owner_id uuid not null references users (id) on delete cascade,
      resource text not null,
      name text not null,
      shared boolean not null default false,
      state jsonb not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (owner_id, resource, name)
    )`);
  await db.query(`create index if not exists ${savedViewsTable}_resource on ${savedViewsTable} (resource, shared)`);
}
