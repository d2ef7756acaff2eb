/**
 * The session tokens: random secrets stored as hashes. An access token opens the API until it
 * expires; a refresh token buys one new pair and is spent doing so (rotation).
 */
import { randomUUID } from 'node:crypto';
import type { ServerConfig } from '../config';
import type { ServerContext } from '../context';
import type { Queryable } from '../db/database';
import { hashSecretToken, newSecretToken } from './secret-token';
import { sessionsTable, type Device } from './session-table';
import { toAuthenticatedUser, userColumns, type AuthenticatedUser, type UserRow } from './users';

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

type TokenTtls = Pick<ServerConfig, 'accessTokenTtlSeconds' | 'refreshTokenTtlSeconds'>;

/**
 * Issues a pair inside whatever transaction `db` is; issueTokens is the form for outside one.
 * The pairs of one sign-in form a family (`familyId`, new for a sign-in, kept by each refresh).
 */
export async function insertTokens(
  db: Queryable,
  config: TokenTtls,
  userId: string,
  familyId: string = randomUUID(),
): Promise<IssuedTokens> {
  const accessToken = newSecretToken();
  const refreshToken = newSecretToken();
  // The user's expired tokens go as new ones come, so the tables do not grow without bound.
  await db.query('delete from auth_access_tokens where user_id = $1 and expires_at <= now()', [userId]);
  await db.query('delete from auth_refresh_tokens where user_id = $1 and expires_at <= now()', [userId]);
  await db.query(
    `insert into auth_access_tokens (token_hash, user_id, expires_at, family_id) values ($1, $2, now() + make_interval(secs => $3), $4)`,
    [hashSecretToken(accessToken), userId, config.accessTokenTtlSeconds, familyId],
  );
  await db.query(
    `insert into auth_refresh_tokens (token_hash, user_id, expires_at, family_id) values ($1, $2, now() + make_interval(secs => $3), $4)`,
    [hashSecretToken(refreshToken), userId, config.refreshTokenTtlSeconds, familyId],
  );
  return { accessToken, refreshToken, expiresIn: config.accessTokenTtlSeconds };
}

/** A new sign-in: a pair of a new family, and its session when the device is known. */
export function issueTokens(context: ServerContext, userId: string, device?: Device): Promise<IssuedTokens> {
  return context.db.transaction(async (tx) => {
    const familyId = randomUUID();
    if (device)
      await tx.query(`insert into ${sessionsTable} (family_id, user_id, ip, user_agent) values ($1, $2, $3, $4)`, [
        familyId,
        userId,
        device.ip,
        device.userAgent,
      ]);
    return insertTokens(tx, context.config, userId, familyId);
  });
}

export interface RedeemedRefreshToken {
  userId: string;
  familyId: string;
}

/**
 * Spends a refresh token: its user and family, or undefined if it is unknown, expired or spent.
 * A spent token is kept until it expires, so that its reuse is recognised: within
 * `reuseGraceSeconds` of its spending (tabs of one browser racing to refresh) it is only refused;
 * later, someone holds a copy of it, and the whole family (every token of that sign-in) is revoked.
 */
export async function redeemRefreshToken(
  db: Queryable,
  refreshToken: string,
  reuseGraceSeconds: number,
): Promise<RedeemedRefreshToken | undefined> {
  const tokenHash = hashSecretToken(refreshToken);
  const { rows } = await db.query<{ user_id: string; family_id: string | null }>(
    `update auth_refresh_tokens set spent_at = now()
     where token_hash = $1 and spent_at is null and expires_at > now() returning user_id, family_id`,
    [tokenHash],
  );
  if (rows[0]) return { userId: rows[0].user_id, familyId: rows[0].family_id ?? randomUUID() };
  const { rows: spent } = await db.query<{ family_id: string | null; reused: boolean }>(
    `select family_id, spent_at <= now() - make_interval(secs => $2) as reused from auth_refresh_tokens
     where token_hash = $1 and spent_at is not null`,
    [tokenHash, reuseGraceSeconds],
  );
  if (spent[0]?.reused && spent[0].family_id) await revokeFamily(db, spent[0].family_id);
  return undefined;
}

/** Every access and refresh token of one sign-in stops working, and its session ends. */
export async function revokeFamily(db: Queryable, familyId: string): Promise<void> {
  await db.query(`delete from ${sessionsTable} where family_id = $1`, [familyId]);
  await db.query('delete from auth_access_tokens where family_id = $1', [familyId]);
  await db.query(
    'update auth_refresh_tokens set expires_at = least(expires_at, now()), spent_at = coalesce(spent_at, now()) where family_id = $1',
    [familyId],
  );
}

/** The user of a live access token and its session (sessions.ts), whose last use from `ip` is noted at most once a minute. */
export async function findUserByAccessToken(
  db: Queryable,
  accessToken: string,
  ip: string,
): Promise<{ user: AuthenticatedUser; sessionId: string | undefined } | undefined> {
  const { rows } = await db.query<UserRow & { session_id: string | null; second_factor: boolean }>(
    `with token as (select user_id, family_id from auth_access_tokens where token_hash = $1 and expires_at > now()),
          touched as (update ${sessionsTable} set last_used_at = now(), ip = $2
                       where family_id = (select family_id from token) and last_used_at < now() - interval '1 minute')
     select ${userColumns('u')}, token.family_id as session_id,
            exists (select 1 from auth_second_factors f where f.user_id = u.id and f.confirmed_at is not null) as second_factor
       from token join users u on u.id = token.user_id`,
    [hashSecretToken(accessToken), ip],
  );
  const row = rows[0];
  return row && { user: { ...toAuthenticatedUser(row), hasSecondFactor: row.second_factor }, sessionId: row.session_id ?? undefined };
}

/** Signs the user out everywhere: every access and refresh token stops working at once. */
export async function revokeUserTokens(db: Queryable, userId: string): Promise<void> {
  await db.query(`delete from ${sessionsTable} where user_id = $1`, [userId]);
  await db.query('delete from auth_access_tokens where user_id = $1', [userId]);
  await db.query('delete from auth_refresh_tokens where user_id = $1', [userId]);
}
