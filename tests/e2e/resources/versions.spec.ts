/**
 * Two content managers on one exercise (versions): the second save meets the first one's change,
 * sees the clash on the English name only (the reps merge by themselves), chooses, and the item
 * ends up holding both changes.
 */
import type { Page } from '@playwright/test';
import { checkAccessibility, expect } from '../fixtures';
import { signInAs } from '../shell/signIn';
import { expectToast, inEveryLanguage, save, staffApi, test } from './journey';

test.describe.configure({ timeout: 240_000 });

async function typeEnglishName(page: Page, name: string) {
  await page.getByRole('tab', { name: /^English:/ }).click();
  await page.getByRole('tabpanel', { name: /^English:/ }).getByRole('textbox', { name: /^Name/ }).fill(name);
}

test('the second of two editors sees the clash on the English name only, chooses, and both changes are saved', async ({ page, browser, request }) => {
  const client = await staffApi(request);
  const { id } = await client.create('exercises', { name: inEveryLanguage('Shared drill e2e'), description: inEveryLanguage('Shared'), types: ['agility'], reps: 8 });
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signInAs(other);
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
  expect(stored).toMatchObject({ reps: 12, version: 3, name: { ...inEveryLanguage('Shared drill e2e'), en: 'Shared drill e2e, renamed by the first' } });
  await otherContext.close();
});
