/**
 * A second factor for signing in (docs/api.md "A second factor"): a TOTP secret (RFC 6238, by
 * otplib) an authenticator app holds after scanning its QR code, and ten recovery codes for
 * when the app is lost, each good once and kept only as a hash. A code is good once too: the
 * time step it was made in is remembered, so the same code cannot be replayed in its window.
 */
import { randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { renderSVG } from 'uqr';
import type { ServerContext } from '../context';
import type { Queryable } from '../db/database';
import type { AuthenticatedUser } from './users';
import { hashSecretToken } from './secret-token';

const factorsTable = 'auth_second_factors';
const recoveryTable = 'auth_recovery_codes';

export const recoveryCodeCount = 10;
/** The name authenticator apps show beside the account. */
const issuer = 'Pitchside';

export async function migrateSecondFactors(db: Queryable): Promise<void> {
  await db.query(`
    create table if not exists ${factorsTable} (
      user_id uuid primary key references users (id) on delete cascade,
      secret text not null,
      confirmed_at timestamptz,
      last_time_step bigint,
      created_at timestamptz not null default now()
    )`);
  await db.query(`
    create table if not exists ${recoveryTable} (
      user_id uuid not null references users (id) on delete cascade,
      code_hash text not null,
      used_at timestamptz,
      primary key (user_id, code_hash)
    )`);
}

export interface SecondFactorState {
  enabled: boolean;
  recoveryCodesLeft: number;
}

export async function secondFactorState(db: Queryable, userId: string): Promise<SecondFactorState> {
  const { rows } = await db.query<{ enabled: boolean; left: number }>(
    `select exists (select 1 from ${factorsTable} where user_id = $1 and confirmed_at is not null) as enabled,
            (select count(*)::int from ${recoveryTable} where user_id = $1 and used_at is null) as left`,
    [userId],
  );
  return { enabled: rows[0].enabled, recoveryCodesLeft: rows[0].left };
}

export interface Enrolment {
  secret: string;
  uri: string;
  /** The URI's QR code as an SVG picture, a `data:` URL the admin shows as an image. */
  qrCode: string;
}

/** A new secret waiting for its first code (a factor already confirmed stays until then). */
export async function beginEnrolment(db: Queryable, userId: string, accountName: string): Promise<Enrolment> {
  const secret = generateSecret();
  await db.query(
    `insert into ${factorsTable} (user_id, secret) values ($1, $2)
     on conflict (user_id) do update set secret = excluded.secret, created_at = now(), last_time_step = null
       where ${factorsTable}.confirmed_at is null`,
    [userId, secret],
  );
  const { rows } = await db.query<{ secret: string; confirmed_at: Date | null }>(
    `select secret, confirmed_at from ${factorsTable} where user_id = $1`,
    [userId],
  );
  if (rows[0].confirmed_at) throw new Error('A confirmed second factor is removed before another is enrolled');
  const uri = generateURI({ issuer, label: accountName, secret });
  const svg = renderSVG(uri, { border: 2 });
  return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** `abcde-fghij`: 50 bits, easy to type from paper. */
const newRecoveryCode = () => {
  const letters = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const text = [...bytes].map((byte) => letters[byte % letters.length]).join('');
  return `${text.slice(0, 5)}-${text.slice(5)}`;
};
const recoveryHash = (code: string) => hashSecretToken(code.toLowerCase().replace(/[^a-z0-9]/g, ''));

/** Ten new recovery codes replace the old ones; shown once, kept as hashes. */
export async function renewRecoveryCodes(db: Queryable, userId: string): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await db.query(`delete from ${recoveryTable} where user_id = $1`, [userId]);
  await db.query(`insert into ${recoveryTable} (user_id, code_hash) select $1, unnest($2::text[])`, [userId, codes.map(recoveryHash)]);
  return codes;
}

/**
 * Checks a code against the secret (confirmed or, with `pending`, awaiting confirmation) and
 * spends its time step: a code already used, or one older than the last used, is refused.
 */
async function spendTotp(db: Queryable, userId: string, code: string, pending: boolean): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const { rows } = await db.query<{ secret: string; last_time_step: string | null }>(
    `select secret, last_time_step from ${factorsTable} where user_id = $1 and (confirmed_at is ${pending ? '' : 'not '}null)`,
    [userId],
  );
  if (!rows[0]) return false;
  const lastStep = rows[0].last_time_step === null ? undefined : Number(rows[0].last_time_step);
  // One step of the clock's drift either way, as authenticator apps expect.
  const result = await verify({ secret: rows[0].secret, token: code, epochTolerance: 30, afterTimeStep: lastStep });
  if (!result.valid || !('timeStep' in result)) return false;
  // Spent in one statement, so that two requests with the same code cannot both pass.
  const spent = await db.query(
    `update ${factorsTable} set last_time_step = $2 where user_id = $1 and (last_time_step is null or last_time_step < $2) returning 1`,
    [userId, result.timeStep],
  );
  return spent.rows.length > 0;
}

/** The first code from the app confirms the new secret: the factor is on, with new recovery codes. */
export async function confirmEnrolment(db: Queryable, userId: string, code: string): Promise<string[] | undefined> {
  if (!(await spendTotp(db, userId, code, true))) return undefined;
  await db.query(`update ${factorsTable} set confirmed_at = now() where user_id = $1`, [userId]);
  return renewRecoveryCodes(db, userId);
}

/** How a sign-in's second step was passed, if it was. */
export type SecondFactorProof = 'code' | 'recovery_code';

export async function checkSecondFactor(
  db: Queryable,
  userId: string,
  given: { code?: string; recoveryCode?: string },
): Promise<SecondFactorProof | undefined> {
  if (given.code !== undefined) return (await spendTotp(db, userId, given.code.replace(/\s/g, ''), false)) ? 'code' : undefined;
  if (given.recoveryCode === undefined) return undefined;
  const { rows } = await db.query(
    `update ${recoveryTable} set used_at = now() where user_id = $1 and code_hash = $2 and used_at is null returning 1`,
    [userId, recoveryHash(given.recoveryCode)],
  );
  return rows.length > 0 ? 'recovery_code' : undefined;
}

export async function removeSecondFactor(db: Queryable, userId: string): Promise<void> {
  await db.query(`delete from ${factorsTable} where user_id = $1`, [userId]);
  await db.query(`delete from ${recoveryTable} where user_id = $1`, [userId]);
}

/** Whether the account signs in with a second factor. */
export async function hasSecondFactor(db: Queryable, userId: string): Promise<boolean> {
  return (await secondFactorState(db, userId)).enabled;
}

/** The server requires a second factor of staff (REQUIRE_STAFF_SECOND_FACTOR) and this staff account has none yet. */
export const secondFactorOwed = ({ config }: Pick<ServerContext, 'config'>, user: AuthenticatedUser): boolean =>
  config.requireStaffSecondFactor && user.role === 'staff' && user.hasSecondFactor === false;
