import { expect, checkAccessibility, laravelJourney } from '../fixtures';
import {
  bulkDeleteFound,
  deleteFromEdit,
  expectToast,
  fillLanguages,
  inEveryLanguage,
  rows,
  save,
  search,
  serverRejectsNextSave,
  staffApi,
  test,
} from './journey';

test.describe.configure({ timeout: 180_000 });

test('an injury is created in six languages, found, edited, refused, and deleted', laravelJourney, async ({ page, apiProfile }) => {
  await page.goto('/injuries/create');
  await checkAccessibility(page);
  // Only German typed: the other languages are marked and block the save.
  await page.getByRole('tab', { name: /^German:/ }).click();
  await page
    .getByRole('tabpanel', { name: /^German:/ })
    .getByRole('textbox', { name: /^Name/ })
    .fill('Zerrung (German)');
  await expect(page.getByRole('tab', { name: 'German: translated' })).toBeVisible();
  await save(page);
  await expect(page.getByRole('tab', { name: 'French: has errors' })).toBeVisible();
  await expect(page.getByText('1 of 6 languages translated')).toBeVisible();

  await fillLanguages(page, { Name: inEveryLanguage('Quadriceps knock e2e') });
  await save(page);
  await expectToast(page, 'Injury created successfully');

  await search(page, 'Quadriceps knock e2e');
  await expect(rows(page)).toHaveCount(1);
  // Search matches any language (docs/api.md).
  await search(page, 'knock e2e (Dutch)');
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().click();

  const germanName = page.getByRole('tabpanel', { name: /^German:/ }).getByRole('textbox', { name: /^Name/ });
  await page.getByRole('tab', { name: /^German:/ }).click();
  await germanName.fill('Zerrung der Oberschenkelrückseite');
  await serverRejectsNextSave(page, 'injuries', { 'name.de': ['This name is already taken.'] });
  await save(page);
  await expect(page.getByRole('tab', { name: 'German: has errors' })).toBeVisible();
  await expect(germanName).toHaveAccessibleDescription('This name is already taken.');
  await checkAccessibility(page);
  await save(page);
  await expectToast(page, 'Injury updated successfully');

  await rows(page).first().click();
  await deleteFromEdit(
    page,
    apiProfile === 'laravel'
      ? 'Are you sure you want to delete this injury? This action cannot be undone.'
      : 'This injury goes to Recently deleted, where it can be restored.',
  );
  await expect(rows(page)).toHaveCount(0);
});

test('several injuries are deleted together after a confirmation', async ({ page, request }) => {
  const client = await staffApi(request);
  for (const name of ['Bulk bruise', 'Bulk blister']) await client.create('injuries', { name: inEveryLanguage(name) });
  await bulkDeleteFound(page, client, {
    path: '/injuries',
    endpoint: 'injuries',
    text: 'Bulk b',
    count: 2,
    confirmation: 'These 2 injuries go to Recently deleted, where they can be restored.',
  });
});
