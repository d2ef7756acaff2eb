/**
 * The exercise list over 10,000 exercises (issue 6): scrolled to its end, it fetched every page
 * once, each through the `links.next` of the page before, and its table never held more than 100
 * rows. On a server of its own (the benchmarks' one: a fresh temporary database filled with
 * generated exercises, on a free port of 127.0.0.1, serving the built admin), stopped after.
 */
import type { Response } from '@playwright/test';
import { startBenchServer } from '../../../bench/bench-server';
import { pageDownUntil } from '../../../bench/page-down-until';
import { checkAccessibility, expect } from '../fixtures';
import { rows, test as journey } from './journey';
import { isListRequest } from './list-requests';

const exercises = 10_000;
const pageSize = 25;
const mostRowsAllowed = 100;

const test = journey.extend<object, { largeLibrary: string }>({
  largeLibrary: [
    async ({}, use) => {
      const server = await startBenchServer({ dataDir: undefined, exercises, name: 'e2e-large-list' });
      try {
        await use(await server.serveAdmin('dist'));
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ largeLibrary }, use) => use(largeLibrary),
});

test.describe.configure({ timeout: 600_000 });

interface ListPage {
  url: string;
  next: string | null;
  total: number;
}

const listPageOf = async (response: Response): Promise<ListPage> => {
  const body = (await response.json()) as { links: { next: string | null }; meta: { total: number } };
  return { url: response.url(), next: body.links.next, total: body.meta.total };
};

test('scrolled to its end, the list of 10,000 fetched each page once through the previous page’s next link, with at most 100 rows in the DOM', async ({
  page,
}) => {
  // The most rows the table's body held at any moment, counted after every change of the DOM.
  await page.addInitScript(() => {
    const counted = window as unknown as { mostRows: number };
    counted.mostRows = 0;
    new MutationObserver(() => {
      counted.mostRows = Math.max(counted.mostRows, document.querySelectorAll('table tbody tr').length);
    }).observe(document, { childList: true, subtree: true });
  });
  // Signed in, the admin lands on this list: its first page is in before the counting starts.
  await expect(rows(page).first()).toBeVisible();
  const answers: Promise<ListPage>[] = [];
  page.on('response', (response) => {
    if (isListRequest('exercises')(response.request())) answers.push(listPageOf(response));
  });

  await page.goto('/exercises');
  await expect(rows(page).first()).toBeVisible();
  await checkAccessibility(page);

  // Paging down, as a reader would, until the last exercise is the table's last row.
  await page.evaluate(pageDownUntil, { lastRow: `table tbody tr[aria-rowindex="${exercises + 1}"]`, budgetMs: 540_000 });
  await checkAccessibility(page);

  const pages = await Promise.all(answers);
  expect(pages[0]!.total).toBe(exercises);
  expect(pages).toHaveLength(exercises / pageSize);
  expect(new Set(pages.map((listPage) => listPage.url)).size).toBe(pages.length);
  expect(new URL(pages[0]!.url).searchParams.get('per_page')).toBe(String(pageSize));
  pages.slice(1).forEach((listPage, index) => expect(listPage.url, `page ${index + 2}`).toBe(pages[index]!.next));
  expect(pages.at(-1)!.next).toBeNull();

  const mostRows = await page.evaluate(() => (window as unknown as { mostRows: number }).mostRows);
  expect(mostRows).toBeGreaterThan(0);
  expect(mostRows).toBeLessThanOrEqual(mostRowsAllowed);
});
