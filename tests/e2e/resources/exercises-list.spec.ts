/**
 * The exercise library's list against the real server with the demo
 * content: the debounced search, the filters and the sort as the API's parameters, the total, and
 * the bulk actions on a selection, each one request.
 */
import type { Page, Request } from '@playwright/test';
import { checkAccessibility, expect, laravelJourney } from '../fixtures';
import { api, bulkDeleteFound, expectToast, inEveryLanguage, rows, search, searchBox, staffApi, test } from './journey';
import { isListRequest, queryOf, recordListRequests } from './list-requests';
import { accessToken } from '../shell/signIn';

test.describe.configure({ timeout: 180_000 });

/** Ten characters, the name shared by this spec's own exercises. */
const searchText = 'Bulk drill';
const names = ['Bulk drill e2e 1', 'Bulk drill e2e 2', 'Bulk drill e2e 3'];

test.beforeAll(async ({ request }) => {
  const client = await staffApi(request);
  if ((await client.list('exercises', searchText)).length > 0) return;
  for (const name of names) {
    await client.create('exercises', { name: inEveryLanguage(name), description: inEveryLanguage(`${name} how-to`), types: ['agility'] });
  }
});

/** Opens the list afresh and answers its first request, once its rows show. */
async function openList(page: Page): Promise<Request> {
  const first = page.waitForRequest(isListRequest('exercises'));
  await page.goto('/exercises');
  await expect(rows(page).first()).toBeVisible();
  return first;
}

/** Does `act`, and answers the list request it sends, once its answer has arrived. */
async function listRequestOf(page: Page, act: () => Promise<unknown>): Promise<Record<string, string>> {
  const answered = page.waitForResponse((response) => isListRequest('exercises')(response.request()));
  await act();
  return queryOf((await answered).request());
}

/** Picks an option of one of the list's select filters. */
const pickFilter = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

test('ten characters typed in the search box send one list request, with the whole text', laravelJourney, async ({ page }) => {
  await openList(page);
  await checkAccessibility(page);
  const sent = recordListRequests(page, 'exercises');
  await searchBox(page).pressSequentially(searchText);
  await expect(rows(page)).toHaveCount(names.length);
  expect(sent.map((request) => queryOf(request).search)).toEqual([searchText]);
});

test(
  'the list sorts by name first, shows the total, and sends each filter and sort as the API names them',
  laravelJourney,
  async ({ page }) => {
    const first = await openList(page);
    expect(queryOf(first)).toMatchObject({ column: 'name', direction: 'asc', per_page: '25' });
    const total = ((await (await first.response())!.json()) as { meta: { total: number } }).meta.total;
    await expect(page.getByRole('status').filter({ hasText: `${total} exercises` })).toBeVisible();

    // A category spelled with a space goes as it is spelled, and its items show.
    expect(await listRequestOf(page, () => pickFilter(page, 'Type', 'Strength power'))).toMatchObject({ type: 'strength power' });
    await expect(rows(page).first()).toContainText('Strength power');
    expect(await listRequestOf(page, () => pickFilter(page, 'Type', 'Agility'))).toMatchObject({ type: 'agility' });
    expect(await listRequestOf(page, () => pickFilter(page, 'Has video', 'Yes'))).toMatchObject({ type: 'agility', video: '1' });
    expect(await listRequestOf(page, () => pickFilter(page, 'Has video', 'No'))).toMatchObject({ video: '0' });
    expect(await listRequestOf(page, () => pickFilter(page, 'Has thumbnail', 'Yes'))).toMatchObject({ video: '0', thumbnail: '1' });
    expect(await listRequestOf(page, () => pickFilter(page, 'Has thumbnail', 'No'))).toMatchObject({ thumbnail: '0' });
    await checkAccessibility(page);

    const equipment = page.getByRole('combobox', { name: 'Equipment' });
    await equipment.fill('Marker');
    const withEquipment = await listRequestOf(page, () => page.getByRole('option', { name: 'Marker cones' }).click());
    expect(withEquipment.equipment).toMatch(/^[0-9a-f-]{36}$/);

    const sortByLevel = () => page.getByRole('button', { name: /Sort by level/i }).click();
    expect(await listRequestOf(page, sortByLevel)).toMatchObject({ column: 'level', direction: 'asc', equipment: withEquipment.equipment });
    expect(await listRequestOf(page, sortByLevel)).toMatchObject({ column: 'level', direction: 'desc' });
    await checkAccessibility(page);
  },
);

test('search, filters, sort and scroll position are kept across a visit to an exercise', async ({ page }) => {
  await openList(page);
  await listRequestOf(page, () => search(page, 'advanced'));
  await listRequestOf(page, () => pickFilter(page, 'Type', 'Agility'));
  const sortByLevel = () => page.getByRole('button', { name: /Sort by level/i }).click();
  expect(await listRequestOf(page, sortByLevel)).toMatchObject({ search: 'advanced', type: 'agility', column: 'level', direction: 'asc' });
  expect(await listRequestOf(page, sortByLevel)).toMatchObject({ column: 'level', direction: 'desc' });
  await expect(rows(page).first()).toContainText('advanced');
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const position = await page.evaluate(() => window.scrollY);
  const item = rows(page).nth(3);
  const name = await item.getByRole('link').textContent();

  await item.getByRole('link').click();
  await expect(page).toHaveURL(/\/exercises\/[0-9a-f-]+\/edit/);
  await page.goBack();
  await expect(searchBox(page)).toHaveValue('advanced');
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveText('Agility');
  await expect(page).toHaveURL(/[?&]sort=level(&|$)/);
  await expect(page).toHaveURL(/[?&]order=DESC(&|$)/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(position);
  await expect(rows(page).filter({ hasText: name! })).toBeInViewport();
  await checkAccessibility(page);
});

/** The cell of `column` (its header's text) in each row shown. */
async function columnCells(page: Page, column: string) {
  const headers = await page.getByRole('columnheader').allTextContents();
  const index = headers.findIndex((header) => header.trim() === column);
  return rows(page).locator(`td:nth-child(${index + 1})`);
}

/** Sets a yes/no field on the selected rows through a bulk action: one request, a toast, the rows updated. */
async function bulkSet(page: Page, action: string, toast: string, body: Record<string, unknown>, column: string, shown: 'Yes' | 'No') {
  const bulkRequests: Request[] = [];
  const recordBulk = (request: Request) => {
    if (request.method() !== 'GET' && request.url().includes('/api/v1/admin/exercises/bulk')) bulkRequests.push(request);
  };
  page.on('request', recordBulk);
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await expect(page.getByRole('status').filter({ hasText: `${names.length} exercises selected` })).toBeVisible();
  await checkAccessibility(page);
  await page.getByRole('button', { name: 'Change' }).click();
  await checkAccessibility(page);
  await page.getByRole('menuitem', { name: action }).click();
  await expectToast(page, toast);
  // The selection is cleared (react-admin's bulk bar stays in the DOM, folded away).
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);
  const cells = await columnCells(page, column);
  for (const cell of await cells.all()) await expect(cell.getByLabel(shown)).toBeVisible();
  expect(bulkRequests.map((request) => [request.method(), new URL(request.url()).pathname])).toEqual([
    ['PATCH', '/api/v1/admin/exercises/bulk'],
  ]);
  // With the version of each item, one per id.
  expect(bulkRequests[0]!.postDataJSON()).toEqual({
    ids: expect.arrayContaining([expect.any(String)]),
    versions: expect.any(Array),
    data: body,
  });
  expect(bulkRequests[0]!.postDataJSON().versions).toHaveLength(names.length);
  expect(bulkRequests[0]!.postDataJSON().ids).toHaveLength(names.length);
  page.off('request', recordBulk);
}

/** The background of the row under the pointer at (x, y). */
const rowBackgroundAt = (page: Page, x: number, y: number) =>
  page.evaluate(([x, y]) => getComputedStyle(document.elementFromPoint(x, y)!.closest('tr')!).backgroundColor, [x, y]);

// While the window scrolls the rows' hover look rests (useHoverRestsWhileScrolling): the rows
// still take the pointer's clicks, and the row under the pointer is highlighted once it rests.
test('the row under a resting pointer is highlighted, again once a scroll has rested, and a click as the window scrolls opens a row', async ({
  page,
}) => {
  await openList(page);
  const body = page.locator('table tbody').first();
  const box = (await rows(page).nth(2).boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  const noBackground = 'rgba(0, 0, 0, 0)';
  await expect.poll(() => rowBackgroundAt(page, x, y)).not.toBe(noBackground);

  await page.mouse.wheel(0, 120);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(body).not.toHaveAttribute('data-scrolling');
  await expect.poll(() => rowBackgroundAt(page, x, y)).not.toBe(noBackground);

  // The press comes while the hover rests (noted on the window, which the admin's navigation
  // keeps). The window is scrolled at once rather than by the wheel, whose smooth scroll may move
  // another row under the pointer between the press and the release: the click then goes to the
  // table, as in any browser.
  type Noted = { pressedWhileScrolling?: boolean };
  await page.evaluate(() => {
    const tbody = document.querySelector('table tbody')!;
    const note = () => ((window as Noted).pressedWhileScrolling = tbody.hasAttribute('data-scrolling'));
    document.addEventListener('mousedown', note, { capture: true, once: true });
    window.scrollBy(0, 40);
  });
  await expect(body).toHaveAttribute('data-scrolling');
  await page.mouse.click(x, y);
  await expect(page).toHaveURL(/\/exercises\/[0-9a-f-]+\/edit/);
  expect(await page.evaluate(() => (window as Noted).pressedWhileScrolling)).toBe(true);
});

test('the bulk bar says once what is selected, with one way to widen the selection to every match and one to clear it', async ({
  page,
  request,
}) => {
  const headers = { Authorization: `Bearer ${await accessToken(request)}` };
  const filter = { type: 'strength' };
  const counted = await request.get(`/api/v1/admin/exercises/count?type=strength`, { headers });
  const { count } = ((await counted.json()) as { data: { count: number } }).data;
  expect(count).toBeGreaterThan(25);
  await page.goto(`/exercises?filter=${encodeURIComponent(JSON.stringify(filter))}`);
  await expect(rows(page).first()).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  const statements = page.getByRole('status').filter({ hasText: /selected\.?$/ });
  await expect(statements).toHaveText(['25 exercises selected']);
  await page.getByRole('button', { name: `Select all ${count} exercises matching` }).click();
  await expect(statements).toHaveText([`All ${count} exercises that match are selected.`]);
  await expect(page.getByRole('button', { name: /^Select all/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Clear selection|Unselect)$/ })).toHaveCount(1);
  await checkAccessibility(page);
  await page.getByRole('button', { name: 'Clear selection' }).click();
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);
});

// The widest the table gets: a name of one unbroken word, first by name, as other specs may leave.
test('at 1280 px the filters are on one line and the bulk bar fits: every bulk action is on screen and the page does not scroll sideways', async ({
  page,
  request,
}) => {
  const token = await accessToken(request);
  const longName = `000${'Unbrokenwordwithoutanyspace'.repeat(4)}`;
  const { id } = await api(request, token).create('exercises', {
    name: inEveryLanguage(longName),
    description: inEveryLanguage(longName),
    types: ['agility'],
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await openList(page);
  await expect(rows(page).first()).toContainText(longName.slice(0, 20));
  // The search and every filter on one line.
  const filterBar = page.locator('form').filter({ has: searchBox(page) });
  const tops = await filterBar
    .locator('.MuiInputBase-root')
    .evaluateAll((boxes) => boxes.map((box) => Math.round(box.getBoundingClientRect().top)));
  expect(tops.length).toBeGreaterThan(1);
  expect(new Set(tops).size).toBe(1);
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  for (const name of ['Clear selection', 'Change', 'Delete'])
    await expect(page.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: /^Select all \d+ exercises matching$/ })).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await checkAccessibility(page);
  const headers = { Authorization: `Bearer ${token}` };
  const item = await request.get(`/api/v1/admin/exercises/${id}`, { headers });
  expect(
    (await request.delete(`/api/v1/admin/exercises/${id}`, { headers: { ...headers, 'If-Match': item.headers()['etag']! } })).ok(),
  ).toBe(true);
});

test('on a phone the column header sits above the first row, covering none of it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openList(page);
  const header = await page.locator('table thead th').last().boundingBox();
  const firstRow = await rows(page).first().boundingBox();
  expect(header!.y + header!.height).toBeLessThanOrEqual(firstRow!.y + 1);
});

test('bulk actions mark the selection premium or not, with gym access or not, and delete it after a confirmation', async ({
  page,
  request,
}) => {
  await openList(page);
  await search(page, searchText);
  await expect(rows(page)).toHaveCount(names.length);

  await bulkSet(page, 'Set Premium to yes', `Premium set to yes on ${names.length} exercises`, { premium: true }, 'Premium', 'Yes');
  await bulkSet(page, 'Set Premium to no', `Premium set to no on ${names.length} exercises`, { premium: false }, 'Premium', 'No');
  const gym = 'Gym access required';
  await bulkSet(page, `Set ${gym} to yes`, `${gym} set to yes on ${names.length} exercises`, { gym_access_required: true }, gym, 'Yes');
  await bulkSet(page, `Set ${gym} to no`, `${gym} set to no on ${names.length} exercises`, { gym_access_required: false }, gym, 'No');

  await bulkDeleteFound(page, await staffApi(request), {
    path: '/exercises',
    endpoint: 'exercises',
    text: searchText,
    count: names.length,
    confirmation: `These ${names.length} exercises go to Recently deleted, where they can be restored.`,
  });
  await checkAccessibility(page);
});

test('the Equipment filter reaches every equipment item: scrolling its options loads the next page', async ({ page, request }) => {
  const client = await staffApi(request);
  const created: string[] = [];
  for (let index = 1; index <= 30; index++) {
    const name = `Zulu kit ${String(index).padStart(2, '0')}`;
    created.push((await client.create('equipment', { name: inEveryLanguage(name), description: inEveryLanguage(name), link: null })).id);
  }
  try {
    await openList(page);
    const equipment = page.getByRole('combobox', { name: 'Equipment' });
    await equipment.click();
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByRole('option').first()).toBeVisible();
    const firstPage = await listbox.getByRole('option').count();
    const last = listbox.getByRole('option', { name: 'Zulu kit 30 (English)', exact: true });
    // As a user scrolls to the end of the options, more arrive, until the last equipment item.
    for (let scrolls = 0; scrolls < 10 && !(await last.isVisible()); scrolls++) {
      await listbox.evaluate((list) => list.scrollTo(0, list.scrollHeight));
      await page.waitForLoadState('networkidle');
    }
    expect(await listbox.getByRole('option').count()).toBeGreaterThan(firstPage);
    await checkAccessibility(page);
    const chosen = await listRequestOf(page, () => last.click());
    expect(chosen.equipment).toBe(created.at(-1));
  } finally {
    const answer = await request.post('/api/v1/admin/equipment/bulk-delete', {
      data: { ids: created, versions: created.map(() => 1) },
      headers: { Authorization: `Bearer ${await accessToken(request)}` },
    });
    expect(answer.status()).toBe(200);
  }
});

test('a filter value the server refuses is named with its message where the list would be, and one button takes it away, keeping the search', async ({
  page,
}) => {
  // A bookmark, or a saved view, holding a type the server does not take (docs/api.md, "Lists").
  await page.goto(`/exercises?filter=${encodeURIComponent(JSON.stringify({ q: 'sprints', type: 'no-such-type' }))}`);
  const alert = page.getByRole('alert').filter({ hasText: 'The list could not be loaded: The given query was invalid.' });
  await expect(alert.getByRole('listitem')).toHaveText(/^Type: Must be one of push, pull, /);
  await expect(rows(page)).toHaveCount(0);
  await checkAccessibility(page);
  const listed = page.waitForRequest(isListRequest('exercises'));
  await alert.getByRole('button', { name: 'Remove this filter' }).click();
  const query = queryOf(await listed);
  expect(query.search).toBe('sprints');
  expect(query.type).toBeUndefined();
  await expect(rows(page).first()).toContainText('sprints');
  await expect(alert).toHaveCount(0);
  await expect(searchBox(page)).toHaveValue('sprints');
});
