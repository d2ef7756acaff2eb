/**
 * Several tabs of one browser refreshing at once against the real server, which detects
 * refresh-token reuse: one refresh across the tabs (a Web Lock), the others read its result from
 * the shared storage, and no tab's session is revoked.
 */
import { createStaffSession, startTestServer, type TestServer } from '../server/testing.test-support';
import { readApiConfig } from './config';
import { createSession } from './session';
import { createBrowserTabs } from './testing/browser-tabs.test-support';
import { environmentOf, recordingFetch } from './testing/server-providers.test-support';
import { createWebLocks } from './testing/web-locks.test-support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ refreshReuseGraceSeconds: 0 });
});
afterAll(() => server.close());

/** Signed-in tabs of one browser (one storage, one lock manager), every request recorded. */
async function signedInTabs(count: number, lagMs: number) {
  const staff = await createStaffSession(server);
  const browser = createBrowserTabs({ lagMs });
  const locks = createWebLocks();
  const recorder = recordingFetch();
  const sessions = Array.from({ length: count }, () => {
    const tab = browser.openTab();
    return createSession({
      http: { config: readApiConfig(environmentOf(server), server.baseUrl), fetch: recorder.fetch },
      storage: tab.storage,
      storageEvents: tab.window,
      locks,
      navigateToLogin: () => {
        throw new Error('a tab was signed out');
      },
      refreshBeforeExpiryMs: false,
    });
  });
  await sessions[0]!.signIn({ email: staff.email, password: staff.password });
  const first = sessions[0]!.record!;
  await vi.waitFor(() => expect(sessions.every((session) => session.record?.refreshToken === first.refreshToken)).toBe(true));
  const refreshGrants = () =>
    recorder.sent.filter((request) => request.body instanceof URLSearchParams && request.body.get('grant_type') === 'refresh_token');
  const spentLocks = async () => ((await locks.query()).held ?? []).filter((lock) => lock.name?.startsWith('oAuth:spent:'));
  return { sessions, first, recorder, refreshGrants, spentLocks };
}

it.each([
  ['whose storage is shared at once', 0],
  ["whose storage hears of another tab's write 30 ms later (Chromium)", 30],
])('five tabs %s refreshing at once: one refresh grant, every tab signed in with the same new tokens', async (_, lagMs) => {
  const { sessions, first, refreshGrants, spentLocks } = await signedInTabs(5, lagMs);

  await Promise.all(sessions.map((session) => session.refresh()));

  expect(refreshGrants()).toHaveLength(1);
  expect(await spentLocks()).toHaveLength(1);
  const renewed = sessions[0]!.record!;
  expect(renewed.refreshToken).not.toBe(first.refreshToken);
  for (const session of sessions) expect(session.record).toEqual(renewed);
  const me = await fetch(`${server.apiUrl}/me`, { headers: { authorization: `Bearer ${renewed.accessToken}` } });
  expect(me.status).toBe(200);
  for (const session of sessions) session.dispose();
});

it('a refresh that gets no answer leaves its token unspent: the next tab spends it, and every tab stays signed in', async () => {
  const { sessions, first, recorder, refreshGrants, spentLocks } = await signedInTabs(2, 30);
  let failures = 0;
  recorder.holdBack((request) => {
    if (request.body instanceof URLSearchParams && request.body.get('grant_type') === 'refresh_token' && failures++ === 0)
      throw new TypeError('Failed to fetch');
  });

  await expect(sessions[0]!.refresh()).rejects.toThrow();
  await vi.waitFor(async () => expect(await spentLocks()).toEqual([]));
  expect(sessions[0]!.record).toEqual(first);

  await sessions[1]!.refresh();
  expect(refreshGrants()).toHaveLength(2);
  const renewed = sessions[1]!.record!;
  expect(renewed.refreshToken).not.toBe(first.refreshToken);
  await vi.waitFor(() => expect(sessions[0]!.record).toEqual(renewed));
  for (const session of sessions) session.dispose();
});
