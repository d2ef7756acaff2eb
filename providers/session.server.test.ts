/**
 * The session, the refresh-and-replay of the HTTP client and the authProvider against the real
 * reference server.
 */
import { createMemberSession, createStaffSession, startTestServer, type TestServer } from '../server/testing.test-support';
import { lastUserStorageKey, sessionStorageKey } from './session';
import { isHttpError } from './http-error';
import { providersFor } from './testing/server-providers.test-support';
import { generate } from 'otplib';
import { SecondFactorRequiredError } from './second-factor';

const isRefreshGrant = (body: unknown) => body instanceof URLSearchParams && body.get('grant_type') === 'refresh_token';

describe('against the reference server', () => {
  describe('with access tokens that live 10 seconds (long enough for 100 requests on a busy machine)', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ accessTokenTtlSeconds: 10 });
    });
    afterAll(() => server.close());

    it('50 requests in flight when the token expires: one refresh, 50 replays, none lost or sent twice', async () => {
      const staff = await createStaffSession(server);
      // No scheduled refresh: the token must really expire under the requests.
      const providers = providersFor(server, { refreshBeforeExpiryMs: false });
      await providers.session.signIn({ email: staff.email, password: staff.password });
      const expiredAuthorization = `Bearer ${providers.session.record!.accessToken}`;

      let releaseHeld!: () => void;
      const tokenExpired = new Promise<void>((resolve) => (releaseHeld = resolve));
      const held = () =>
        providers.recorder.sent.filter(
          (request) => request.headers.get('Authorization') === expiredAuthorization && request.url.includes('/admin/'),
        );
      providers.recorder.holdBack((request) => (request.headers.get('Authorization') === expiredAuthorization ? tokenExpired : undefined));

      const calls = Array.from({ length: 50 }, (_, index) =>
        providers.httpClient.request<{ data: unknown[] }>('admin/authors', { query: { search: `request-${index}` } }),
      );
      await vi.waitFor(() => expect(held()).toHaveLength(50));
      // Wait until the server itself refuses the token the 50 requests carry.
      await vi.waitFor(
        async () => {
          const answer = await fetch(`${server.apiUrl}/me`, { headers: { Authorization: expiredAuthorization } });
          expect(answer.status).toBe(401);
        },
        { timeout: 20_000, interval: 250 },
      );
      releaseHeld();
      const results = await Promise.all(calls);

      expect(results.every((result) => Array.isArray(result.data))).toBe(true);
      const sent = providers.recorder.sent;
      expect(sent.filter((request) => isRefreshGrant(request.body))).toHaveLength(1);
      const renewedAuthorization = `Bearer ${providers.session.record!.accessToken}`;
      expect(renewedAuthorization).not.toBe(expiredAuthorization);
      for (let index = 0; index < 50; index += 1) {
        const attempts = sent.filter((request) => new URL(request.url).searchParams.get('search') === `request-${index}`);
        expect(attempts.map((request) => request.headers.get('Authorization'))).toEqual([expiredAuthorization, renewedAuthorization]);
      }
      providers.session.dispose();
    });

    it('the scheduled refresh keeps a session alive past its first token', async () => {
      const staff = await createStaffSession(server);
      // Refresh 9.5 s before a 10 s expiry.
      const providers = providersFor(server, { refreshBeforeExpiryMs: 9_500 });
      await providers.session.signIn({ email: staff.email, password: staff.password });
      const first = providers.session.record!.accessToken;
      await vi.waitFor(() => expect(providers.session.record?.accessToken).not.toBe(first), { timeout: 5_000, interval: 100 });
      expect(JSON.parse(providers.tab.storage.getItem(sessionStorageKey)!).accessToken).toBe(providers.session.record!.accessToken);
      await expect(providers.httpClient.request('me')).resolves.toMatchObject({ data: { email: staff.email } });
      providers.session.dispose();
    });
  });

  describe('the authProvider', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(() => server.close());

    it('says Invalid email or password when the token endpoint refuses', async () => {
      const staff = await createStaffSession(server);
      const { authProvider, session } = providersFor(server);
      await expect(authProvider.login({ email: staff.email, password: 'not the password' })).rejects.toThrow('Invalid email or password');
      await expect(authProvider.login({ username: 'nobody@example.test', password: 'whatever' })).rejects.toThrow(
        'Invalid email or password',
      );
      expect(session.isSignedIn).toBe(false);
      await expect(authProvider.checkAuth({})).rejects.toThrow();
    });

    it('signs staff in to the landing page, with their identity and full access', async () => {
      const staff = await createStaffSession(server);
      const { authProvider, session, tab, recorder } = providersFor(server);
      await expect(authProvider.login({ email: staff.email, password: staff.password })).resolves.toBeUndefined();
      await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
      await expect(authProvider.getIdentity!()).resolves.toMatchObject({ id: staff.userId, fullName: 'Test staff' });
      await expect(authProvider.getPermissions!({})).resolves.toBe('staff');
      for (const resource of ['exercises', 'authors', 'referrals', 'export', 'account-deletion']) {
        await expect(authProvider.canAccess!({ resource, action: 'list' })).resolves.toBe(true);
      }
      // The current user is loaded once, not per question.
      expect(recorder.sent.filter((request) => request.url.endsWith('/me'))).toHaveLength(1);

      await authProvider.logout({});
      expect(session.isSignedIn).toBe(false);
      expect(tab.storage.getItem(sessionStorageKey)).toBeNull();
      expect(JSON.parse(tab.storage.getItem(lastUserStorageKey)!)).toMatchObject({ email: staff.email });
      await expect(authProvider.checkAuth({})).rejects.toThrow();
      await expect(authProvider.canAccess!({ resource: 'exercises', action: 'list' })).resolves.toBe(false);
    });

    it('lets a member reach only account deletion; a 403 does not sign out', async () => {
      const member = await createMemberSession(server);
      const { authProvider, httpClient, session } = providersFor(server);
      await expect(authProvider.login({ email: member.email, password: member.password })).resolves.toEqual({
        redirectTo: '/account-deletion',
      });
      await expect(authProvider.canAccess!({ resource: 'account-deletion', action: 'list' })).resolves.toBe(true);
      await expect(authProvider.canAccess!({ resource: 'exercises', action: 'list' })).resolves.toBe(false);
      await expect(authProvider.getPermissions!({})).resolves.toBe('member');

      const refusal = await httpClient.request('admin/exercises').catch((error: unknown) => error);
      expect(isHttpError(refusal, 'badRequest') && refusal.status).toBe(403);
      await expect(authProvider.checkError(refusal)).resolves.toBeUndefined();
      expect(session.isSignedIn).toBe(true);
    });

    it('a session the server ended: the refresh is refused, the session cleared, the user sent to login', async () => {
      const member = await createMemberSession(server);
      const onSessionExpired = vi.fn();
      const { authProvider, httpClient, session, navigateToLogin, tab, recorder } = providersFor(server, { onSessionExpired });
      await authProvider.login({ email: member.email, password: member.password });
      // Deleting the account revokes every token of it, the refresh token too.
      await httpClient.request('me', { method: 'DELETE', body: { password: member.password } });

      const failure = await httpClient.request('me').catch((error: unknown) => error);
      expect(recorder.sent.filter((request) => isRefreshGrant(request.body))).toHaveLength(1);
      expect(isHttpError(failure)).toBe(true);
      expect(session.isSignedIn).toBe(false);
      expect(tab.storage.getItem(sessionStorageKey)).toBeNull();
      expect(onSessionExpired).toHaveBeenCalledTimes(1);
      expect(navigateToLogin).toHaveBeenCalledTimes(1);
      await expect(authProvider.checkError(failure)).rejects.toBe(failure);
      await expect(session.userInfo()).rejects.toThrow('Not logged in');
    });
    it('signs out on the server: the tokens it had no longer read /me or refresh', async () => {
      const staff = await createStaffSession(server);
      const { authProvider, session, recorder } = providersFor(server);
      await authProvider.login({ email: staff.email, password: staff.password });
      const { accessToken, refreshToken } = session.record!;
      await authProvider.logout({});
      expect(session.isSignedIn).toBe(false);
      await vi.waitFor(() => expect(recorder.sent.filter((request) => request.url.endsWith('/oauth/revoke'))).toHaveLength(1));
      await vi.waitFor(async () =>
        expect((await fetch(`${server.apiUrl}/me`, { headers: { authorization: `Bearer ${accessToken}` } })).status).toBe(401),
      );
      const refreshed = await fetch(`${server.apiUrl}/oauth/token`, {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
          client_id: server.context.config.oauthClient.id,
          client_secret: server.context.config.oauthClient.secret,
        }),
      });
      expect(refreshed.status).toBe(400);
    });

    it('signs in with a second factor: the password brings a challenge, the code the session', async () => {
      const staff = await createStaffSession(server);
      const enrolment = await fetch(`${server.apiUrl}/me/second-factor/enrolment`, {
        method: 'POST',
        headers: { authorization: staff.authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ password: staff.password }),
      }).then((response) => response.json() as Promise<{ data: { secret: string } }>);
      const { secret } = enrolment.data;
      await fetch(`${server.apiUrl}/me/second-factor`, {
        method: 'POST',
        headers: { authorization: staff.authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ code: await generate({ secret }) }),
      });
      const { authProvider, session } = providersFor(server);
      const challenge = await authProvider.login({ email: staff.email, password: staff.password }).catch((error: unknown) => error);
      expect(challenge).toBeInstanceOf(SecondFactorRequiredError);
      expect(session.isSignedIn).toBe(false);
      const wrong = await authProvider
        .login({ challenge: (challenge as SecondFactorRequiredError).challenge, code: '000000' })
        .catch((error: unknown) => error);
      expect(isHttpError(wrong, 'badRequest')).toBe(true);
      const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
      await expect(authProvider.login({ challenge: (challenge as SecondFactorRequiredError).challenge, code })).resolves.toBeUndefined();
      expect(session.isSignedIn).toBe(true);
      await expect(authProvider.getIdentity!()).resolves.toMatchObject({ id: staff.userId });
    });
  });
});

describe('against a server that requires a second factor of staff', () => {
  it('says in the identity that the account must set one up', async () => {
    const server = await startTestServer({ requireStaffSecondFactor: true });
    try {
      const staff = await createStaffSession(server);
      const { authProvider, session } = providersFor(server);
      await authProvider.login({ email: staff.email, password: staff.password });
      await expect(authProvider.getIdentity!()).resolves.toMatchObject({ secondFactorRequired: true });
      session.dispose();
    } finally {
      await server.close();
    }
  });
});
