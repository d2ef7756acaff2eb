/**
 * The session's schedule and its life across reloads and tabs, on fake timers. The token endpoint
 * here is a fake `fetch` (the issue's "unit tests with fake timers"); the same behaviour against
 * the real server is in session.server.test.ts.
 */
import { createBrowserTabs, type BrowserTab } from './testing/browser-tabs.test-support';
import { createSession, lastUserStorageKey, sessionStorageKey, type SessionOptions } from './session';
import type { ApiConfig } from './config';

const config: ApiConfig = { apiUrl: 'http://api.test/api/v1', clientId: 'client', clientSecret: 'secret' };
const start = new Date('2025-03-01T10:00:00Z').getTime();
const hour = 3600;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A token endpoint that rotates refresh tokens as the real one does, and a `/me`. */
function fakeApi({ expiresIn = hour } = {}) {
  const refreshTokens = new Set<string>();
  const accessTokens = new Set<string>();
  const grants: URLSearchParams[] = [];
  let issued = 0;
  const issue = () => {
    issued += 1;
    refreshTokens.add(`refresh-${issued}`);
    accessTokens.add(`access-${issued}`);
    return json(200, { token_type: 'Bearer', expires_in: expiresIn, access_token: `access-${issued}`, refresh_token: `refresh-${issued}` });
  };
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    if (url.pathname === '/api/v1/oauth/token') {
      const form = new URLSearchParams(init?.body as URLSearchParams);
      grants.push(form);
      if (form.get('grant_type') === 'password') {
        return form.get('password') === 'right'
          ? issue()
          : json(400, { error: 'invalid_grant', message: 'The user credentials were incorrect.' });
      }
      return refreshTokens.delete(form.get('refresh_token') ?? '')
        ? issue()
        : json(400, { error: 'invalid_grant', message: 'The refresh token is invalid.' });
    }
    const token = new Headers(init?.headers).get('Authorization')?.replace('Bearer ', '') ?? '';
    if (url.pathname === '/api/v1/me' && accessTokens.has(token)) {
      return json(200, { data: { id: 'u1', email: 'sam@example.test', first_name: 'Sam', last_name: 'Staff', role: 'staff' } });
    }
    return json(401, { message: 'Unauthenticated.' });
  };
  return {
    fetch,
    /** The refresh grants sent so far. */
    refreshes: () => grants.filter((grant) => grant.get('grant_type') === 'refresh_token').length,
    grants,
    /** Revokes every refresh token, as a server does after a password reset. */
    revokeAll: () => refreshTokens.clear(),
  };
}

type Api = ReturnType<typeof fakeApi>;

function openSession(api: Api, tab: BrowserTab, options: Partial<SessionOptions> = {}) {
  const expired = vi.fn();
  const toLogin = vi.fn();
  const session = createSession({
    http: { config, fetch: api.fetch },
    storage: tab.storage,
    storageEvents: tab.window,
    onSessionExpired: expired,
    navigateToLogin: toLogin,
    ...options,
  });
  return { session, expired, toLogin };
}

const stored = (tab: BrowserTab) => JSON.parse(tab.storage.getItem(sessionStorageKey) ?? 'null');

describe('the session', () => {
  let tabs: ReturnType<typeof createBrowserTabs>;
  let api: Api;
  const opened: { dispose(): void }[] = [];

  const open = (tab: BrowserTab, options?: Partial<SessionOptions>) => {
    const handle = openSession(api, tab, options);
    opened.push(handle.session);
    return handle;
  };

  beforeEach(() => {
    vi.useFakeTimers({ now: start });
    tabs = createBrowserTabs();
    api = fakeApi();
  });

  afterEach(() => {
    opened.splice(0).forEach((session) => session.dispose());
    vi.useRealTimers();
  });

  it('signs in with the password grant and keeps the record under oAuth and the user under lastLoggedInUser', async () => {
    const tab = tabs.openTab();
    const { session } = open(tab);
    const user = await session.signIn({ email: 'sam@example.test', password: 'right' });

    expect(Object.fromEntries(api.grants[0])).toEqual({
      grant_type: 'password',
      username: 'sam@example.test',
      password: 'right',
      client_id: 'client',
      client_secret: 'secret',
    });
    expect(stored(tab)).toEqual({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      tokenType: 'Bearer',
      expiresIn: hour,
      expiresAt: start + hour * 1000,
    });
    expect(user).toMatchObject({ firstName: 'Sam', lastName: 'Staff', role: 'staff' });
    expect(JSON.parse(tab.storage.getItem(lastUserStorageKey)!)).toMatchObject({ email: 'sam@example.test', firstName: 'Sam' });
    expect(await session.authorization()).toBe('Bearer access-1');
  });

  it('refreshes 60 s before expiresAt, and again before the new expiry', async () => {
    const tab = tabs.openTab();
    const { session } = open(tab);
    await session.signIn({ email: 'sam@example.test', password: 'right' });

    await vi.advanceTimersByTimeAsync(hour * 1000 - 60_000 - 1);
    expect(api.refreshes()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.refreshes()).toBe(1);
    expect(stored(tab)).toMatchObject({ accessToken: 'access-2', expiresAt: start + (2 * hour - 60) * 1000 });

    await vi.advanceTimersByTimeAsync(hour * 1000 - 60_000 - 1);
    expect(api.refreshes()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.refreshes()).toBe(2);
  });

  it('takes the lead time from its options', async () => {
    const { session } = open(tabs.openTab(), { refreshBeforeExpiryMs: 5_000 });
    await session.signIn({ email: 'sam@example.test', password: 'right' });
    await vi.advanceTimersByTimeAsync(hour * 1000 - 5_001);
    expect(api.refreshes()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.refreshes()).toBe(1);
  });

  it('after a reload, reads the record and schedules the refresh from its expiresAt', async () => {
    const tab = tabs.openTab();
    const before = open(tab);
    await before.session.signIn({ email: 'sam@example.test', password: 'right' });
    await vi.advanceTimersByTimeAsync(20 * 60_000);
    before.session.dispose(); // the page unloads

    const after = open(tab);
    expect(after.session.isSignedIn).toBe(true);
    expect(await after.session.authorization()).toBe('Bearer access-1');
    await vi.advanceTimersByTimeAsync(40 * 60_000 - 60_000 - 1);
    expect(api.refreshes()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.refreshes()).toBe(1);
    expect(stored(tab).accessToken).toBe('access-2');
  });

  it('after a reload past the refresh time, refreshes at once', async () => {
    const tab = tabs.openTab();
    const before = open(tab);
    await before.session.signIn({ email: 'sam@example.test', password: 'right' });
    before.session.dispose();
    vi.setSystemTime(start + 2 * hour * 1000);

    const after = open(tab);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.refreshes()).toBe(1);
    expect(await after.session.authorization()).toBe('Bearer access-2');
  });

  it('a refused refresh clears oAuth, runs the failure callback and sends the user to login', async () => {
    const tab = tabs.openTab();
    const { session, expired, toLogin } = open(tab);
    await session.signIn({ email: 'sam@example.test', password: 'right' });
    api.revokeAll();

    await vi.advanceTimersByTimeAsync(hour * 1000 - 60_000);
    expect(api.refreshes()).toBe(1);
    expect(tab.storage.getItem(sessionStorageKey)).toBeNull();
    expect(session.isSignedIn).toBe(false);
    expect(await session.authorization()).toBeUndefined();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(toLogin).toHaveBeenCalledTimes(1);
    // The greeting still knows who was here.
    expect(session.lastLoggedInUser?.firstName).toBe('Sam');
  });

  it('sign-out clears the session and the current user, and stops the timer', async () => {
    const tab = tabs.openTab();
    const { session } = open(tab);
    await session.signIn({ email: 'sam@example.test', password: 'right' });
    session.signOut();

    expect(tab.storage.getItem(sessionStorageKey)).toBeNull();
    expect(session.user).toBeUndefined();
    expect(await session.authorization()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(2 * hour * 1000);
    expect(api.refreshes()).toBe(0);
  });

  it('refresh, revoke and user-info while signed out say Not logged in', async () => {
    const { session } = open(tabs.openTab());
    await expect(session.refresh()).rejects.toThrow('Not logged in');
    await expect(session.revoke()).rejects.toThrow('Not logged in');
    await expect(session.userInfo()).rejects.toThrow('Not logged in');
    expect(api.grants).toHaveLength(0);
  });

  it('runs one refresh for every caller asking at once', async () => {
    const { session } = open(tabs.openTab(), { refreshBeforeExpiryMs: false });
    await session.signIn({ email: 'sam@example.test', password: 'right' });
    await Promise.all([session.refresh(), session.refresh(), session.renew('Bearer access-1'), session.renew('Bearer access-1')]);
    expect(api.refreshes()).toBe(1);
    // A caller whose token was already replaced does not refresh again.
    await session.renew('Bearer access-1');
    expect(api.refreshes()).toBe(1);
  });

  it("replays a call once after a 401, and a second 401 is the caller's: no loop", async () => {
    const tab = tabs.openTab();
    const sent: string[] = [];
    const counting: typeof fetch = (input, init) => {
      sent.push(new URL(String(input)).pathname);
      return api.fetch(input, init);
    };
    const { session } = open(tab, { refreshBeforeExpiryMs: false, http: { config, fetch: counting } });
    await session.signIn({ email: 'sam@example.test', password: 'right' });
    // The fake API refuses every token on this path.
    const failure = await session.httpClient.request('admin/authors').catch((error: unknown) => error);

    expect(failure).toMatchObject({ kind: 'badRequest', status: 401 });
    expect(sent.filter((path) => path === '/api/v1/admin/authors')).toHaveLength(2);
    expect(api.refreshes()).toBe(1);
    expect(session.isSignedIn).toBe(true);
  });

  it('forgets a record it cannot read', () => {
    const tab = tabs.openTab();
    tab.storage.setItem(sessionStorageKey, '{not json');
    const { session } = open(tab);
    expect(session.isSignedIn).toBe(false);
    expect(tab.storage.getItem(sessionStorageKey)).toBeNull();
  });

  describe('across tabs', () => {
    it('a refresh in one tab is taken by the others, which do not refresh on their own', async () => {
      const first = tabs.openTab();
      const second = tabs.openTab();
      const a = open(first);
      await a.session.signIn({ email: 'sam@example.test', password: 'right' });
      const b = open(second);
      expect(await b.session.authorization()).toBe('Bearer access-1');

      await a.session.refresh();
      expect(await b.session.authorization()).toBe('Bearer access-2');
      // Both timers now aim at the new expiry; the first to fire refreshes, the other takes its record.
      await vi.advanceTimersByTimeAsync(hour * 1000 - 60_000);
      expect(api.refreshes()).toBe(2);
      expect(await a.session.authorization()).toBe(await b.session.authorization());
      expect(b.session.isSignedIn).toBe(true);
    });

    it('a tab that finds a newer record in storage takes it instead of spending its refresh token', async () => {
      const first = tabs.openTab();
      const second = tabs.openTab();
      const a = open(first, { refreshBeforeExpiryMs: false });
      await a.session.signIn({ email: 'sam@example.test', password: 'right' });
      // The second tab has not heard of the first's refresh when it asks for one.
      const b = open(second, { refreshBeforeExpiryMs: false, storageEvents: new EventTarget() });
      await a.session.refresh();
      await b.session.renew('Bearer access-1');

      expect(api.refreshes()).toBe(1);
      expect(await b.session.authorization()).toBe('Bearer access-2');
    });

    it('a tab whose refresh lost the race to another tab takes the winner instead of signing out', async () => {
      const first = tabs.openTab();
      const second = tabs.openTab();
      const a = open(first, { refreshBeforeExpiryMs: false });
      await a.session.signIn({ email: 'sam@example.test', password: 'right' });
      // The first tab's refresh reaches the server while the second tab's is on its way.
      const racing: typeof fetch = async (input, init) => {
        await a.session.refresh();
        return api.fetch(input, init);
      };
      const b = open(second, { refreshBeforeExpiryMs: false, storageEvents: new EventTarget(), http: { config, fetch: racing } });
      await b.session.renew('Bearer access-1');

      expect(api.refreshes()).toBe(2);
      expect(api.grants.at(-1)?.get('refresh_token')).toBe('refresh-1');
      expect(b.expired).not.toHaveBeenCalled();
      expect(b.session.isSignedIn).toBe(true);
      expect(await b.session.authorization()).toBe('Bearer access-2');
    });

    it('a sign-out in one tab signs out all', async () => {
      const first = tabs.openTab();
      const second = tabs.openTab();
      const a = open(first);
      await a.session.signIn({ email: 'sam@example.test', password: 'right' });
      const b = open(second);
      const ended = b.session.ended;

      a.session.signOut();
      expect(b.session.isSignedIn).toBe(false);
      expect(ended.aborted).toBe(true);
      expect(b.toLogin).toHaveBeenCalledTimes(1);
      expect(a.toLogin).not.toHaveBeenCalled();
    });

    it('a sign-in in one tab signs in the others', async () => {
      const first = tabs.openTab();
      const second = tabs.openTab();
      const a = open(first);
      const b = open(second);
      await a.session.signIn({ email: 'sam@example.test', password: 'right' });
      expect(b.session.isSignedIn).toBe(true);
      expect((await b.session.currentUser()).email).toBe('sam@example.test');
    });
  });
});
