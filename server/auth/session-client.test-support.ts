/**
 * What the session tests do as a client of a running test server: sign in, call the API with a
 * token, look at the outbox, and take a snapshot of the account tables to prove nothing changed.
 */
import { demoClient } from '../config';
import type { TestServer } from '../testing.test-support';
import { createUser, type NewUser } from './users';
import { withCurrentVersions } from '../items';

export interface Answer {
  status: number;
  body: Record<string, unknown> & { message?: string; error?: string; errors?: Record<string, string[]> };
}

export interface SessionClient {
  /**
   * Any request under `/api/v1`; a body that is not a string goes out as JSON. A content write
   * that names no version gets the item's current one (content/current-versions.ts) unless `asIs`.
   */
  request(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string>; asIs?: boolean },
  ): Promise<Answer>;
  /** POST /oauth/token form-encoded, with the demo client unless the fields say otherwise. */
  token(fields: Record<string, string>): Promise<Answer>;
  signIn(email: string, password: string): Promise<{ accessToken: string; refreshToken: string }>;
  refresh(refreshToken: string): Promise<Answer>;
  me(token: string): Promise<Answer>;
  addUser(user: Partial<NewUser> & { email: string }): Promise<NewUser & { id: string }>;
}

async function answer(response: Response): Promise<Answer> {
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

export function sessionClient(server: TestServer): SessionClient {
  const client: SessionClient = {
    async request(method, path, { body: given, token, headers: givenHeaders = {}, asIs = false } = {}) {
      const readVersion = async (itemPath: string) => {
        const response = await fetch(server.apiUrl + itemPath, { headers: token ? { authorization: `Bearer ${token}` } : {} });
        await response.arrayBuffer();
        return response.ok ? (response.headers.get('etag') ?? undefined) : undefined;
      };
      const { body, headers } = asIs
        ? { body: given, headers: givenHeaders }
        : await withCurrentVersions({ method, path, body: given, headers: givenHeaders }, readVersion);
      const json = body !== undefined && typeof body !== 'string';
      return answer(
        await fetch(server.apiUrl + path, {
          method,
          headers: {
            ...(json ? { 'content-type': 'application/json' } : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...headers,
          },
          body: json ? JSON.stringify(body) : (body as string | undefined),
        }),
      );
    },
    token: (fields) =>
      client.request('POST', '/oauth/token', {
        body: new URLSearchParams({ client_id: demoClient.id, client_secret: demoClient.secret, ...fields }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    async signIn(email, password) {
      const { status, body } = await client.token({ grant_type: 'password', username: email, password });
      if (status !== 200) throw new Error(`sign-in of ${email} answered ${status}: ${JSON.stringify(body)}`);
      return { accessToken: String(body.access_token), refreshToken: String(body.refresh_token) };
    },
    refresh: (refreshToken) => client.token({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    me: (token) => client.request('GET', '/me', { token }),
    async addUser(user) {
      const complete: NewUser = { password: 'a-good-password', firstName: 'Test', lastName: 'User', role: 'member', ...user };
      const { id } = await createUser(server.context.db, complete);
      return { ...complete, id };
    },
  };
  return client;
}

/** Every row of the account tables, in a stable order: equal snapshots mean nothing changed. */
export async function accountTablesSnapshot(server: TestServer): Promise<string> {
  const tables = {
    users: 'select id, email, password_hash, first_name, last_name, role, level, updated_at from users order by id',
    auth_access_tokens: 'select * from auth_access_tokens order by token_hash',
    auth_refresh_tokens: 'select * from auth_refresh_tokens order by token_hash',
    auth_password_resets: 'select * from auth_password_resets order by token_hash',
    auth_sign_in_attempts: 'select * from auth_sign_in_attempts order by email, ip',
    auth_password_reset_requests: 'select * from auth_password_reset_requests order by email, ip',
  };
  const snapshot: Record<string, unknown> = {};
  for (const [table, sql] of Object.entries(tables)) snapshot[table] = (await server.context.db.query(sql)).rows;
  return JSON.stringify(snapshot);
}

/** Rows of one account table that belong to a user. */
export async function userRowCount(server: TestServer, table: string, userId: string): Promise<number> {
  const { rows } = await server.context.db.query<{ count: number }>(`select count(*)::int as count from ${table} where user_id = $1`, [
    userId,
  ]);
  return rows[0].count;
}
