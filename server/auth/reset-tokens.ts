/** Password-reset tokens: random, stored hashed, expiring, spent by their one use. */
import type { ServerContext } from '../context';
import type { Queryable } from '../db/database';
import { hashSecretToken, newSecretToken } from './secret-token';
import { normalizeEmail } from './users';

/** A fresh token for the user; any earlier one stops working, so only the latest mail's link is good. */
export async function createResetToken(context: ServerContext, userId: string): Promise<string> {
  const token = newSecretToken();
  await context.db.transaction(async (tx) => {
    await tx.query('delete from auth_password_resets where user_id = $1', [userId]);
    await tx.query(
      'insert into auth_password_resets (token_hash, user_id, expires_at) values ($1, $2, now() + make_interval(secs => $3))',
      [hashSecretToken(token), userId, context.config.resetTokenTtlSeconds],
    );
  });
  return token;
}

/**
 * Spends the token if it is live and belongs to the account of `email`: the user's id, or
 * undefined. A token offered with another address is left as it was.
 */
export async function redeemResetToken(db: Queryable, token: string, email: string): Promise<string | undefined> {
  const { rows } = await db.query<{ user_id: string; live: boolean }>(
    `delete from auth_password_resets r using users u
     where r.token_hash = $1 and u.id = r.user_id and u.email = $2
     returning r.user_id, r.expires_at > now() as live`,
    [hashSecretToken(token), normalizeEmail(email)],
  );
  return rows[0]?.live ? rows[0].user_id : undefined;
}

/** Whether the token is live and belongs to the account of `email`; spends nothing. */
export async function isLiveResetToken(db: Queryable, token: string, email: string): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from auth_password_resets r join users u on u.id = r.user_id
     where r.token_hash = $1 and u.email = $2 and r.expires_at > now()`,
    [hashSecretToken(token), normalizeEmail(email)],
  );
  return rows.length > 0;
}
