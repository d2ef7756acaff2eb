/**
 * Translation coverage (issue 17 item 2) on the demo library, which holds a few exercises whose
 * Dutch or French text is not done yet: "Missing in Dutch" lists exactly those the API counts, the
 * coverage column says which languages are missing, and the Translations screen marks them and
 * opens an item's form on the Dutch tab.
 */
import type { APIRequestContext } from '@playwright/test';
import { checkAccessibility, expect, test } from '../fixtures';
import { accessToken, signInAs } from '../shell/signIn';
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

  await signInAs(page);
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
