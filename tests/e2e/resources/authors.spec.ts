import { test, expect, checkAccessibility } from '../fixtures';
import { accessToken, signInAs } from '../shell/signIn';
import {
  api,
  bulkDeleteShown,
  deleteFromEdit,
  expectToast,
  fileGroup,
  photoPng,
  pickFile,
  rows,
  save,
  search,
  searchBox,
  serverRejectsNextSave,
} from './journey';

// Whole journeys on a shared two-core machine: minutes, not seconds.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => signInAs(page));

test('an author is created with a picture, found, edited, refused by the server, and deleted', async ({ page, request }) => {
  await page.goto('/authors');
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/authors\/create$/);
  await checkAccessibility(page);

  // Validation from the definition, on the fields.
  await page.getByRole('textbox', { name: /^First name/ }).fill('Ada');
  await save(page);
  await expect(page.getByRole('textbox', { name: /^Last name/ })).toHaveAccessibleDescription('Required');
  await checkAccessibility(page);
  await page.getByRole('textbox', { name: /^Last name/ }).fill('Pitchford');
  const picture = photoPng('ada.png');
  await pickFile(page, 'Picture', picture);
  await expect(fileGroup(page, 'Picture').getByRole('img', { name: /^Preview of ada\.(webp|png)$/ })).toBeVisible();
  await save(page);
  await expectToast(page, 'Author created successfully');
  await expect(page).toHaveURL(/\/authors(\?.*)?$/);

  // The picture went up compressed in the browser.
  const token = await accessToken(request);
  const [stored] = await api(request, token).list('authors', 'Pitchford');
  const storedPicture = stored.author_picture as { mime_type: string; size: number };
  expect(storedPicture.mime_type).toBe('image/webp');
  expect(storedPicture.size).toBeLessThan(picture.buffer.length);

  await search(page, 'Pitchford');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Ada');
  await checkAccessibility(page);
  await rows(page).first().getByText('Ada').click();
  await expect(page).toHaveURL(/\/authors\/[0-9a-f-]+$/);
  await expect(page.getByRole('textbox', { name: /^Last name/ })).toHaveValue('Pitchford');
  await checkAccessibility(page);

  await page.getByRole('textbox', { name: /^First name/ }).fill('Adaline');
  await serverRejectsNextSave(page, 'authors', { first_name: ['This first name is taken.'] });
  await save(page);
  await expect(page.getByRole('textbox', { name: /^First name/ })).toHaveAccessibleDescription('This first name is taken.');
  await save(page);
  await expectToast(page, 'Author updated successfully');
  await expect(rows(page).first()).toContainText('Adaline');
  await expect(searchBox(page)).toHaveValue('Pitchford');

  await rows(page).first().getByRole('link', { name: 'Pitchford' }).click();
  await deleteFromEdit(page, 'Are you sure you want to delete this author? This action cannot be undone.');
  await expect(page.getByText(/Author deleted/)).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
});

test('several authors are deleted together after a confirmation', async ({ page, request }) => {
  const authors = api(request, await accessToken(request));
  for (const lastName of ['Bulkley', 'Bulkstone', 'Bulkwood']) await authors.create('authors', { first_name: 'Bo', last_name: lastName });
  await page.goto('/authors');
  await search(page, 'Bulk');
  await bulkDeleteShown(page, 3, 'Are you sure you want to delete these 3 authors? This action cannot be undone.');
  await expect(page.getByText('3 authors deleted')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
  // Nothing matches, yet authors exist: no empty state while search text is there (spec §4).
  await expect(page.getByText('No Authors yet.')).toHaveCount(0);
  await expect(searchBox(page)).toHaveValue('Bulk');
  expect(await authors.list('authors', 'Bulk')).toEqual([]);
});
