import { pageDownUntil } from '../../../bench/page-down-until';
import { expect } from '../fixtures';
import { inBatches, inEveryLanguage, rows, scrollToEnd, search, searchBox, staffApi, test } from './journey';

test.describe.configure({ timeout: 300_000 });

const total = 500;
const name = (index: number) => `Scroll drill ${String(index).padStart(3, '0')}`;

test.beforeAll(async ({ request }) => {
  const client = await staffApi(request);
  if ((await client.list('injuries', 'Scroll drill')).length > 0) return;
  const numbers = Array.from({ length: total }, (_, index) => index + 1);
  await inBatches(numbers, 10, (index) => client.create('injuries', { name: inEveryLanguage(name(index)) }));
});

const scrollY = (page: import('@playwright/test').Page) => page.evaluate(() => window.scrollY);

test('a list of 500 scrolled to its end keeps its place and its search after a visit to an item', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('menuitem', { name: 'Injuries' }).click();
  await search(page, 'Scroll drill');
  await expect(rows(page).first()).toContainText(name(1));

  // Paging down loads the next page, page after page, until there is none; the table then counts
  // all of them (its rows beyond the view are not in the DOM).
  await page.evaluate(pageDownUntil, { lastRow: `table tbody tr[aria-rowindex="${total + 1}"]`, budgetMs: 120_000 });
  await scrollToEnd(page);
  await expect(rows(page).last()).toContainText(name(total));
  await expect(page.getByRole('table')).toHaveAttribute('aria-rowcount', String(total + 1));
  const position = await scrollY(page);
  expect(position).toBeGreaterThan(0);

  const item = rows(page).filter({ hasText: `${name(total - 2)} (English)` });
  await item.click();
  await expect(page).toHaveURL(/\/injuries\/[0-9a-f-]+\/edit$/);
  await expect(page.getByRole('tab', { name: 'English: translated' })).toBeVisible();

  await page.goBack();
  await expect(searchBox(page)).toHaveValue('Scroll drill');
  await expect(page.getByRole('table')).toHaveAttribute('aria-rowcount', String(total + 1));
  await expect.poll(() => scrollY(page)).toBe(position);
  await expect(item).toBeInViewport();

  // Saving an item brings the user back to the same place too.
  await item.click();
  await page
    .getByRole('tabpanel', { name: /^English:/ })
    .getByRole('textbox', { name: /^Name/ })
    .fill(`${name(total - 2)} (English, edited)`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/injuries(\?.*)?$/);
  await expect(searchBox(page)).toHaveValue('Scroll drill');
  await expect(rows(page).filter({ hasText: 'edited' })).toBeInViewport();
});
