import { test, expect, checkAccessibility, laravelJourney } from '../fixtures';
import { signInAs } from './signIn';

interface StoredSession {
  accessToken: string;
  refreshToken: string;
}

const storedSession = (page: import('@playwright/test').Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('oAuth') ?? 'null') as StoredSession | null);

test.describe('the session', () => {
  test(
    'a session that expires while the admin is open is refreshed silently: the user stays and the next action works',
    laravelJourney,
    async ({ page }) => {
      await signInAs(page);
      await page.getByRole('menuitem', { name: 'Authors' }).click();
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      const before = (await storedSession(page))!;

      const refreshes: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/v1/oauth/token') && request.postData()?.includes('grant_type=refresh_token'))
          refreshes.push(request.url());
      });
      const loginVisits: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame() && frame.url().endsWith('/login')) loginVisits.push(frame.url());
      });

      // The access token the admin holds stops working: the server now answers it with 401, as it
      // does for an expired one (written as another tab would write it, so this tab takes it up).
      await page.evaluate(() => {
        const record = JSON.parse(localStorage.getItem('oAuth')!);
        record.accessToken = `expired-${record.accessToken}`;
        const value = JSON.stringify(record);
        localStorage.setItem('oAuth', value);
        window.dispatchEvent(new StorageEvent('storage', { key: 'oAuth', newValue: value, storageArea: localStorage }));
      });

      await page.getByRole('menuitem', { name: 'Injuries' }).click();
      await expect(page).toHaveURL(/\/injuries$/);
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await checkAccessibility(page);

      expect(refreshes).toHaveLength(1);
      expect(loginVisits).toEqual([]);
      const after = (await storedSession(page))!;
      expect(after.accessToken).not.toBe(before.accessToken);
      expect(after.accessToken).not.toMatch(/^expired-/);
      expect(after.refreshToken).not.toBe(before.refreshToken);
    },
  );

  test('several tabs whose token expires at once stay signed in: one refresh across the tabs, and the server revokes nothing', async ({
    page,
    context,
    request,
  }) => {
    await signInAs(page);
    const tabs = [page, ...(await Promise.all([1, 2, 3].map(() => context.newPage())))];
    for (const tab of tabs.slice(1)) {
      await tab.goto('/authors');
      await expect(tab.getByRole('row').nth(1)).toBeVisible();
    }
    const refreshes: number[] = [];
    context.on('response', (response) => {
      if (response.url().endsWith('/api/v1/oauth/token') && response.request().postData()?.includes('grant_type=refresh_token'))
        refreshes.push(response.status());
    });
    const loginVisits: string[] = [];
    for (const tab of tabs)
      tab.on('framenavigated', (frame) => {
        if (frame === tab.mainFrame() && frame.url().endsWith('/login')) loginVisits.push(frame.url());
      });

    // The access token every tab holds stops working (written once: the other tabs hear of it by
    // the browser's own storage event), then every tab asks the API for something at the same time.
    // A tab's own background request (presence, a live list) may meet the dead token first and
    // refresh it: each tab is waited for until it no longer holds the token that worked.
    const working = (await storedSession(page))!.accessToken;
    await page.evaluate(() => {
      const record = JSON.parse(localStorage.getItem('oAuth')!);
      const value = JSON.stringify({ ...record, accessToken: `expired-${record.accessToken}` });
      localStorage.setItem('oAuth', value);
      window.dispatchEvent(new StorageEvent('storage', { key: 'oAuth', newValue: value, storageArea: localStorage }));
    });
    for (const tab of tabs) await expect.poll(() => storedSession(tab).then((session) => session?.accessToken)).not.toBe(working);
    await Promise.all(tabs.map((tab) => tab.getByRole('menuitem', { name: 'Injuries' }).click()));
    for (const tab of tabs) {
      await expect(tab).toHaveURL(/\/injuries$/);
      await expect(tab.getByRole('row').nth(1)).toBeVisible();
    }

    expect(refreshes).toEqual([200]);
    expect(loginVisits).toEqual([]);
    // One session for every tab, and the server still honours it: no reuse was seen, nothing revoked.
    const sessions = await Promise.all(tabs.map((tab) => storedSession(tab)));
    expect(new Set(sessions.map((session) => session!.accessToken)).size).toBe(1);
    const me = await request.get('/api/v1/me', { headers: { Authorization: `Bearer ${sessions[0]!.accessToken}` } });
    expect(me.status()).toBe(200);
    await checkAccessibility(tabs[3]!);
  });

  test('a refresh token the server refuses ends the session once: one refresh, then sign in', laravelJourney, async ({ page }) => {
    await signInAs(page);
    await page.getByRole('menuitem', { name: 'Authors' }).click();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    const refreshes: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/v1/oauth/token') && response.request().postData()?.includes('grant_type=refresh_token'))
        refreshes.push(response.status());
    });
    const visits: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visits.push(new URL(frame.url()).pathname);
    });

    // Both tokens stop working: the access token is answered 401, and so is (Passport 12, the
    // Laravel profile) or 400 (Passport 13, the reference server) the refresh token.
    await page.evaluate(() => {
      const record = JSON.parse(localStorage.getItem('oAuth')!);
      const value = JSON.stringify({
        ...record,
        accessToken: `expired-${record.accessToken}`,
        refreshToken: `revoked-${record.refreshToken}`,
      });
      localStorage.setItem('oAuth', value);
      window.dispatchEvent(new StorageEvent('storage', { key: 'oAuth', newValue: value, storageArea: localStorage }));
    });
    await page.getByRole('menuitem', { name: 'Injuries' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    // The screen says why the user is there, and that nothing typed was lost.
    await expect(page.getByRole('status').filter({ hasText: 'Your session has ended.' })).toHaveText(
      'Your session has ended. Sign in again to go on where you were: what you had not saved is kept as a draft.',
    );
    // Nothing more is tried once the session is over.
    await page.waitForLoadState('networkidle');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]).toBeGreaterThanOrEqual(400);
    // Once at sign-in, the admin stays there (react-admin's redirect and the session's own may both land there).
    const atLogin = visits.indexOf('/login');
    expect(atLogin).toBeGreaterThanOrEqual(0);
    expect(visits.slice(atLogin).every((path) => path === '/login')).toBe(true);
    expect(await storedSession(page)).toBeNull();
    await checkAccessibility(page);
  });

  test('when loading the current user fails, the user is sent to sign in', async ({ page }) => {
    await signInAs(page);
    await page.route('**/api/v1/me', (route) => route.fulfill({ status: 500, json: { message: 'The user store is down' } }));
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await checkAccessibility(page);
  });

  test('signing out clears the session and leads to sign in', async ({ page }) => {
    await signInAs(page);
    await page.getByRole('button', { name: 'Profile' }).click();
    await checkAccessibility(page);
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedSession(page)).toBeNull();
    await page.goto('/exercises');
    await expect(page).toHaveURL(/\/login$/);
  });
});
