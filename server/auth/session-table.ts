/**
 * The table of sessions (sessions.ts) and the device a session is of, apart so that the tokens'
 * statements (tokens.ts) can start a session and note its last use.
 */
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';

export const sessionsTable = 'auth_sessions';

/** Where a request comes from, as a session and the security log keep it. */
export interface Device {
  ip: string;
  userAgent: string;
}

/** The longest user agent kept: past it, the rest says nothing a person reads. */
const maxUserAgentLength = 512;

export const deviceOf = (request: FastifyRequest): Device => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, maxUserAgentLength),
});

export async function migrateSessions(db: Queryable): Promise<void> {
  await db.query(`
    create table if not exists ${sessionsTable} (
      family_id uuid primary key,
      user_id uuid not null references users (id) on delete cascade,
      ip text not null,
      user_agent text not null,
      created_at timestamptz not null default now(),
      last_used_at timestamptz not null default now()
    )`);
  await db.query(`create index if not exists ${sessionsTable}_user_id on ${sessionsTable} (user_id)`);
}
