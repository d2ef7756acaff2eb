import { expect, checkAccessibility } from '../fixtures';
import {
  bulkDeleteFound,
  deleteFromEdit,
  expectToast,
  fileGroup,
  fillLanguages,
  inEveryLanguage,
  photoPng,
  pickFile,
  rows,
  save,
  search,
  searchBox,
  serverRejectsNextSave,
  staffApi,
  test,
} from './journey';

test.describe.configure({ timeout: 180_000 });

test('equipment is created in six languages with an icon and an https link, found, edited, refused, and deleted', async ({ page }) => {
  await page.goto('/equipment/create');
  await fillLanguages(page, { Name: inEveryLanguage('Rebound net'), Description: inEveryLanguage('A net that returns the ball') });
  await pickFile(page, 'Icon', photoPng('net.png', 256, 256, 7));
  await expect(fileGroup(page, 'Icon').getByRole('img', { name: /^Preview of net\./ })).toBeVisible();

  const link = page.getByRole('textbox', { name: 'Link' });
  await link.fill('http://shop.example/rebound-net');
  await save(page);
  await expect(link).toHaveAccessibleDescription('Url must be https');
  await checkAccessibility(page);
  await link.fill('https://shop.example/rebound-net');
  await save(page);
  await expectToast(page, 'Equipment created successfully');

  // Every word typed must match, in any order: the language tag tells it from the demo's Rebounder (a net).
  await search(page, 'Rebound net english');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Rebound net (English)');
  await expect(rows(page).first()).toContainText('https://shop.example/rebound-net');
  await checkAccessibility(page);

  await rows(page).first().click();
  await expect(page.getByRole('tab', { name: 'English: translated' })).toBeVisible();
  await checkAccessibility(page);
  const englishName = page.getByRole('tabpanel', { name: /^English:/ }).getByRole('textbox', { name: /^Name/ });
  await englishName.fill('Rebound net XL (English)');
  await serverRejectsNextSave(page, 'equipment', { 'name.en': ['This name is already taken.'] });
  await save(page);
  // The server's complaint lands on the English name, and the English tab says so.
  await expect(page.getByRole('tab', { name: 'English: has errors' })).toBeVisible();
  await expect(englishName).toHaveAccessibleDescription('This name is already taken.');
  await englishName.fill('Rebound net XL (English)');
  await save(page);
  await expectToast(page, 'Equipment updated successfully');
  await expect(searchBox(page)).toHaveValue('Rebound net english');
  await expect(rows(page).first()).toContainText('Rebound net XL (English)');

  await rows(page).first().click();
  await deleteFromEdit(page, 'This equipment goes to Recently deleted, where it can be restored.');
  await expect(rows(page)).toHaveCount(0);
});

test('several pieces of equipment are deleted together after a confirmation', async ({ page, request }) => {
  const client = await staffApi(request);
  for (const name of ['Bulk bib', 'Bulk ball', 'Bulk bottle', 'Bulk bag']) {
    await client.create('equipment', { name: inEveryLanguage(name), description: inEveryLanguage(name) });
  }
  await bulkDeleteFound(page, client, {
    path: '/equipment',
    endpoint: 'equipment',
    text: 'Bulk b',
    count: 4,
    confirmation: 'These 4 equipment go to Recently deleted, where they can be restored.',
  });
});
