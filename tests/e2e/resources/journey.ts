/**
 * What the resource journeys share: their test, which starts signed in; what they do as a content
 * manager would (real files to upload, the language tabs, the list's search and rows, the
 * confirmations, bulk delete); and the API beside the admin, to prepare many items at once.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PNG } from 'pngjs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { languageNames, languages, type Language } from '../../../resources/languages';
import { test as base, expect } from '../fixtures';
import { accessToken, startSignedIn } from '../shell/signIn';

/** A journey's test: it starts signed in as the demo staff member; its first `page.goto` opens the admin. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await startSignedIn(page);
    await use(page);
  },
});

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A photo-like PNG: a gradient with grain, which lossless PNG keeps large and the browser's lossy
 * compression makes much smaller, as with a real photo.
 */
export function photoPng(name: string, width = 640, height = 400, seed = 1): UploadFile {
  const png = new PNG({ width, height });
  let state = seed;
  const grain = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return (state % 41) - 20;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * 4;
      png.data[offset] = Math.max(0, Math.min(255, 40 + (x / width) * 120 + grain()));
      png.data[offset + 1] = Math.max(0, Math.min(255, 120 + (y / height) * 100 + grain()));
      png.data[offset + 2] = Math.max(0, Math.min(255, 60 + grain()));
      png.data[offset + 3] = 255;
    }
  }
  return { name, mimeType: 'image/png', buffer: PNG.sync.write(png) };
}

/** The demo's small real video (H.264, 2 s). */
export async function pitchVideo(): Promise<UploadFile> {
  const buffer = await readFile(path.resolve('server/seed/assets/pitch.mp4'));
  return { name: 'pitch.mp4', mimeType: 'video/mp4', buffer };
}

/** A text in each content language, e.g. `Cone (German)`. */
export const inEveryLanguage = (text: string) =>
  Object.fromEntries(languages.map((language) => [language, `${text} (${languageNames[language]})`])) as Record<Language, string>;

/** Types each field's text into each language tab; `texts` maps a field's label to its six texts. */
export async function fillLanguages(page: Page, texts: Record<string, Record<Language, string>>) {
  for (const language of languages) {
    const name = languageNames[language];
    await page.getByRole('tab', { name: new RegExp(`^${name}:`) }).click();
    const panel = page.getByRole('tabpanel', { name: new RegExp(`^${name}:`) });
    for (const [label, text] of Object.entries(texts))
      await panel.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(text[language]);
    await expect(page.getByRole('tab', { name: `${name}: translated` })).toBeVisible();
  }
  await expect(page.getByText('6 of 6 languages translated')).toBeVisible();
}

export const fileGroup = (page: Page, label: string) => page.getByRole('group', { name: new RegExp(`^${label}`) });

/** Picks a file for a media field, as the file dialog would hand it over. */
export async function pickFile(page: Page, label: string, file: UploadFile) {
  await fileGroup(page, label).locator('input[type="file"]').setInputFiles(file);
  await expect(fileGroup(page, label).getByText(/^Preparing/)).toHaveCount(0);
}

/** Chooses an option of a searchable select after typing part of its name. */
export async function choose(page: Page, label: string | RegExp, typed: string, option: string) {
  const input = page.getByRole('combobox', { name: label });
  await input.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

export async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

/**
 * The toast of docs/spec.md §8, e.g. "Author created successfully". Toasts queue, 5 s each (docs/spec.md §4):
 * one shown before it may keep it waiting.
 */
export async function expectToast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true })).toBeVisible({ timeout: 15_000 });
}

export const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Search' });

export const search = (page: Page, text: string) => searchBox(page).fill(text);

/** The list's item rows in the DOM (the virtualized list renders those near the view, and spacers for the rest). */
export const rows = (page: Page): Locator => page.locator('table tbody tr:not([aria-hidden])');

/** Scrolls the window to the page's end, where the list's next page loads. */
export const scrollToEnd = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

/** Confirms the dialog that opened, after checking what it says. */
export async function confirmDialog(page: Page, text: string | RegExp) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toHaveCount(0);
}

/** The next save of an item of `endpoint` is answered by a 422 with these field errors (wire keys). */
export async function serverRejectsNextSave(page: Page, endpoint: string, errors: Record<string, string[]>) {
  await page.route(
    new RegExp(`/api/v1/admin/${endpoint}(/[^/?]+)?$`),
    async (route) => {
      if (route.request().method() === 'GET') return route.fallback();
      await route.fulfill({ status: 422, json: { message: 'The given data was invalid.', errors } });
    },
    { times: 1 },
  );
}

/** Deletes the item open in the edit view, after the confirmation says `text`. */
export async function deleteFromEdit(page: Page, text: string | RegExp) {
  await page.getByRole('button', { name: 'Delete' }).click();
  await confirmDialog(page, text);
}

/** The API as the admin calls it, for preparing items in bulk. */
export function api(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    async create(endpoint: string, data: Record<string, unknown>): Promise<{ id: string }> {
      const answer = await request.post(`/api/v1/admin/${endpoint}`, { data, headers });
      expect(answer.status(), await answer.text()).toBe(201);
      return ((await answer.json()) as { data: { id: string } }).data;
    },
    async upload(file: UploadFile): Promise<{ id: string }> {
      const answer = await request.post('/api/v1/admin/media', { multipart: { file }, headers });
      expect(answer.status(), await answer.text()).toBe(201);
      return ((await answer.json()) as { data: { id: string } }).data;
    },
    async list(endpoint: string, search: string): Promise<Record<string, unknown>[]> {
      const answer = await request.get(`/api/v1/admin/${endpoint}`, { params: { search, per_page: 100 }, headers });
      expect(answer.status()).toBe(200);
      return ((await answer.json()) as { data: Record<string, unknown>[] }).data;
    },
    /** Deletes every item the search finds, so that a spec leaves the lists as it found them. */
    async removeFound(endpoint: string, search: string): Promise<void> {
      for (const { id } of await this.list(endpoint, search)) {
        const item = await request.get(`/api/v1/admin/${endpoint}/${String(id)}`, { headers });
        const ifMatch = item.headers()['etag'];
        const answer = await request.delete(`/api/v1/admin/${endpoint}/${String(id)}`, {
          headers: { ...headers, ...(ifMatch && { 'If-Match': ifMatch }) },
        });
        expect(answer.ok(), await answer.text()).toBe(true);
      }
    },
  };
}

/** The API as the demo staff member calls it. */
export const staffApi = async (request: APIRequestContext) => api(request, await accessToken(request));

/**
 * Bulk delete as a content manager does it: the list at `path` searched for `text` shows `count`
 * items; all of them are selected and deleted together after the confirmation says
 * `confirmation`; then the list shows none, and the API (at `endpoint`) finds none either.
 */
export async function bulkDeleteFound(
  page: Page,
  client: ReturnType<typeof api>,
  {
    path,
    endpoint,
    text,
    count,
    confirmation,
  }: { path: string; endpoint: string; text: string; count: number; confirmation: string | RegExp },
) {
  await page.goto(path);
  await search(page, text);
  await expect(rows(page)).toHaveCount(count);
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await expect(page.getByRole('status').filter({ hasText: new RegExp(`^${count} .+ selected$`) })).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await confirmDialog(page, confirmation);
  await expect(rows(page)).toHaveCount(0);
  expect(await client.list(endpoint, text)).toEqual([]);
}

/** Runs `work` on every item, `width` at a time. */
export async function inBatches<T>(items: readonly T[], width: number, work: (item: T) => Promise<unknown>) {
  for (let start = 0; start < items.length; start += width) await Promise.all(items.slice(start, start + width).map(work));
}
