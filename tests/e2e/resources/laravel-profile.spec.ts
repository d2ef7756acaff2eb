/**
 * What only the Laravel profile has (tests/laravel-profile), run in its project only: an exercise
 * with a category the admin does not know is shown as it came and kept on save, together with the
 * key every item carries that the admin does not know; authors go by integer ids.
 */
import { checkAccessibility, expect, laravelJourney } from '../fixtures';
import { extraKey, unknownCategory } from '../../laravel-profile/laravel-profile';
import { expectToast, rows, search, staffApi, test } from './journey';

test('an unknown category is shown as it came and kept on save, with the unknown key', laravelJourney, async ({ page, request }) => {
  const exercises = await (await staffApi(request)).list('exercises', '');
  const item = exercises.find((exercise) => (exercise.types as string[]).includes(unknownCategory));
  expect(item, 'the profile gives one exercise an unknown category').toBeDefined();
  const name = (item!.name as { en: string }).en;

  await page.goto('/exercises');
  await search(page, name);
  await expect(rows(page).filter({ hasText: name }).first()).toContainText(unknownCategory);
  await expect(page.locator('table tbody tr[data-unreadable]')).toHaveCount(0);

  await page.goto(`/exercises/${String(item!.id)}/edit/details`);
  await expect(page.getByRole('button', { name: unknownCategory })).toBeVisible();
  await checkAccessibility(page);
  const saved = page.waitForRequest(
    (sent) => sent.method() === 'PUT' && sent.url().includes(`/api/v1/admin/exercises/${String(item!.id)}`),
  );
  await page.getByRole('spinbutton', { name: /^Reps/ }).fill('7');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const body = (await saved).postDataJSON() as Record<string, unknown>;
  expect(body.types).toEqual(item!.types);
  expect(body).toHaveProperty(extraKey);
  await expectToast(page, 'Exercise updated successfully');
  const [stored] = (await (await staffApi(request)).list('exercises', name)).filter((exercise) => exercise.id === item!.id);
  expect(stored).toMatchObject({ types: item!.types, reps: 7 });
});

test('authors are read, opened and saved by their integer ids', laravelJourney, async ({ page }) => {
  await page.goto('/authors');
  const link = rows(page).first().getByRole('link');
  await link.click();
  await expect(page).toHaveURL(/\/authors\/\d+(\/edit)?$/);
  const first = page.getByRole('textbox', { name: /^First name/ });
  const before = await first.inputValue();
  await first.fill(`${before} I`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Author updated successfully');
  await page.goto('/authors');
  await rows(page).first().getByRole('link').click();
  await first.fill(before);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Author updated successfully');
});
