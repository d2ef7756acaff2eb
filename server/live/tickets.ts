/**
 * Stream tickets (docs/live.md, "Signing in a stream"): a browser's EventSource cannot send an
 * Authorization header, so the admin trades its bearer token for a ticket, a random secret good
 * once and for `ticketTtlSeconds`, and opens the stream with it in the address. The ticket stands
 * for the access token it was bought with: the stream lives only as long as that token does.
 * Like every secret here it is stored as a hash; kept in the database, any server process behind
 * the load balancer can redeem it.
 */
import type { Queryable } from '../db/database';
import { hashSecretToken, newSecretToken } from '../auth/secret-token';

const ticketsTable = 'live_tickets';
export const ticketTtlSeconds = 30;

export async function migrateTickets(db: Queryable) {
  await db.query(`create table if not exists ${ticketsTable} (
    ticket_hash text primary key,
    token_hash text not null,
    expires_at timestamptz not null
  )`);
}

/** A new ticket for the access token `accessToken` (already checked by the route's guard). */
export async function issueTicket(db: Queryable, accessToken: string): Promise<string> {
  const ticket = newSecretToken();
  await db.query(`delete from ${ticketsTable} where expires_at <= now()`);
  await db.query(`insert into ${ticketsTable} (ticket_hash, token_hash, expires_at) values ($1, $2, now() + make_interval(secs => $3))`, [
    hashSecretToken(ticket),
    hashSecretToken(accessToken),
    ticketTtlSeconds,
  ]);
  return ticket;
}

export interface StreamHolder {
  /** The hash of the access token the ticket was bought with: the stream ends when it does. */
  tokenHash: string;
  userId: string;
}

/** Spends a ticket: whose it is, or undefined if it is unknown, spent, expired, or its token no longer works. */
export async function redeemTicket(db: Queryable, ticket: string): Promise<StreamHolder | undefined> {
  const { rows } = await db.query<{ token_hash: string; user_id: string }>(
    `with spent as (delete from ${ticketsTable} where ticket_hash = $1 returning token_hash, expires_at)
     select a.token_hash, a.user_id from spent
       join auth_access_tokens a on a.token_hash = spent.token_hash and a.expires_at > now()
       join users u on u.id = a.user_id and u.role = 'staff'
      where spent.expires_at > now()`,
    [hashSecretToken(ticket)],
  );
  return rows[0] && { tokenHash: rows[0].token_hash, userId: rows[0].user_id };
}

/** Which of `tokenHashes` still open the API (neither expired nor revoked). */
export async function liveTokens(db: Queryable, tokenHashes: readonly string[]): Promise<Set<string>> {
  if (tokenHashes.length === 0) return new Set();
  const { rows } = await db.query<{ token_hash: string }>(
    'select token_hash from auth_access_tokens where token_hash = any($1::text[]) and expires_at > now()',
    [tokenHashes],
  );
  return new Set(rows.map((row) => row.token_hash));
}
