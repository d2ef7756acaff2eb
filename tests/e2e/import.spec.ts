/**
 * The import (docs/content-tools.md "Import"), by keyboard: a CSV edited from the export goes
 * through the columns, the dry run's summary, the confirmation and the report; the refused rows
 * come back as a CSV; against the Laravel profile the same import goes through the ordinary calls.
 */
import { readFile } from 'node:fs/promises';
import { csvParseRows } from 'd3-dsv';
import type { Page } from '@playwright/test';
import { csvLine } from '../../resources/csv-columns';
import { languages } from '../../resources/languages';
import { checkAccessibility, expect, laravelJourney } from './fixtures';
import { api, rows, search, staffApi, test } from './resources/journey';
import { accessToken } from './shell/signIn';

const named = (text: string) => Object.fromEntries(languages.map((language) => [language, `${text} (${language})`]));

/** Presses a button or link by keyboard: focused, then Enter. */
async function press(page: Page, name: string | RegExp) {
  const target = page.getByRole('button', { name }).or(page.getByRole('link', { name }));
  await target.first().focus();
  await page.keyboard.press('Enter');
}

/** From the list, by keyboard: the Import screen, a file chosen, its columns shown. */
async function chooseFile(page: Page, resource: string, name: string, text: string) {
  await page.goto(`/${resource}`);
  await press(page, 'Import');
  await expect(page.getByRole('heading', { level: 1, name: /^Import / })).toBeVisible();
  await checkAccessibility(page);
  const chooser = page.waitForEvent('filechooser');
  await press(page, 'Choose a file');
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${text}`) });
  await expect(page.getByRole('heading', { name: 'Columns' })).toBeVisible();
  await checkAccessibility(page);
}

test.describe('import', () => {
  // The look suite pictures the injuries list later in the run: what these tests add, they take away.
  test.afterEach(async ({ request }) => {
    const staff = await staffApi(request);
    for (const tag of ['Import ', 'Calls ']) await staff.removeFound('injuries', tag);
  });

  test('a CSV edited from the export: dry run, confirmation, the items in the list, the refused rows handed back', async ({
    page,
    request,
  }) => {
    const token = await accessToken(request);
    const staff = api(request, token);
    const tag = `Import ${Date.now()}`;
    const edited = await staff.create('injuries', { name: named(`${tag} edited`) });
    const kept = await staff.create('injuries', { name: named(`${tag} kept`) });
    const formula = await staff.create('injuries', { name: { ...named(`${tag} formula`), en: `=1+1 ${tag}` } });

    // The export as a spreadsheet holds it, the Dutch name of one item edited.
    const exported = await request.get('/api/v1/admin/export/injuries', {
      params: { format: 'csv', search: tag },
      headers: { Authorization: `Bearer ${token}` },
    });
    const [header, ...exportedRows] = csvParseRows((await exported.text()).replace(/^\uFEFF/, ''));
    const column = (name: string) => header!.indexOf(name);
    const rowOf = (id: string) => exportedRows.find((row) => row[column('id')] === id)!;
    expect(rowOf(formula.id)[column('name_en')]).toBe(`'=1+1 ${tag}`);
    const editedRow = rowOf(edited.id).map((cell, index) => (index === column('name_nl') ? `${tag} bewerkt` : cell));
    const newRow = (values: Record<string, string>) => header!.map((name) => values[name] ?? '');
    const newNames = (text: string) => Object.fromEntries(languages.map((language) => [`name_${language}`, `${text} (${language})`]));
    const file = [
      header!,
      editedRow,
      rowOf(kept.id),
      rowOf(formula.id),
      newRow(newNames(`${tag} new`)),
      newRow({ ...newNames(`${tag} unknown`), id: '00000000-0000-4000-8000-000000000000' }),
      newRow({ ...newNames(`${tag} no German`), name_de: '' }),
      newRow({ ...newNames(`${tag} long`), name_en: 'x'.repeat(300) }),
    ]
      .map(csvLine)
      .join('');

    await chooseFile(page, 'injuries', 'injuries.csv', file);
    await expect(page.getByRole('combobox', { name: 'Imported into: name_nl' })).toContainText('Name (Dutch)');
    await press(page, 'Check the rows');

    const summary = page.getByRole('list', { name: 'Dry run: nothing has been written yet' });
    await expect(summary).toContainText('Will create (1)');
    await expect(summary).toContainText('Will change (1)');
    await expect(summary).toContainText('Unchanged (2)');
    await expect(summary).toContainText('Refused (3)');
    await expect(page.getByRole('table', { name: 'Will change (1)' })).toContainText(`name_nl: ${tag} edited (nl) → ${tag} bewerkt`);
    const refused = page.getByRole('table', { name: 'Refused (3)' });
    await expect(refused).toContainText('id: No injury has this id');
    await expect(refused).toContainText('name_de: Required');
    await expect(refused).toContainText('name_en: Must be 255 characters or less');
    await checkAccessibility(page);

    const download = page.waitForEvent('download');
    await press(page, 'Download the refused rows (CSV)');
    const refusedFile = csvParseRows((await readFile((await (await download).path())!, 'utf8')).replace(/^\uFEFF/, ''));
    expect(refusedFile[0]).toEqual([...header!, 'Why it was not imported']);
    expect(refusedFile.slice(1).map((row) => row.at(-1))).toEqual([
      'id: No injury has this id',
      'name_de: Required',
      'name_en: Must be 255 characters or less',
    ]);

    await press(page, 'Import 2 rows');
    const report = page.getByRole('list', { name: 'Import finished' });
    await expect(report).toContainText('Created: 1');
    await expect(report).toContainText('Changed: 1');
    await expect(report).toContainText('Refused: 3');
    await checkAccessibility(page);

    await press(page, 'Back to the list');
    await search(page, tag);
    await expect(rows(page).filter({ hasText: `${tag} new (en)` })).toHaveCount(1);
    const stored = await staff.list('injuries', tag);
    const byId = (id: string) => stored.find((item) => item.id === id)!;
    // Exactly the edited cell changed; the formula came back as the text it was.
    expect(byId(edited.id).name).toEqual({ ...named(`${tag} edited`), nl: `${tag} bewerkt` });
    expect(byId(kept.id).version).toBe(1);
    expect(byId(formula.id)).toMatchObject({ version: 1, name: { en: `=1+1 ${tag}` } });
    const versions = await request.get(`/api/v1/admin/injuries/${edited.id}/versions`, { headers: { Authorization: `Bearer ${token}` } });
    expect(((await versions.json()) as { data: { via: string | null }[] }).data.map((entry) => entry.via)).toEqual(['import', null]);
  });

  test(
    'an import into a server without an import endpoint goes through its create and update calls',
    laravelJourney,
    async ({ page, request, apiProfile }) => {
      const staff = await staffApi(request);
      const tag = `Calls ${Date.now()}`;
      const existing = await staff.create('injuries', { name: named(`${tag} old`) });
      const [{ id }] = await staff.list('injuries', `${tag} old`);
      const header = ['id', ...languages.map((language) => `name_${language}`)];
      const file = [
        header,
        [String(id), ...languages.map((language) => `${tag} changed (${language})`)],
        ['', ...languages.map((language) => `${tag} added (${language})`)],
      ]
        .map(csvLine)
        .join('');
      expect(existing.id).toBeDefined();

      await chooseFile(page, 'injuries', 'injuries.csv', file);
      await press(page, 'Check the rows');
      await expect(page.getByRole('list', { name: 'Dry run: nothing has been written yet' })).toContainText('Will change (1)');
      await press(page, 'Import 2 rows');
      const report = page.getByRole('list', { name: 'Import finished' });
      await expect(report).toContainText('Created: 1');
      await expect(report).toContainText('Changed: 1');
      await checkAccessibility(page);
      const names = (await staff.list('injuries', tag)).map((item) => (item.name as { en: string }).en).sort();
      expect(names).toEqual([`${tag} added (en)`, `${tag} changed (en)`]);
      if (apiProfile === 'laravel') {
        // The profile has no import route: the admin fell back on the ordinary calls.
        const sent = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
        expect(sent.some((url) => url.includes('/import'))).toBe(true);
      }
    },
  );
});
