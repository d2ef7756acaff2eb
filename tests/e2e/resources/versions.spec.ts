/**
 * Two content managers on one exercise (versions): the second save meets the first one's change,
 * sees the clash on the English name only (the reps merge by themselves), chooses, and the item
 * ends up holding both changes; History shows the versions and restores one; a deleted author
 * comes back from the list's Recently deleted.
 */
import type { Page } from '@playwright/test';
import { checkAccessibility, expect } from '../fixtures';
import { accessToken, demoColleague, signInAs } from '../shell/signIn';
import { expectToast, inEveryLanguage, save, staffApi, test } from './journey';

test.describe.configure({ timeout: 240_000 });

async function typeEnglishName(page: Page, name: string) {
  await page.getByRole('tab', { name: /^English:/ }).click();
  await page
    .getByRole('tabpanel', { name: /^English:/ })
    .getByRole('textbox', { name: /^Name/ })
    .fill(name);
}

test('the second of two editors sees the clash on the English name only, chooses, and both changes are saved', async ({
  page,
  browser,
  request,
}) => {
  const client = await staffApi(request);
  const { id } = await client.create('exercises', {
    name: inEveryLanguage('Shared drill e2e'),
    description: inEveryLanguage('Shared'),
    types: ['agility'],
    reps: 8,
  });
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  // Another staff member: the user's own change from another tab is said in other words (ConflictDialog.test.tsx).
  await signInAs(other, demoColleague);
  for (const editor of [page, other]) {
    await editor.goto(`/exercises/${id}/edit/details`);
    await expect(editor.getByRole('textbox', { name: /^Name/ })).toHaveValue('Shared drill e2e (English)');
  }

  await typeEnglishName(page, 'Shared drill e2e, renamed by the first');
  await save(page);
  await expectToast(page, 'Exercise updated successfully');

  await other.getByRole('spinbutton', { name: /^Reps/ }).fill('12');
  await typeEnglishName(other, 'Shared drill e2e, renamed by the second');
  await save(other);
  const dialog = other.getByRole('dialog', { name: 'Someone else saved changes while you were editing' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^Changed by Sam Staff on /)).toBeVisible();
  const clashes = dialog.getByRole('table', { name: 'Changed by both of you: choose which to keep' });
  await expect(clashes.locator('tbody tr')).toHaveCount(1);
  await expect(clashes.locator('tbody tr')).toHaveAttribute('data-part', 'name.en');
  await expect(dialog.getByRole('table', { name: 'Merged by itself' }).locator('tr[data-part="reps"]')).toContainText('Your change');
  // The form behind stays as the user left it.
  await expect(other.locator('input[name="reps"]')).toHaveValue('12');
  await checkAccessibility(other);

  await dialog.getByRole('radio', { name: 'Take theirs' }).check();
  await dialog.getByRole('button', { name: 'Save the merge' }).click();
  await expectToast(other, 'Exercise updated successfully');

  const [stored] = await client.list('exercises', 'Shared drill e2e');
  expect(stored).toMatchObject({
    reps: 12,
    version: 3,
    name: { ...inEveryLanguage('Shared drill e2e'), en: 'Shared drill e2e, renamed by the first' },
  });
  await otherContext.close();

  // History: every version with who made it; the first editor's version beside the item now, then restored.
  await page.goto(`/exercises/${id}/edit/details`);
  await page.getByRole('button', { name: 'History' }).click();
  const versions = page.getByRole('dialog', { name: 'History' }).getByRole('list', { name: 'Versions' });
  await expect(versions.getByRole('button')).toHaveText([/^Version 3: changed/, /^Version 2: changed/, /^Version 1: created/]);
  await versions.getByRole('button', { name: /^Version 2: changed/ }).click();
  const diff = page.getByRole('table', { name: 'Version 2 beside the current one' });
  await expect(diff.locator('tbody tr')).toHaveCount(1);
  await expect(diff.locator('tr[data-part="reps"]')).toHaveText(/Reps\s*8\s*12/);
  await checkAccessibility(page);
  await page.getByRole('button', { name: 'Restore version 2' }).click();
  await expectToast(page, 'Version 2 restored');
  const [restored] = await client.list('exercises', 'Shared drill e2e');
  expect(restored).toMatchObject({ reps: 8, version: 4, name: { en: 'Shared drill e2e, renamed by the first' } });
});

test('a deleted author comes back from the list’s Recently deleted', async ({ page, request }) => {
  const client = await staffApi(request);
  const { id } = await client.create('authors', { first_name: 'Deleted', last_name: 'Author e2e' });
  const token = await accessToken(request);
  const deleted = await request.delete(`/api/v1/admin/authors/${id}`, { headers: { Authorization: `Bearer ${token}`, 'If-Match': '"1"' } });
  expect(deleted.status()).toBe(204);

  await page.goto('/authors');
  await page.getByRole('button', { name: 'Recently deleted' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recently deleted' });
  // Named as the admin names authors (by their full name), with who deleted it and when.
  await expect(dialog.getByText('Deleted Author e2e', { exact: true })).toBeVisible();
  await expect(dialog.getByText(/^Sam Staff, /).first()).toBeVisible();
  await checkAccessibility(page);
  // By keyboard: the focus stays in the dialog once the restored entry has left, and Escape closes it.
  await dialog.getByRole('button', { name: 'Restore Deleted Author e2e' }).focus();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Deleted Author e2e restored');
  await expect(dialog.getByText('Deleted Author e2e', { exact: true })).toHaveCount(0);
  await expect(dialog.locator('button:focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  const [back] = await client.list('authors', 'Author e2e');
  expect(back).toMatchObject({ id, first_name: 'Deleted', version: 3 });
});
