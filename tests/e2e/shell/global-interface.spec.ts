import type { Page, Route } from '@playwright/test';
import { test, expect, checkAccessibility } from '../fixtures';
import { accessToken, signInAs, startSignedIn } from './signIn';

const progressBar = (page: Page) => page.getByRole('progressbar', { name: 'Page loading' });
const toasts = (page: Page) => page.locator('.MuiSnackbar-root');

/** Opens the admin signed in and waits until the landing list has loaded and nothing is loading any more. */
async function signInAndSettle(page: Page) {
  await startSignedIn(page);
  await page.goto('/');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(progressBar(page)).toHaveCount(0);
}

/** Counts, from now on, how often the progress bar appears and the most toasts shown at once. */
async function watchScreen(page: Page) {
  await page.evaluate(() => {
    const seen = { progressBars: 0, mostToasts: 0 };
    let barShown = false;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"][aria-label="Page loading"]') !== null;
      if (bar && !barShown) seen.progressBars += 1;
      barShown = bar;
      seen.mostToasts = Math.max(seen.mostToasts, document.querySelectorAll('.MuiSnackbar-root').length);
    }).observe(document.body, { childList: true, subtree: true });
    (window as unknown as { seen: typeof seen }).seen = seen;
  });
  return () => page.evaluate(() => (window as unknown as { seen: { progressBars: number; mostToasts: number } }).seen);
}

/** The server failing every list request of an API path with a 5xx and this body. */
const failWith = (status: number, body: unknown) => (route: Route) =>
  route.fulfill({ status, contentType: 'application/json', body: body === undefined ? '' : JSON.stringify(body) });

test.describe('the global interface', () => {
  test('the progress bar stays away when a screen loads fast', async ({ page, request }) => {
    await signInAndSettle(page);
    // The authors' first page, answered at once: the server is as fast as it gets.
    const token = await accessToken(request);
    const authors = await (await request.get('/api/v1/admin/authors', { headers: { Authorization: `Bearer ${token}` } })).json();
    await page.route('**/api/v1/admin/authors?*', (route) => route.fulfill({ json: authors }));
    const seen = await watchScreen(page);
    await page.getByRole('menuitem', { name: 'Authors' }).click();
    await expect(page).toHaveURL(/\/authors$/);
    await expect(page.getByRole('row').filter({ hasText: authors.data[0].first_name }).first()).toBeVisible();
    expect((await seen()).progressBars).toBe(0);
  });

  test('the progress bar shows when a screen loads slowly, then fades away', async ({ page }) => {
    await signInAndSettle(page);
    // The server takes 4 s to answer the injuries list.
    await page.route('**/api/v1/admin/injuries?*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4000));
      await route.continue();
    });
    const seen = await watchScreen(page);
    await page.getByRole('menuitem', { name: 'Injuries' }).click();
    await expect(progressBar(page)).toBeVisible();
    await checkAccessibility(page);
    await expect(progressBar(page)).toHaveCount(0, { timeout: 10_000 });
    expect((await seen()).progressBars).toBe(1);
  });

  test('a 5xx shows the server message in a toast at the bottom centre', async ({ page }) => {
    await startSignedIn(page);
    await page.goto('/');
    await page.route('**/api/v1/admin/authors?*', failWith(503, { message: 'The database is taking a nap' }));
    await page.getByRole('menuitem', { name: 'Authors' }).click();
    const toast = toasts(page);
    await expect(toast).toHaveText('The database is taking a nap');
    const box = (await toast.locator('.MuiSnackbarContent-root').boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
    expect(viewport.height - (box.y + box.height)).toBeLessThan(40);
    await checkAccessibility(page);
  });

  test('a 5xx without a message says Something went wrong', async ({ page }) => {
    await startSignedIn(page);
    await page.goto('/');
    await page.route('**/api/v1/admin/injuries?*', failWith(500, undefined));
    await page.getByRole('menuitem', { name: 'Injuries' }).click();
    await expect(toasts(page)).toHaveText('Something went wrong');
  });

  test('two toasts show one after the other, never together', async ({ page }) => {
    await startSignedIn(page);
    await page.goto('/');
    await page.route('**/api/v1/admin/authors?*', failWith(500, { message: 'First failure' }));
    await page.route('**/api/v1/admin/injuries?*', failWith(500, { message: 'Second failure' }));
    const seen = await watchScreen(page);
    await page.getByRole('menuitem', { name: 'Authors' }).click();
    await expect(toasts(page)).toHaveText('First failure');
    await page.getByRole('menuitem', { name: 'Injuries' }).click();
    await expect(page).toHaveURL(/\/injuries$/);
    // The second waits for the first to go (5 s), then has the place to itself.
    await expect(toasts(page)).toHaveText('First failure');
    await expect(toasts(page)).toHaveText('Second failure', { timeout: 10_000 });
    expect((await seen()).mostToasts).toBe(1);
  });

  test('the theme and its motion follow the system preference, and change when it changes', async ({ page }) => {
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/login');
    await expect.poll(background).toBe('rgb(16, 23, 18)');
    await checkAccessibility(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(background).toBe('rgb(245, 247, 245)');
    const transition = () =>
      page.getByRole('button', { name: 'Sign in' }).evaluate((button) => getComputedStyle(button).transitionDuration);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect.poll(transition).not.toMatch(/^0s(, 0s)*$/);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(transition).toMatch(/^0s(, 0s)*$/);

    await signInAs(page);
    await expect.poll(background).toBe('rgb(245, 247, 245)');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(background).toBe('rgb(16, 23, 18)');
    await page.goto('/export');
    await checkAccessibility(page);
  });

  test('nothing is requested from any host but the server', async ({ page, serverUrl }) => {
    const hosts = new Set<string>();
    page.on('request', (request) => hosts.add(new URL(request.url()).host));
    await signInAs(page);
    await page.getByRole('menuitem', { name: 'Authors' }).click();
    await page.getByRole('menuitem', { name: 'Export' }).click();
    await expect(page).toHaveURL(/\/export$/);
    expect([...hosts]).toEqual([new URL(serverUrl).host]);
  });
});
