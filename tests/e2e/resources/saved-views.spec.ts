/**
 * Saved views and the column chooser (docs/content-tools.md, "Saved views and the column chooser"):
 * the list's search, filters, sort and columns saved under a name and shared, applied by another
 * staff member; the URL of a list reproduces its state in a new tab; only the owner renames or
 * deletes a view.
 */
import type { Page } from '@playwright/test';
import { checkAccessibility, expect } from '../fixtures';
import { testWithOwnServer } from '../ownServer';
import { accessToken, demoColleague, signInAs } from '../shell/signIn';
import { rows } from './journey';

const test = testWithOwnServer();

test.describe.configure({ timeout: 120_000 });

/** The column headers shown, in order, without the selection column. */
const headers = async (page: Page) => (await page.getByRole('columnheader').allTextContents()).map((text) => text.trim()).filter(Boolean);

const runningSprints = async (page: Page) => {
  const token = await accessToken(page.request);
  const answer = await page.request.get('/api/v1/admin/exercises', {
    params: { type: 'running', search: 'sprint', per_page: 1 },
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await answer.json()) as { meta: { total: number } }).meta.total;
};

/** The list as the view was saved: searched, filtered to running, by reps descending, Level before Name, no thumbnail. */
async function expectSavedState(page: Page, total: number) {
  await expect(page.getByRole('status').filter({ hasText: `${total} exercise` })).toBeVisible();
  await expect(page.getByRole('searchbox').or(page.getByRole('textbox', { name: 'Search' }))).toHaveValue('sprint');
  await expect(page.getByRole('combobox', { name: 'Type' })).toContainText('Running');
  await expect(page.getByRole('columnheader', { name: 'Reps' })).toHaveAttribute('aria-sort', 'descending');
  expect(await headers(page)).toEqual([
    'Level',
    'Name',
    'Types',
    'Reps',
    'Duration',
    'Premium',
    'Gym access required',
    'Video',
    'Translated',
  ]);
}

test('a view saved and shared is applied by another staff member, and a list’s URL reproduces its state', async ({
  page,
  browser,
  serverUrl,
}) => {
  const viewName = `Running sprints ${Date.now()}`;
  await signInAs(page);
  await page.goto('/exercises');
  await expect(rows(page).first()).toBeVisible();

  // Search, filter, sort.
  await page.getByRole('textbox', { name: 'Search' }).fill('sprint');
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Running', exact: true }).click();
  await page.getByRole('button', { name: 'Reps' }).click();
  await page.getByRole('button', { name: 'Reps' }).click();
  await expect(page.getByRole('columnheader', { name: 'Reps' })).toHaveAttribute('aria-sort', 'descending');

  // The column chooser, by keyboard: hide Thumbnail, move Level before Name.
  await page.getByRole('button', { name: 'Columns' }).click();
  const chooser = page.getByRole('dialog', { name: 'Columns shown' });
  await expect(chooser).toBeVisible();
  await checkAccessibility(page);
  await chooser.getByRole('checkbox', { name: 'Thumbnail' }).press('Space');
  await chooser.getByRole('button', { name: 'Move Level up' }).press('Enter');
  await chooser.getByRole('button', { name: 'Move Level up' }).press('Enter');
  await page.keyboard.press('Escape');
  const total = await runningSprints(page);
  await expectSavedState(page, total);
  expect(new URL(page.url()).searchParams.get('columns')).toBe('level,name,types,reps,duration,premium,gymAccessRequired,video');

  // The URL alone reproduces the list in a new tab.
  const tab = await page.context().newPage();
  await tab.goto(page.url());
  await expectSavedState(tab, total);
  await tab.close();

  // Saved, shared.
  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('menuitem', { name: 'Save current view…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save the current view' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(viewName);
  await dialog.getByRole('checkbox', { name: 'Share with all staff' }).check();
  await checkAccessibility(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`View "${viewName}" saved`)).toBeVisible();
  // The same name again is refused on its field.
  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('menuitem', { name: 'Save current view…' }).click();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(viewName);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('You already have a view of this list with this name.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Another staff member, in a browser of their own, sees it shared and applies it.
  const colleagueContext = await browser.newContext({ baseURL: serverUrl });
  const colleague = await colleagueContext.newPage();
  await signInAs(colleague, demoColleague);
  await colleague.goto('/exercises');
  await expect(rows(colleague).first()).toBeVisible();
  expect(await headers(colleague)).toContain('Thumbnail');
  await colleague.getByRole('button', { name: 'Views' }).click();
  const shared = colleague.getByRole('menuitem', { name: new RegExp(viewName) });
  await expect(shared).toContainText('Shared by Sam Staff');
  await checkAccessibility(colleague);
  // Not theirs to manage.
  await expect(colleague.getByRole('menuitem', { name: 'Manage my views…' })).toHaveCount(0);
  await shared.click();
  await expectSavedState(colleague, total);
  await colleagueContext.close();

  // The owner renames it, then deletes it after a confirmation that names it.
  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('menuitem', { name: 'Manage my views…' }).click();
  const manage = page.getByRole('dialog', { name: 'My saved views' });
  const renamed = `${viewName} renamed`;
  await manage.getByRole('textbox', { name: 'Name' }).last().fill(renamed);
  await manage.getByRole('button', { name: `Save changes to ${viewName}` }).click();
  await expect(page.getByText(`View "${renamed}" saved`)).toBeVisible();
  await checkAccessibility(page);
  await manage.getByRole('button', { name: `Delete ${renamed}`, exact: true }).click();
  await expect(page.getByRole('dialog', { name: `Delete the view "${renamed}"?` })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`View "${renamed}" deleted`)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Views' }).click();
  await expect(page.getByRole('menuitem', { name: new RegExp(viewName) })).toHaveCount(0);
});
