/**
 * The exercise list over 2,000 exercises, twenty times what its table may hold: scrolled to its
 * end, it fetched every page once, each through the `links.next` of the page before, and its table
 * never held more than 100 rows. On a server of its own (the benchmarks' one: a fresh temporary database filled with
 * generated exercises, on a free port of 127.0.0.1, serving the built admin), stopped after.
 */
import type { Page, Response } from '@playwright/test';
import { startBenchServer, type BenchServer } from '../../../bench/bench-server';
import { pageDownUntil } from '../../../bench/page-down-until';
import { checkAccessibility, expect } from '../fixtures';
import { confirmDialog, expectToast, rows, test as journey } from './journey';
import { isListRequest } from './list-requests';

// The behaviour at any length past the table's window; the figures at 10,000 are bench:list's.
const exercises = 2_000;
const pageSize = 25;
const mostRowsAllowed = 100;

const test = journey.extend<object, { largeLibrary: { adminUrl: string; server: BenchServer } }>({
  largeLibrary: [
    async ({}, use) => {
      const server = await startBenchServer({ dataDir: undefined, exercises, name: 'e2e-large-list' });
      try {
        await use({ adminUrl: await server.serveAdmin('dist'), server });
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ largeLibrary }, use) => use(largeLibrary.adminUrl),
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

/** The widths of the table's columns, as its header cells have them. */
const columnWidths = (page: Page) =>
  page
    .locator('table thead tr')
    .first()
    .locator('th')
    .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width));

test('scrolled to its end, the list of 2,000 fetched each page once through the previous page’s next link, with at most 100 rows in the DOM and its columns as wide as at the first page', async ({
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
  await page.goto('/');
  await expect(rows(page).first()).toBeVisible();
  const answers: Promise<ListPage>[] = [];
  page.on('response', (response) => {
    if (isListRequest('exercises')(response.request())) answers.push(listPageOf(response));
  });

  await page.goto('/exercises');
  await expect(rows(page).first()).toBeVisible();
  await checkAccessibility(page);
  // The first rows' widths are held (useHeldColumnWidths): rows coming in are not measured again.
  await expect(page.locator('table').first()).toHaveCSS('table-layout', 'fixed');
  const firstWidths = await columnWidths(page);

  // Paging down, as a reader would, until the last exercise is the table's last row.
  await page.evaluate(pageDownUntil, { lastRow: `table tbody tr[aria-rowindex="${exercises + 1}"]`, budgetMs: 540_000 });
  await checkAccessibility(page);

  expect(await columnWidths(page)).toEqual(firstWidths);

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

/** Every exercise's premium flag and whether it has a video, read page by page through the API. */
async function premiumByVideo(server: BenchServer): Promise<Map<string, { premium: boolean; video: boolean }>> {
  const found = new Map<string, { premium: boolean; video: boolean }>();
  for (let page = 1; found.size < exercises; page++) {
    const answer = await fetch(`${server.apiUrl}/admin/exercises?per_page=100&page=${page}`, {
      headers: { authorization: `Bearer ${server.token}` },
    });
    const { data } = (await answer.json()) as { data: { id: string; premium: boolean; video: unknown }[] };
    if (data.length === 0) break;
    for (const item of data) found.set(item.id, { premium: item.premium, video: item.video !== null });
  }
  return found;
}

test('"Select all matching" sets premium on every exercise the filter selects, loaded or not, in one request with the confirmed count, and on no other', async ({
  page,
  largeLibrary: { server },
}) => {
  const before = await premiumByVideo(server);
  const withVideo = [...before.values()].filter((item) => item.video).length;
  expect(withVideo).toBeGreaterThan(pageSize * 4);
  // As the admin writes a count in its interface language (en-US in this browser).
  const shown = withVideo.toLocaleString('en-US');

  await page.goto(`/exercises?filter=${encodeURIComponent(JSON.stringify({ video: true }))}`);
  await expect(rows(page).first()).toBeVisible();
  const bulkRequests: { url: string; body: unknown }[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/api/v1/admin/exercises/bulk'))
      bulkRequests.push({ url: request.url(), body: request.postDataJSON() });
  });

  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await page.getByRole('button', { name: `Select all ${shown} exercises matching` }).click();
  await expect(page.getByRole('status').filter({ hasText: `All ${shown} exercises that match are selected.` })).toBeVisible();
  await checkAccessibility(page);
  // The write is held until the bar has been seen saying what it does, and no other bulk action open meanwhile.
  let sendWrite = () => {};
  const writeSent = new Promise<void>((resolve) => (sendWrite = resolve));
  const isBulkWrite = (url: URL) => url.pathname.endsWith('/api/v1/admin/exercises/bulk');
  await page.route(isBulkWrite, async (route) => {
    await writeSent;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Change' }).click();
  await page.getByRole('menuitem', { name: 'Set Premium to yes' }).click();
  await confirmDialog(page, `Set Premium to yes on all ${shown} exercises that match the search and filters?`);
  await expect(page.getByRole('status').filter({ hasText: `Setting Premium to yes on ${shown} exercises…` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeDisabled();
  await checkAccessibility(page);
  sendWrite();
  await expectToast(page, `Premium set to yes on ${shown} exercises`);
  await page.unroute(isBulkWrite);

  expect(bulkRequests).toHaveLength(1);
  expect(new URL(bulkRequests[0]!.url).searchParams.get('video')).toBe('1');
  expect(bulkRequests[0]!.body).toEqual({ count: withVideo, data: { premium: true } });
  const after = await premiumByVideo(server);
  for (const [id, item] of after) expect(item.premium, id).toBe(item.video ? true : before.get(id)!.premium);
});
