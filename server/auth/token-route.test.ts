import { buildServer } from '../app';
import { demoClient } from '../config';
import { startTestServer, type TestServer } from '../testing.test-support';
import { accountTablesSnapshot, sessionClient, type SessionClient } from './session-client.test-support';

describe('POST /oauth/token', () => {
  let server: TestServer;
  let client: SessionClient;
  beforeAll(async () => {
    server = await startTestServer({ signInAttemptsPerMinute: 3 });
    client = sessionClient(server);
  });
  afterAll(() => server.close());

  describe('the password grant', () => {
    it('answers a bearer pair for the right credentials, form-encoded', async () => {
      const user = await client.addUser({ email: 'form@example.test', role: 'staff' });
      const { status, body } = await client.token({ grant_type: 'password', username: user.email, password: user.password });
      expect(status).toBe(200);
      expect(body).toEqual({
        token_type: 'Bearer',
        expires_in: server.context.config.accessTokenTtlSeconds,
        access_token: expect.any(String),
        refresh_token: expect.any(String),
      });
      expect(body.access_token).not.toBe(body.refresh_token);
      expect((await client.me(String(body.access_token))).body.data).toMatchObject({ email: user.email, role: 'staff' });
    });

    it('accepts JSON too, and the e-mail in any case', async () => {
      const user = await client.addUser({ email: 'json@example.test' });
      const { status, body } = await client.request('POST', '/oauth/token', {
        body: {
          grant_type: 'password',
          client_id: demoClient.id,
          client_secret: demoClient.secret,
          username: 'JSON@Example.test',
          password: user.password,
        },
      });
      expect(status).toBe(200);
      expect(body.token_type).toBe('Bearer');
    });

    it('stores tokens only as hashes', async () => {
      const user = await client.addUser({ email: 'hashed@example.test' });
      const tokens = await client.signIn(user.email, user.password);
      const stored = await accountTablesSnapshot(server);
      expect(stored).not.toContain(tokens.accessToken);
      expect(stored).not.toContain(tokens.refreshToken);
      expect(stored).not.toContain(user.password);
    });

    it('refuses a wrong password and an unknown address alike, with invalid_grant', async () => {
      const user = await client.addUser({ email: 'wrong@example.test' });
      const wrongPassword = await client.token({ grant_type: 'password', username: user.email, password: 'not-the-password' });
      const unknownUser = await client.token({ grant_type: 'password', username: 'nobody@example.test', password: user.password });
      for (const { status, body } of [wrongPassword, unknownUser]) {
        expect(status).toBe(400);
        expect(body).toEqual({
          error: 'invalid_grant',
          error_description: 'The user credentials were incorrect.',
          message: 'The user credentials were incorrect.',
        });
      }
    });

    it('refuses an unknown client or a wrong secret with 401 invalid_client', async () => {
      const user = await client.addUser({ email: 'client@example.test' });
      for (const wrongClient of [{ client_id: 'someone-else' }, { client_secret: 'not-the-secret' }] as Record<string, string>[]) {
        const { status, body } = await client.token({
          grant_type: 'password',
          username: user.email,
          password: user.password,
          ...wrongClient,
        });
        expect(status).toBe(401);
        expect(body).toMatchObject({ error: 'invalid_client', error_description: expect.any(String), message: expect.any(String) });
      }
    });

    it('names what is missing or unsupported', async () => {
      const unsupported = await client.token({ grant_type: 'client_credentials' });
      expect(unsupported.status).toBe(400);
      expect(unsupported.body).toMatchObject({ error: 'unsupported_grant_type', message: expect.any(String) });
      const missing = await client.token({ grant_type: 'password', username: 'form@example.test' });
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ error: 'invalid_request', message: expect.stringContaining('password') });
    });
  });

  describe('the refresh-token grant', () => {
    it('gives a new pair and spends the old refresh token (rotation)', async () => {
      const user = await client.addUser({ email: 'rotate@example.test' });
      const first = await client.signIn(user.email, user.password);
      const refreshed = await client.refresh(first.refreshToken);
      expect(refreshed.status).toBe(200);
      expect(refreshed.body).toMatchObject({ token_type: 'Bearer', access_token: expect.any(String), refresh_token: expect.any(String) });
      expect(refreshed.body.refresh_token).not.toBe(first.refreshToken);
      expect((await client.me(String(refreshed.body.access_token))).status).toBe(200);

      const reused = await client.refresh(first.refreshToken);
      expect(reused.status).toBe(400);
      expect(reused.body).toMatchObject({ error: 'invalid_grant', message: 'The refresh token is invalid.' });
      // The new refresh token goes on working.
      expect((await client.refresh(String(refreshed.body.refresh_token))).status).toBe(200);
    });

    it('lets one of two simultaneous uses of a refresh token win, never both', async () => {
      const user = await client.addUser({ email: 'race@example.test' });
      const { refreshToken } = await client.signIn(user.email, user.password);
      const answers = await Promise.all([client.refresh(refreshToken), client.refresh(refreshToken)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    });

    it('refuses an unknown refresh token, and a right one with the wrong client', async () => {
      const user = await client.addUser({ email: 'unknown-refresh@example.test' });
      expect((await client.refresh('not-a-token')).body).toMatchObject({ error: 'invalid_grant' });
      const { refreshToken } = await client.signIn(user.email, user.password);
      const wrongClient = await client.token({ grant_type: 'refresh_token', refresh_token: refreshToken, client_secret: 'nope' });
      expect(wrongClient.status).toBe(401);
      // The refused request did not spend the token.
      expect((await client.refresh(refreshToken)).status).toBe(200);
    });
  });

  describe('repeated failed sign-ins', () => {
    const fail = (email: string) => client.token({ grant_type: 'password', username: email, password: 'wrong-password' });

    it('answer 429 past the limit, even for the right password, without touching other accounts', async () => {
      const locked = await client.addUser({ email: 'locked@example.test' });
      const other = await client.addUser({ email: 'other@example.test' });
      for (let attempt = 0; attempt < 3; attempt++) expect((await fail(locked.email)).status).toBe(400);

      const blocked = await client.token({ grant_type: 'password', username: locked.email, password: locked.password });
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toEqual(expect.stringContaining('Too many sign-in attempts'));

      // Someone else signing in from the same address neither is blocked nor lifts the block.
      await client.signIn(other.email, other.password);
      expect((await client.token({ grant_type: 'password', username: 'LOCKED@example.test', password: locked.password })).status).toBe(429);
    });

    it('count failures only: a success starts the count again', async () => {
      const user = await client.addUser({ email: 'forgetful@example.test' });
      for (let attempt = 0; attempt < 2; attempt++) expect((await fail(user.email)).status).toBe(400);
      await client.signIn(user.email, user.password);
      for (let attempt = 0; attempt < 3; attempt++) expect((await fail(user.email)).status).toBe(400);
      expect((await fail(user.email)).status).toBe(429);
    });

    it('are counted in the database, shared by every copy of the server, per client address', async () => {
      const user = await client.addUser({ email: 'shared@example.test' });
      const secondCopy = await buildServer(server.context);
      try {
        const failFrom = (remoteAddress: string) =>
          secondCopy.inject({
            method: 'POST',
            url: '/api/v1/oauth/token',
            remoteAddress,
            payload: {
              grant_type: 'password',
              client_id: demoClient.id,
              client_secret: demoClient.secret,
              username: user.email,
              password: 'wrong',
            },
          });
        expect((await fail(user.email)).status).toBe(400);
        expect((await failFrom('127.0.0.1')).statusCode).toBe(400);
        expect((await fail(user.email)).status).toBe(400);
        // The fourth failure from 127.0.0.1, whichever copy counted the others.
        expect((await failFrom('127.0.0.1')).statusCode).toBe(429);
        expect((await fail(user.email)).status).toBe(429);
        // Another client address has its own count.
        expect((await failFrom('203.0.113.7')).statusCode).toBe(400);
      } finally {
        await secondCopy.close();
      }
    });
  });
});
