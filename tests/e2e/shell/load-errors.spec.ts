/**
 * A failed load is said as a failure, with the server's message, never as an empty state: a list
 * whose first page failed, a list whose next page failed, and a record that could not be loaded.
 * The server's failures are injected on the way (`page.route`); the retries reach the real server.
 */
import type { Page } from '@playwright/test';
import { test, expect, checkAccessibility } from '../fixtures';
import { rows, scrollToEnd } from '../resources/journey';
import { accessToken, firstId, startSignedIn } from './signIn';

const serverError = { status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Database is down' }) };

const listFailure = (page: Page) => page.getByRole('alert').filter({ hasText: 'could not be loaded' });

test('a list whose first page failed says so with the server message and a retry, never "No … found"', async ({ page }) => {
  await startSignedIn(page);
  const listCall = /\/api\/v1\/admin\/injuries(\?|$)/;
  await page.route(listCall, (route) => route.fulfill(serverError));
  await page.goto('/injuries');
  await expect(listFailure(page)).toHaveText(/The list could not be loaded: Database is down/);
  await expect(page.getByText(/No injur/i)).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
  await checkAccessibility(page);

  await page.unroute(listCall);
  await listFailure(page).getByRole('button', { name: 'Retry' }).click();
  await expect(rows(page).first()).toBeVisible();
  await expect(listFailure(page)).toHaveCount(0);
});

test('a next page that failed is not the end of the list: it says so, and the retry goes on', async ({ page }) => {
  await startSignedIn(page);
  await page.goto('/exercises');
  await expect(rows(page).first()).toBeVisible();
  const nextPage = (url: URL) => url.pathname.endsWith('/admin/exercises') && url.searchParams.has('page');
  await page.route(nextPage, (route) => route.fulfill(serverError));
  await scrollToEnd(page);
  await expect(listFailure(page)).toHaveText(/The next items could not be loaded: Database is down/);
  // The items loaded stay.
  await expect(rows(page).first()).toBeVisible();
  await checkAccessibility(page);

  await page.unroute(nextPage);
  const answer = page.waitForResponse((response) => nextPage(new URL(response.url())) && response.ok());
  await listFailure(page).getByRole('button', { name: 'Retry' }).click();
  await answer;
  await expect(listFailure(page)).toHaveCount(0);
});

test("a record that could not be loaded shows the error page of its status with the server's message", async ({ page, request }) => {
  await startSignedIn(page);
  const id = await firstId(request, await accessToken(request), 'injuries');
  const recordCall = `**/api/v1/admin/injuries/${id}`;
  await page.route(recordCall, (route) => route.fulfill(serverError));
  await page.goto(`/injuries/${id}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Server Error' })).toBeVisible();
  await expect(page.getByText('Database is down').first()).toBeVisible();
  await expect(page.getByText('Element does not exist')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/injuries/${id}/edit$`));
  await checkAccessibility(page);
  await page.unroute(recordCall);

  await page.goto('/injuries/00000000-0000-4000-8000-000000000000/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
  await expect(page.getByText('Element does not exist')).toHaveCount(0);
  await checkAccessibility(page);
});

test('one item that cannot be read is one marked row, saying what was wrong; the rest of the list shows', async ({ page }) => {
  await startSignedIn(page);
  const listCall = /\/api\/v1\/admin\/injuries(\?|$)/;
  let spoiled: string | undefined;
  await page.route(listCall, async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { data: Record<string, unknown>[] };
    // The second item's name is no per-language text at all: nothing can show it as a name.
    spoiled = body.data[1]!.id as string;
    body.data[1] = { ...body.data[1], name: 42 };
    await route.fulfill({ response: answer, json: body });
  });
  await page.goto('/injuries');
  const marked = rows(page).filter({ hasText: 'Could not parse injury' });
  await expect(marked).toHaveCount(1);
  await expect(marked).toContainText('What was wrong: ');
  await expect(marked).toContainText('name');
  expect(await rows(page).count()).toBeGreaterThan(2);
  await expect(page.getByText(/No injur/i)).toHaveCount(0);
  await checkAccessibility(page);
  // It still opens, by its own id, where the item is read again.
  await marked.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/injuries/${spoiled}/edit$`));
});

test('a referral that cannot be read says "Could not parse referral" on the list and on its edit screen', async ({ page, request }) => {
  await startSignedIn(page);
  const id = await firstId(request, await accessToken(request), 'referrals');
  const spoil = (item: Record<string, unknown>) => (item.id === id ? { ...item, link: { not: 'a link' } } : item);
  await page.route(/\/api\/v1\/admin\/referrals(\/[^/?]+)?(\?|$)/, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const answer = await route.fetch();
    const body = (await answer.json()) as { data: Record<string, unknown> | Record<string, unknown>[] };
    const data = Array.isArray(body.data) ? body.data.map(spoil) : spoil(body.data);
    await route.fulfill({ response: answer, json: { ...body, data } });
  });
  await page.goto('/referrals');
  const marked = rows(page).filter({ hasText: 'Could not parse referral' });
  await expect(marked).toHaveCount(1);
  await expect(marked).toContainText('link');
  await checkAccessibility(page);
  await page.goto(`/referrals/${id}/edit`);
  await expect(page.getByText(/^Could not parse referral\. What was wrong: link/)).toBeVisible();
  await expect(page.getByText('Element does not exist')).toHaveCount(0);
  await checkAccessibility(page);
});
