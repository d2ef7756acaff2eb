/** The tables of accounts and sessions. Idempotent: safe to run on every start. */
import type { Queryable } from '../db/database';
import { playerLevels } from '../../resources/account';
import { migrateRequestLimits } from './request-limits';
import { migrateSessions } from './session-table';
import { migrateSecurityLog } from './security-log';
import { migrateSecondFactors } from './second-factor';
import { migrateSignInChallenges } from './sign-in-challenges';
import { roles } from './users';

const literals = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

export async function migrateAuth(db: Queryable): Promise<void> {
  await db.query(`
    create table if not exists users (
      id uuid primary key default gen_random_uuid(),
      email text not null unique,
      password_hash text not null,
      first_name text not null,
      last_name text not null,
      role text not null check (role in (${literals(roles)})),
      level text check (level in (${literals(playerLevels.map((level) => level.id))})),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
  // Tokens are kept as sha256 hashes; deleting a user deletes its tokens.
  for (const table of ['auth_access_tokens', 'auth_refresh_tokens', 'auth_password_resets']) {
    await db.query(`
      create table if not exists ${table} (
        token_hash text primary key,
        user_id uuid not null references users (id) on delete cascade,
        expires_at timestamptz not null,
        created_at timestamptz not null default now()
      )`);
    await db.query(`create index if not exists ${table}_user_id on ${table} (user_id)`);
  }
  // Tokens of one sign-in share a family; a spent refresh token is kept (marked) to recognise its reuse.
  await db.query('alter table auth_access_tokens add column if not exists family_id uuid');
  await db.query('alter table auth_refresh_tokens add column if not exists family_id uuid');
  await db.query('alter table auth_refresh_tokens add column if not exists spent_at timestamptz');
  await db.query('create index if not exists auth_refresh_tokens_family on auth_refresh_tokens (family_id)');
  await db.query('create index if not exists auth_access_tokens_family on auth_access_tokens (family_id)');
  await migrateRequestLimits(db);
  await migrateSessions(db);
  await migrateSecurityLog(db);
  await migrateSecondFactors(db);
  await migrateSignInChallenges(db);
}
