/**
 * The session tokens: random secrets stored as hashes. An access token opens the API until it
 * expires; a refresh token buys one new pair and is spent doing so (rotation).
 */
import type { ServerConfig } from '../config';
import type { ServerContext } from '../context';
import type { Queryable } from '../db/database';
import { hashSecretToken, newSecretToken } from './secret-token';
import { toAuthenticatedUser, userColumns, type AuthenticatedUser, type UserRow } from './users';

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

type TokenTtls = Pick<ServerConfig, 'accessTokenTtlSeconds' | 'refreshTokenTtlSeconds'>;

/** Issues a pair inside whatever transaction `db` is; issueTokens is the form for outside one. */
export async function insertTokens(db: Queryable, config: TokenTtls, userId: string): Promise<IssuedTokens> {
  const accessToken = newSecretToken();
  const refreshToken = newSecretToken();
  // The user's expired tokens go as new ones come, so the tables do not grow without bound.
  await db.query('delete from auth_access_tokens where user_id = $1 and expires_at <= now()', [userId]);
  await db.query('delete from auth_refresh_tokens where user_id = $1 and expires_at <= now()', [userId]);
  await db.query(
    `insert into auth_access_tokens (token_hash, user_id, expires_at) values ($1, $2, now() + make_interval(secs => $3))`,
    [hashSecretToken(accessToken), userId, config.accessTokenTtlSeconds],
  );
  await db.query(
    `insert into auth_refresh_tokens (token_hash, user_id, expires_at) values ($1, $2, now() + make_interval(secs => $3))`,
    [hashSecretToken(refreshToken), userId, config.refreshTokenTtlSeconds],
  );
  return { accessToken, refreshToken, expiresIn: config.accessTokenTtlSeconds };
}

export function issueTokens(context: ServerContext, userId: string): Promise<IssuedTokens> {
  return context.db.transaction((tx) => insertTokens(tx, context.config, userId));
}

/** Spends a refresh token: the user it belonged to, or undefined if it is unknown, expired or spent. */
export async function redeemRefreshToken(db: Queryable, refreshToken: string): Promise<string | undefined> {
  const { rows } = await db.query<{ user_id: string; live: boolean }>(
    'delete from auth_refresh_tokens where token_hash = $1 returning user_id, expires_at > now() as live',
    [hashSecretToken(refreshToken)],
  );
  return rows[0]?.live ? rows[0].user_id : undefined;
}

export async function findUserByAccessToken(db: Queryable, accessToken: string): Promise<AuthenticatedUser | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${userColumns('u')} from auth_access_tokens t join users u on u.id = t.user_id
     where t.token_hash = $1 and t.expires_at > now()`,
    [hashSecretToken(accessToken)],
  );
  return rows[0] && toAuthenticatedUser(rows[0]);
}

/** Signs the user out everywhere: every access and refresh token stops working at once. */
export async function revokeUserTokens(db: Queryable, userId: string): Promise<void> {
  await db.query('delete from auth_access_tokens where user_id = $1', [userId]);
  await db.query('delete from auth_refresh_tokens where user_id = $1', [userId]);
}
