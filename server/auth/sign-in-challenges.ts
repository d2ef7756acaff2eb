/**
 * The second step of a sign-in with a second factor: the password grant answers a challenge
 * (a random token, stored hashed) that the code or a recovery code must follow within
 * `challengeLifetimeSeconds`, in at most `maxChallengeAttempts` tries.
 */
import type { Queryable } from '../db/database';
import { hashSecretToken, newSecretToken } from './secret-token';

const table = 'auth_sign_in_challenges';
export const challengeLifetimeSeconds = 300;
export const maxChallengeAttempts = 5;

export async function migrateSignInChallenges(db: Queryable): Promise<void> {
  await db.query(`
    create table if not exists ${table} (
      token_hash text primary key,
      user_id uuid not null references users (id) on delete cascade,
      expires_at timestamptz not null,
      attempts integer not null default 0
    )`);
  await db.query(`create index if not exists ${table}_user_id on ${table} (user_id)`);
}

export async function createChallenge(db: Queryable, userId: string): Promise<string> {
  const token = newSecretToken();
  await db.query(`delete from ${table} where expires_at <= now()`);
  await db.query(`insert into ${table} (token_hash, user_id, expires_at) values ($1, $2, now() + make_interval(secs => $3))`, [
    hashSecretToken(token),
    userId,
    challengeLifetimeSeconds,
  ]);
  return token;
}

/** Counts a try of a live challenge: its user's id and e-mail, or undefined when it is unknown, expired or tried too often. */
export async function tryChallenge(db: Queryable, token: string): Promise<{ userId: string; email: string } | undefined> {
  const { rows } = await db.query<{ user_id: string; email: string }>(
    `update ${table} c set attempts = attempts + 1 from users u
      where c.token_hash = $1 and c.expires_at > now() and c.attempts < $2 and u.id = c.user_id
      returning c.user_id, u.email`,
    [hashSecretToken(token), maxChallengeAttempts],
  );
  return rows[0] && { userId: rows[0].user_id, email: rows[0].email };
}

export async function endChallenge(db: Queryable, token: string): Promise<void> {
  await db.query(`delete from ${table} where token_hash = $1`, [hashSecretToken(token)]);
}
