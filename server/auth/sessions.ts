/**
 * The signed-in devices of an account (docs/api.md "Sessions"): one per sign-in, that is one per
 * token family (tokens.ts), with the browser and address it came from and when it was first and
 * last used. A session lives while its family has a refresh token to spend; ending it revokes
 * every token of the family.
 */
import Bowser from 'bowser';
import type { Queryable } from '../db/database';
import { sessionsTable } from './session-table';
import { revokeFamily } from './tokens';

/** `Chrome 140`, `Linux`: what a person recognises of a user agent; empty when it says nothing. */
export function describeUserAgent(userAgent: string): { browser: string; os: string } {
  if (!userAgent) return { browser: '', os: '' };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  return {
    browser: [parsed.browser.name, major].filter(Boolean).join(' '),
    os: parsed.os.name ?? '',
  };
}

/** A session as the account's list of devices shows it. */
export interface SessionRow {
  id: string;
  ip: string;
  user_agent: string;
  created_at: Date;
  last_used_at: Date;
}

/** The account's live sessions, the most recently used first. */
export async function listSessions(db: Queryable, userId: string): Promise<SessionRow[]> {
  const { rows } = await db.query<SessionRow>(
    `select s.family_id as id, s.ip, s.user_agent, s.created_at, s.last_used_at from ${sessionsTable} s
      where s.user_id = $1
        and exists (select 1 from auth_refresh_tokens r where r.family_id = s.family_id and r.spent_at is null and r.expires_at > now())
      order by s.last_used_at desc, s.family_id`,
    [userId],
  );
  return rows;
}

/** Ends one session of the account: whether it was one of its sessions. */
export async function endSession(db: Queryable, userId: string, familyId: string): Promise<boolean> {
  const { rows } = await db.query(`select 1 from ${sessionsTable} where family_id = $1 and user_id = $2`, [familyId, userId]);
  if (rows.length === 0) return false;
  await revokeFamily(db, familyId);
  return true;
}

/** Ends every session of the account but `keptFamilyId`'s: how many were ended. */
export async function endOtherSessions(db: Queryable, userId: string, keptFamilyId: string | undefined): Promise<number> {
  const { rows } = await db.query<{ family_id: string }>(
    `delete from ${sessionsTable} where user_id = $1 and family_id is distinct from $2 returning family_id`,
    [userId, keptFamilyId ?? null],
  );
  // Tokens of sign-ins from before sessions were kept belong to no session: they go too.
  await db.query(
    `update auth_refresh_tokens set expires_at = least(expires_at, now()), spent_at = coalesce(spent_at, now())
      where user_id = $1 and family_id is distinct from $2`,
    [userId, keptFamilyId ?? null],
  );
  await db.query('delete from auth_access_tokens where user_id = $1 and family_id is distinct from $2', [userId, keptFamilyId ?? null]);
  return rows.length;
}
