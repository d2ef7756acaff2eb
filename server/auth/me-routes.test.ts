import { startTestServer, type TestServer } from '../testing.test-support';
import { accountTablesSnapshot, sessionClient, userRowCount, type SessionClient } from './session-client.test-support';

describe('/me', () => {
  let server: TestServer;
  let client: SessionClient;
  beforeAll(async () => {
    server = await startTestServer();
    client = sessionClient(server);
  });
  afterAll(() => server.close());

  describe('GET', () => {
    it('answers who is signed in', async () => {
      const user = await client.addUser({
        email: 'Mia@Example.test',
        firstName: 'Mia',
        lastName: 'Member',
        role: 'member',
        level: 'semi_prof',
      });
      const { accessToken } = await client.signIn('mia@example.test', user.password);
      const { status, body } = await client.me(accessToken);
      expect(status).toBe(200);
      expect(body).toEqual({
        data: { id: user.id, email: 'mia@example.test', first_name: 'Mia', last_name: 'Member', role: 'member', level: 'semi_prof' },
      });
    });

    it('answers 401 Unauthenticated without a live token', async () => {
      const user = await client.addUser({ email: 'no-token@example.test' });
      const { accessToken, refreshToken } = await client.signIn(user.email, user.password);
      const attempts = [
        client.request('GET', '/me'),
        client.me('not-a-token'),
        client.me(refreshToken),
        client.request('GET', '/me', { headers: { authorization: `Basic ${accessToken}` } }),
        client.request('GET', '/me', { headers: { authorization: 'Bearer' } }),
      ];
      for (const { status, body } of await Promise.all(attempts)) {
        expect(status).toBe(401);
        expect(body).toEqual({ message: 'Unauthenticated.' });
      }
    });
  });

  it('lets staff into /admin and keeps a member out with 403', async () => {
    const staff = await client.addUser({ email: 'staff-admin@example.test', role: 'staff' });
    const member = await client.addUser({ email: 'member-admin@example.test', role: 'member' });
    const staffTokens = await client.signIn(staff.email, staff.password);
    const memberTokens = await client.signIn(member.email, member.password);
    expect((await client.request('GET', '/admin/authors', { token: staffTokens.accessToken })).status).toBe(200);
    const refused = await client.request('GET', '/admin/authors', { token: memberTokens.accessToken });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toEqual(expect.any(String));
    expect((await client.request('GET', '/admin/authors')).status).toBe(401);
  });

  describe('DELETE', () => {
    it('deletes the account, its tokens and its sign-in', async () => {
      const user = await client.addUser({ email: 'leaving@example.test' });
      const other = await client.addUser({ email: 'staying@example.test' });
      const otherTokens = await client.signIn(other.email, other.password);
      const first = await client.signIn(user.email, user.password);
      const second = await client.signIn(user.email, user.password);
      // What the limits counted for the address is personal too.
      await client.token({ grant_type: 'password', username: user.email, password: 'a-wrong-password' });
      await client.request('POST', '/password/forgot', { body: { email: user.email } });
      // Its link is written after the answer (password-routes.ts): in place before the account goes.
      await server.context.background!.idle();

      const deleted = await client.request('DELETE', '/me', { token: first.accessToken, body: { password: user.password } });
      expect(deleted.status).toBe(204);
      for (const table of ['auth_sign_in_attempts', 'auth_password_reset_requests']) {
        expect((await server.context.db.query(`select * from ${table} where email = $1`, [user.email])).rows).toEqual([]);
      }

      expect((await client.me(second.accessToken)).status).toBe(401);
      expect((await client.refresh(second.refreshToken)).body).toMatchObject({ error: 'invalid_grant' });
      expect((await client.token({ grant_type: 'password', username: user.email, password: user.password })).body).toMatchObject({
        error: 'invalid_grant',
      });
      for (const table of ['auth_access_tokens', 'auth_refresh_tokens', 'auth_password_resets']) {
        expect(await userRowCount(server, table, user.id)).toBe(0);
      }
      expect((await server.context.db.query('select id from users where id = $1', [user.id])).rows).toEqual([]);
      // Everyone else is untouched.
      expect((await client.me(otherTokens.accessToken)).status).toBe(200);
    });

    it('refuses a wrong password with 422 on the field and deletes nothing', async () => {
      const user = await client.addUser({ email: 'careful@example.test' });
      const { accessToken } = await client.signIn(user.email, user.password);
      const before = await accountTablesSnapshot(server);
      for (const body of [{ password: 'not-my-password' }, { password: '' }, {}]) {
        const refused = await client.request('DELETE', '/me', { token: accessToken, body });
        expect(refused.status).toBe(422);
        expect(refused.body).toMatchObject({ message: expect.any(String), errors: { password: [expect.any(String)] } });
      }
      // The wrong password counted as a failed sign-in; nothing else changed.
      await server.context.db.query('delete from auth_sign_in_attempts where email = $1', [user.email]);
      expect(await accountTablesSnapshot(server)).toBe(before);
      expect((await client.me(accessToken)).status).toBe(200);
    });

    it('answers 401 without a token', async () => {
      expect((await client.request('DELETE', '/me', { body: { password: 'whatever1' } })).status).toBe(401);
    });
  });
});
