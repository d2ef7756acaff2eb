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

/** The part of the Web Locks API the session uses: exclusive locks granted in request order. */
function webLocks(): LockManager {
  let chain: Promise<unknown> = Promise.resolve();
  const request = (name: string, callback: (lock: Lock | null) => unknown) => {
    const run = chain.then(() => callback({ name, mode: 'exclusive' } as Lock));
    chain = run.catch(() => undefined);
    return run;
  };
  return { request, query: async () => ({ held: [], pending: [] }) } as unknown as LockManager;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ refreshReuseGraceSeconds: 0 });
});
afterAll(() => server.close());

it('five tabs refreshing at once: one refresh grant, every tab signed in with the same new tokens', async () => {
  const staff = await createStaffSession(server);
  const browser = createBrowserTabs();
  const locks = webLocks();
  const recorder = recordingFetch();
  const tabs = Array.from({ length: 5 }, () => {
    const tab = browser.openTab();
    const session = createSession({
      http: { config: readApiConfig(environmentOf(server), server.baseUrl), fetch: recorder.fetch },
      storage: tab.storage,
      storageEvents: tab.window,
      locks,
      navigateToLogin: () => {
        throw new Error('a tab was signed out');
      },
      refreshBeforeExpiryMs: false,
    });
    return { session };
  });
  await tabs[0].session.signIn({ email: staff.email, password: staff.password });
  const first = tabs[0].session.record!;
  expect(tabs.every((tab) => tab.session.record?.refreshToken === first.refreshToken)).toBe(true);

  await Promise.all(tabs.map((tab) => tab.session.refresh()));

  const grants = recorder.sent.filter(
    (request) => request.body instanceof URLSearchParams && request.body.get('grant_type') === 'refresh_token',
  );
  expect(grants).toHaveLength(1);
  const renewed = tabs[0].session.record!;
  expect(renewed.refreshToken).not.toBe(first.refreshToken);
  for (const tab of tabs) expect(tab.session.record).toEqual(renewed);
  const me = await fetch(`${server.apiUrl}/me`, { headers: { authorization: `Bearer ${renewed.accessToken}` } });
  expect(me.status).toBe(200);
  for (const tab of tabs) tab.session.dispose();
});
