/**
 * The sign-in and security log of each account (docs/api.md "Sessions"): sign-ins, failures,
 * lockouts, revocations, password and second-factor changes, with the time, address and browser. It holds
 * no secret (no token, password, code or e-mail typed), is read by the account itself, goes with
 * the account, and is kept `securityLogKeepDays` (pruned hourly).
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import type { Queryable } from '../db/database';
import { repeatInBackground } from '../repeating-task';
import type { Device } from './session-table';

export const securityEventKinds = [
  'signed_in',
  'sign_in_failed',
  'locked_out',
  'second_factor_failed',
  'signed_out',
  'session_ended',
  'other_sessions_ended',
  'password_reset',
  'password_changed',
  'second_factor_enabled',
  'second_factor_disabled',
  'recovery_code_used',
  'recovery_codes_renewed',
] as const;
export type SecurityEventKind = (typeof securityEventKinds)[number];

const table = 'auth_security_events';

export async function migrateSecurityLog(db: Queryable): Promise<void> {
  await db.query(`
    create table if not exists ${table} (
      id bigint generated always as identity primary key,
      user_id uuid not null references users (id) on delete cascade,
      at timestamptz not null default now(),
      kind text not null,
      ip text not null,
      user_agent text not null
    )`);
  await db.query(`create index if not exists ${table}_user_at on ${table} (user_id, id desc)`);
  await db.query(`create index if not exists ${table}_at on ${table} (at)`);
}

export async function logSecurityEvent(db: Queryable, userId: string, kind: SecurityEventKind, device: Device): Promise<void> {
  await db.query(`insert into ${table} (user_id, kind, ip, user_agent) values ($1, $2, $3, $4)`, [
    userId,
    kind,
    device.ip,
    device.userAgent,
  ]);
}

export interface SecurityEventRow {
  id: string;
  at: Date;
  kind: SecurityEventKind;
  ip: string;
  user_agent: string;
}

/** The account's events, newest first, `limit` of those older than event `before`. */
export async function listSecurityEvents(db: Queryable, userId: string, limit: number, before?: string): Promise<SecurityEventRow[]> {
  const { rows } = await db.query<SecurityEventRow>(
    `select id::text as id, at, kind, ip, user_agent from ${table}
      where user_id = $1 and ($2::bigint is null or id < $2::bigint) order by id desc limit $3`,
    [userId, before ?? null, limit],
  );
  return rows;
}

export async function pruneSecurityLog(db: Queryable, keepDays: number): Promise<void> {
  await db.query(`delete from ${table} where at < now() - make_interval(days => $1)`, [keepDays]);
}

/** Removes the events older than `securityLogKeepDays`, from start and then hourly, until the server closes. */
export function pruneSecurityLogNowAndThen(app: FastifyInstance, { db, config }: ServerContext): void {
  const pruning = repeatInBackground(
    () => pruneSecurityLog(db, config.securityLogKeepDays),
    3600 * 1000,
    (error) => app.log.error({ err: error }, 'the security log could not be pruned'),
  );
  app.addHook('onClose', () => pruning.stop());
}
