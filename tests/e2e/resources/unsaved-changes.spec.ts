import { checkAccessibility, expect } from '../fixtures';
import { rows, test } from './journey';

test.describe.configure({ timeout: 120_000 });

test('leaving a form with unsaved changes asks first in the admin’s dialog, and staying keeps what was typed', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('menuitem', { name: 'Authors' }).click();
  await rows(page).first().click();
  const firstName = page.getByRole('textbox', { name: /^First name/ });
  await expect(firstName).not.toHaveValue('');
  await firstName.fill('Unsaved');

  // Not the browser's confirm(): the admin's own dialog, judged by axe like any screen.
  const browserQuestions: string[] = [];
  page.on('dialog', (dialog) => {
    browserQuestions.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('menuitem', { name: 'Injuries' }).click();
  const question = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(question).toContainText("Some of your changes weren't saved. Are you sure you want to ignore them?");
  await checkAccessibility(page);
  await question.getByRole('button', { name: 'Stay' }).click();
  await expect(question).toHaveCount(0);
  await expect(page).toHaveURL(/\/authors\/[0-9a-f-]+\/edit$/);
  await expect(firstName).toHaveValue('Unsaved');

  // Cancel is a way to leave too, and asks the same.
  await page.getByRole('link', { name: 'Cancel' }).click();
  await question.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/authors(\?.*)?$/);
  expect(browserQuestions).toEqual([]);
});
