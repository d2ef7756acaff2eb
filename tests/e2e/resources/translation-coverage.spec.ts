/**
 * Translation coverage (docs/content-tools.md, "Translation coverage") on the demo library, which
 * holds a few exercises whose Dutch or French text is not done yet: "Missing in Dutch" lists
 * exactly those the API counts, the coverage column says which languages are missing, and the
 * Translations screen marks them and opens an item's form on the Dutch tab.
 */
import type { APIRequestContext } from '@playwright/test';
import { checkAccessibility, expect, test } from '../fixtures';
import { accessToken, startSignedIn } from '../shell/signIn';
import { rows } from './journey';

/** The exercises the API says miss Dutch: their English names, in the list's order. */
async function missingDutch(request: APIRequestContext): Promise<string[]> {
  const token = await accessToken(request);
  const answer = await request.get('/api/v1/admin/exercises', {
    params: { missing: 'nl', per_page: 100 },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { data: { name: Record<string, string> }[]; meta: { total: number } };
  expect(body.meta.total).toBe(body.data.length);
  return body.data.map((item) => item.name.en);
}

test('"Missing in Dutch" lists exactly the exercises without Dutch, and the Translations screen opens one on its Dutch tab', async ({
  page,
  request,
}) => {
  const expected = await missingDutch(request);
  expect(expected.length).toBeGreaterThan(0);

  await startSignedIn(page);
  await page.goto('/exercises');
  await expect(rows(page).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Missing in' }).click();
  await page.getByRole('option', { name: 'Dutch', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `${expected.length} exercise` })).toBeVisible();
  await expect(rows(page)).toHaveCount(expected.length);
  for (const [index, name] of expected.entries()) await expect(rows(page).nth(index)).toContainText(name);
  // Each row's coverage cell says Dutch is missing, in full for a screen reader.
  for (const index of expected.keys())
    await expect(rows(page).nth(index)).toContainText(/5 of 6 languages translated; missing: Dutch|languages translated; missing: .*Dutch/);
  await checkAccessibility(page);

  // The Translations screen, from the list's header.
  await page.getByRole('link', { name: 'Translations' }).click();
  await expect(page).toHaveURL(/\/exercises\/translations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Exercise translations' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: 'Missing in Dutch' }).click();
  const table = page.getByRole('table', { name: 'Exercise translations' });
  await expect(table.getByRole('row')).toHaveCount(expected.length + 1);
  const first = table.getByRole('row', { name: new RegExp(expected[0].replace(/[()]/g, '\\$&')) });
  await expect(first.getByRole('link', { name: 'Dutch: missing' })).toBeVisible();
  await expect(first.getByRole('link', { name: 'English: translated' })).toBeVisible();
  await checkAccessibility(page);

  // By keyboard: the missing Dutch cell opens the item's form on the Dutch tab.
  await first.getByRole('link', { name: 'Dutch: missing' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/exercises\/[0-9a-f-]+\/edit\/details\?language=nl$/);
  await expect(page.getByRole('tab', { name: /^Dutch/ })).toHaveAttribute('aria-selected', 'true');
  await checkAccessibility(page);
});

/** The API as the admin calls it, with the demo staff member's token. */
async function apiCall(request: APIRequestContext, method: 'GET' | 'PATCH' | 'DELETE', path: string, data?: unknown, headers = {}) {
  const token = await accessToken(request);
  const answer = await request.fetch(`/api/v1/admin/${path}`, { method, data, headers: { Authorization: `Bearer ${token}`, ...headers } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return answer.status() === 204 ? undefined : ((await answer.json()) as { data: any });
}

test('a partly translated exercise stays fixable: a save names and opens what is missing, and it comes back from History and Recently deleted', async ({
  page,
  request,
}) => {
  // A demo exercise without its French description, as content from before every language was required.
  const [item] = (await apiCall(request, 'GET', 'exercises?missing=fr&per_page=1'))!.data as {
    id: string;
    version: number;
    premium: boolean;
    name: { en: string };
  }[];
  expect(item).toBeDefined();
  // Bulk changes pass such an item: one version with premium changed, then one as it was.
  for (const [premium, version] of [
    [!item.premium, item.version],
    [item.premium, item.version + 1],
  ] as const)
    await apiCall(request, 'PATCH', 'exercises/bulk', { ids: [item.id], versions: [version], data: { premium } });

  await startSignedIn(page);
  await page.goto(`/exercises/${item.id}/edit/details`);
  await expect(page.getByRole('heading', { level: 1, name: item.name.en })).toBeVisible();
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  await history.getByRole('button', { name: new RegExp(`^Version ${item.version + 1}: changed`) }).click();
  await checkAccessibility(page);
  await history.getByRole('button', { name: `Restore version ${item.version + 1}` }).click();
  await expect(page.getByText(`Version ${item.version + 1} restored`, { exact: true })).toBeVisible({ timeout: 15_000 });
  await history.getByRole('button', { name: 'Close' }).click();

  // Every language is still required to save: the form says which, opens it, and puts the cursor there.
  await page.getByRole('tab', { name: /^English/ }).click();
  const englishName = page.getByRole('tabpanel', { name: /^English/ }).getByRole('textbox', { name: /^Name/ });
  await englishName.fill(`${item.name.en} renamed`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Not saved: check Description (French).', { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^French/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: /^French/ }).getByRole('textbox', { name: /^Description/ })).toBeFocused();
  await checkAccessibility(page);
  // The English name back as it was, so that leaving the form asks nothing.
  await page.getByRole('tab', { name: /^English/ }).click();
  await englishName.fill(item.name.en);

  // Deleted, it comes back from the list's Recently deleted, still missing its French text.
  const { version } = (await apiCall(request, 'GET', `exercises/${item.id}`))!.data as { version: number };
  await apiCall(request, 'DELETE', `exercises/${item.id}`, undefined, { 'If-Match': `"${version}"` });
  await page.getByRole('menuitem', { name: 'Exercises' }).click();
  await page.getByRole('button', { name: 'Recently deleted' }).click();
  const deleted = page.getByRole('dialog', { name: 'Recently deleted' });
  await deleted.getByRole('button', { name: `Restore ${item.name.en}` }).click();
  await expect(page.getByText(`${item.name.en} restored`, { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(deleted.getByRole('button', { name: `Restore ${item.name.en}` })).toHaveCount(0);
  await checkAccessibility(page);
  const back = (await apiCall(request, 'GET', `exercises/${item.id}`))!.data as { premium: boolean; description: Record<string, string> };
  expect(back).toMatchObject({ premium: !item.premium, description: { fr: '' } });
  // The demo item as it was found, for the specs after this one.
  await apiCall(request, 'PATCH', 'exercises/bulk', { ids: [item.id], versions: [version + 2], data: { premium: item.premium } });
});
