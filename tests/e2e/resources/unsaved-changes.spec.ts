import { expect } from '../fixtures';
import { rows, test } from './journey';

test.describe.configure({ timeout: 120_000 });

test('leaving a form with unsaved changes asks first, and staying keeps what was typed', async ({ page }) => {
  await page.getByRole('menuitem', { name: 'Authors' }).click();
  await rows(page).first().click();
  const firstName = page.getByRole('textbox', { name: /^First name/ });
  await expect(firstName).not.toHaveValue('');
  await firstName.fill('Unsaved');

  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('menuitem', { name: 'Injuries' }).click();
  await expect.poll(() => questions).toEqual(["Some of your changes weren't saved. Are you sure you want to ignore them?"]);
  await expect(page).toHaveURL(/\/authors\/[0-9a-f-]+\/edit$/);
  await expect(firstName).toHaveValue('Unsaved');

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('menuitem', { name: 'Injuries' }).click();
  await expect(page).toHaveURL(/\/injuries(\?.*)?$/);
});
