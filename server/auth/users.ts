/** Accounts: who may sign in, with which role, and the member's playing level. */
import type { Queryable } from '../db/database';
import type { playerLevels } from '../../resources/account';
import { hashPassword } from './password';

export const roles = ['staff', 'member'] as const;
export type Role = (typeof roles)[number];
export type PlayerLevel = (typeof playerLevels)[number]['id'];

/** The signed-in user as routes see it on `request.user`. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  level: PlayerLevel | null;
  /** Whether the account signs in with a second factor: known where the user came from an access token. */
  hasSecondFactor?: boolean;
}

export interface NewUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Role;
  level?: PlayerLevel | null;
}

export interface UserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
  level: PlayerLevel | null;
}

/** The columns every read of a user selects, prefixed by the query's alias for `users`. */
export const userColumns = (alias: string) =>
  ['id', 'email', 'first_name', 'last_name', 'role', 'level'].map((column) => `${alias}.${column}`).join(', ');

export const toAuthenticatedUser = (row: UserRow): AuthenticatedUser => ({
  id: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  role: row.role,
  level: row.level,
});

/** E-mail addresses are compared without regard to case or surrounding spaces. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function createUser(db: Queryable, user: NewUser): Promise<{ id: string; email: string; role: string }> {
  const { rows } = await db.query<{ id: string; email: string; role: string }>(
    `insert into users (email, password_hash, first_name, last_name, role, level)
     values ($1, $2, $3, $4, $5, $6) returning id, email, role`,
    [normalizeEmail(user.email), await hashPassword(user.password), user.firstName, user.lastName, user.role, user.level ?? null],
  );
  return rows[0];
}

/** The account of an address with its password hash, for checking a password. */
export async function findUserWithPassword(
  db: Queryable,
  email: string,
): Promise<(AuthenticatedUser & { passwordHash: string }) | undefined> {
  const { rows } = await db.query<UserRow & { password_hash: string }>(
    `select ${userColumns('u')}, u.password_hash from users u where u.email = $1`,
    [normalizeEmail(email)],
  );
  return rows[0] && { ...toAuthenticatedUser(rows[0]), passwordHash: rows[0].password_hash };
}

export async function findUserIdByEmail(db: Queryable, email: string): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>('select id from users where email = $1', [normalizeEmail(email)]);
  return rows[0]?.id;
}

/** Takes a hash already made (see hashPassword), so that no transaction stays open while scrypt works. */
export async function setPasswordHash(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.query('update users set password_hash = $2, updated_at = now() where id = $1', [userId, passwordHash]);
}

/** Deletes the account; its tokens and reset tokens go with it (foreign keys cascade). */
export async function deleteUser(db: Queryable, userId: string): Promise<void> {
  await db.query('delete from users where id = $1', [userId]);
}
