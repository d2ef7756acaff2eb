/** The export screen downloads a resource as CSV or JSON, streamed, and can be cancelled. */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { languages } from '../../resources/languages';
import { checkAccessibility, expect, test } from './fixtures';
import { api } from './resources/journey';
import { accessToken, startSignedIn } from './shell/signIn';

/** The cells of a CSV file as the server writes it: every cell quoted, `""` for a quote, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index]!;
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
    } else if (character !== '\r') cell += character;
  }
  return rows;
}

async function exerciseTotal(request: APIRequestContext, token: string, query: Record<string, string> = {}): Promise<number> {
  const answer = await request.get('/api/v1/admin/exercises', {
    params: { ...query, per_page: 1 },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { meta: { total: number } }).meta.total;
}

async function chooseFormat(page: Page, format: 'CSV' | 'JSON') {
  await page.getByRole('radio', { name: new RegExp(`^${format}`) }).check();
}

/** Starts the export and answers the file the browser saved. */
async function download(page: Page): Promise<{ file: Download; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  return { file, text: await readFile(await file.path(), 'utf8') };
}

test.describe('export', () => {
  const formulaName = '=HYPERLINK("https://evil.example.test","export e2e")';
  let formulaId: string;
  let token: string;

  test.beforeAll(async ({ request }) => {
    token = await accessToken(request);
    const name = Object.fromEntries(languages.map((language) => [language, `${formulaName} ${language}`]));
    const description = Object.fromEntries(languages.map((language) => [language, `Export check (${language})`]));
    ({ id: formulaId } = await api(request, token).create('exercises', { name, description, types: ['strength'] }));
  });

  test.afterAll(async ({ request }) => {
    await request.delete(`/api/v1/admin/exercises/${formulaId}`, { headers: { Authorization: `Bearer ${token}` } });
  });

  test('downloads every exercise as CSV: one column per language, formulas defused', async ({ page, request }) => {
    await startSignedIn(page);
    await page.goto('/export');
    await expect(page.getByRole('heading', { level: 1, name: 'Export' })).toBeVisible();
    await checkAccessibility(page);
    await chooseFormat(page, 'CSV');
    const { file, text } = await download(page);

    expect(file.suggestedFilename()).toMatch(/^exercises-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
    const total = await exerciseTotal(request, token);
    expect(rows).toHaveLength(total);
    for (const language of languages) expect(header).toContain(`name_${language}`);
    const formulaRow = rows.find((row) => row[header!.indexOf('id')] === formulaId)!;
    expect(formulaRow[header!.indexOf('name_en')]).toBe(`'${formulaName} en`);
    await expect(page.getByRole('status')).toContainText(`${file.suggestedFilename()} saved: ${total.toLocaleString('en-US')} rows`);
    await checkAccessibility(page);
  });

  test('downloads every exercise as JSON, every language in each item', async ({ page, request }) => {
    await startSignedIn(page);
    await page.goto('/export');
    await chooseFormat(page, 'JSON');
    const { file, text } = await download(page);

    expect(file.suggestedFilename()).toMatch(/^exercises-\d{4}-\d{2}-\d{2}\.json$/);
    const items = JSON.parse(text) as { id: string; name: Record<string, string> }[];
    expect(items).toHaveLength(await exerciseTotal(request, token));
    const formulaItem = items.find((item) => item.id === formulaId)!;
    expect(Object.keys(formulaItem.name).sort()).toEqual([...languages].sort());
    expect(formulaItem.name.en).toBe(`${formulaName} en`);
  });

  test("exports only what the exercise list's search selects, and says what that is", async ({ page, request }) => {
    await startSignedIn(page);
    await page.goto('/exercises');
    await page.getByRole('textbox', { name: 'Search' }).fill('export e2e');
    await expect(page).toHaveURL(/export%20e2e|export\+e2e/);
    await page.goto('/export');
    await expect(page.getByRole('list', { name: 'Current search and filters of the list' })).toContainText('export e2e');
    await expect(page.getByRole('checkbox', { name: /Only what the Exercises list shows now/ })).toBeChecked();
    await checkAccessibility(page);
    await chooseFormat(page, 'JSON');
    const { text } = await download(page);

    const items = JSON.parse(text) as { id: string }[];
    expect(items).toHaveLength(await exerciseTotal(request, token, { search: 'export e2e' }));
    expect(items.map((item) => item.id)).toContain(formulaId);
  });

  test('a cancelled export stops and saves nothing', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The answer waits until the test has pressed Cancel.
    await page.route('**/api/v1/admin/export/**', async (route) => {
      await held;
      await route.abort().catch(() => undefined);
    });
    const downloads: Download[] = [];
    page.on('download', (file) => downloads.push(file));
    await startSignedIn(page);
    await page.goto('/export');
    await page.getByRole('button', { name: 'Download' }).click();
    await expect(page.getByRole('progressbar', { name: 'Export in progress' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('0 B received, 0 rows');
    await checkAccessibility(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('status')).toHaveText('The export was cancelled; nothing was saved.');
    await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Download' })).toBeEnabled();
    release();
    expect(downloads).toHaveLength(0);
  });
});
