/**
 * Throttling of password checks per e-mail and client address, counted in the database so that
 * every copy of the server behind a load balancer sees the same count.
 */
import type { ServerContext } from '../context';
import type { Queryable } from '../db/database';
import { HttpError } from '../errors';
import { normalizeEmail } from './users';

export interface SignInKey {
  email: string;
  ip: string;
}

const windowSeconds = 60;

/**
 * Counts one password check against the key's one-minute window, before the password is checked:
 * counting first in a single statement means parallel guesses cannot slip past the limit. A
 * correct password then takes its attempt back (clearSignInAttempts), so only failures remain.
 * Throws 429 once the window holds more attempts than the configuration allows.
 */
export async function countSignInAttempt(context: ServerContext, key: SignInKey): Promise<void> {
  // Windows that have run out mean nothing any more; dropping them keeps the table small.
  await context.db.query('delete from auth_sign_in_attempts where window_started_at <= now() - make_interval(secs => $1)', [windowSeconds]);
  const { rows } = await context.db.query<{ attempts: number; retry_after: number }>(
    `insert into auth_sign_in_attempts as a (email, ip, window_started_at, attempts) values ($1, $2, now(), 1)
     on conflict (email, ip) do update set
       attempts = case when a.window_started_at <= now() - make_interval(secs => $3) then 1 else a.attempts + 1 end,
       window_started_at = case when a.window_started_at <= now() - make_interval(secs => $3) then now() else a.window_started_at end
     returning attempts, ceil(extract(epoch from window_started_at + make_interval(secs => $3) - now()))::int as retry_after`,
    [normalizeEmail(key.email), key.ip, windowSeconds],
  );
  const { attempts, retry_after: retryAfter } = rows[0];
  if (attempts > context.config.signInAttemptsPerMinute) {
    throw new HttpError(429, `Too many sign-in attempts. Please try again in ${Math.max(retryAfter, 1)} seconds.`);
  }
}

/** After a correct password: this key's count starts again. Other keys (other addresses) keep theirs. */
export async function clearSignInAttempts(db: Queryable, key: SignInKey): Promise<void> {
  await db.query('delete from auth_sign_in_attempts where email = $1 and ip = $2', [normalizeEmail(key.email), key.ip]);
}

/** Every count kept for an address, from whichever client: part of what an account deletion erases. */
export async function forgetSignInAttempts(db: Queryable, email: string): Promise<void> {
  await db.query('delete from auth_sign_in_attempts where email = $1', [normalizeEmail(email)]);
}
