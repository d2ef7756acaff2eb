import { test, expect, checkAccessibility } from '../fixtures';
import { accessToken, demoMember, demoStaff, fillSignIn, firstId, signInAs, startSignedIn } from './signIn';

test.describe('routes and guards', () => {
  test('the root sends a signed-in user to the exercise list, the landing area', async ({ page }) => {
    await startSignedIn(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/exercises$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Exercises' })).toBeVisible();
    await checkAccessibility(page);
  });

  test('an unknown path goes to the root, and so to the exercise list', async ({ page }) => {
    await startSignedIn(page);
    await page.goto('/no/such/screen');
    await expect(page).toHaveURL(/\/exercises$/);
  });

  test('an unknown path at any depth, also below a resource, goes to the root', async ({ page, request }) => {
    await startSignedIn(page);
    const author = await firstId(request, await accessToken(request), 'authors');
    const exercise = await firstId(request, await accessToken(request), 'exercises');
    for (const path of [
      '/nowhere',
      '/authors/create/extra',
      `/authors/${author}/edit/extra`,
      `/authors/${author}/show/extra`,
      `/exercises/${exercise}/edit/no-such-step`,
      '/exercises/create/no-such-step',
      '/a/b/c/d/e',
    ]) {
      await page.goto('/export');
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/exercises$/);
    }
  });

  test("an item's own path and its show path lead to its edit screen, with its title", async ({ page, request }) => {
    await startSignedIn(page);
    const token = await accessToken(request);
    const author = await firstId(request, token, 'authors');
    const exercise = await firstId(request, token, 'exercises');
    for (const [path, edit, title] of [
      [`/authors/${author}`, `/authors/${author}/edit`, 'Edit author'],
      [`/authors/${author}/show`, `/authors/${author}/edit`, 'Edit author'],
      [`/exercises/${exercise}/show`, `/exercises/${exercise}/edit/details`, 'Edit exercise: details'],
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`${edit}$`));
      await expect(page).toHaveTitle(`${title} · Pitchside`);
    }
    await checkAccessibility(page);
  });

  test('a signed-out user is sent to sign in, and after signing in back where they were going', async ({ page }) => {
    await page.goto('/injuries?search=knee');
    await expect(page).toHaveURL(/\/login$/);
    await checkAccessibility(page);
    await fillSignIn(page, demoStaff);
    await expect(page).toHaveURL(/\/injuries\?search=knee$/);
    await checkAccessibility(page);
  });

  test('a signed-in user is sent from every sign-in screen to the root', async ({ page }) => {
    await startSignedIn(page);
    for (const path of ['/login', '/forgot-password', '/reset-password/some-token?email=staff%40demo.test']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/exercises$/);
    }
  });

  test('the export screen is in the main layout', async ({ page }) => {
    await startSignedIn(page);
    await page.goto('/export');
    await expect(page.getByRole('heading', { level: 1, name: 'Export' })).toBeVisible();
    await expect(page.getByRole('navigation').or(page.locator('.RaSidebar-fixed'))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
    await checkAccessibility(page);
  });

  test('the account-deletion screen stands outside the main layout and says who is signed in', async ({ page }) => {
    await page.goto('/account-deletion');
    await expect(page).toHaveURL(/\/login$/);
    await fillSignIn(page, demoStaff);
    await expect(page).toHaveURL(/\/account-deletion$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account deletion' })).toBeVisible();
    await expect(page.getByText(`Signed in as Sam Staff (${demoStaff.email})`)).toBeVisible();
    // No app bar and no menu: the main layout is not around it.
    await expect(page.getByRole('button', { name: 'Profile' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Exercises' })).toHaveCount(0);
    await checkAccessibility(page);
  });

  test('a member of the training app lands on account deletion, and a main-area screen is forbidden to them', async ({ page }) => {
    await signInAs(page, demoMember);
    await expect(page).toHaveURL(/\/account-deletion$/);
    await expect(page.getByText(`Signed in as Mia Member (${demoMember.email})`)).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(/\/account-deletion$/);
    await page.goto('/authors');
    await expect(page.getByRole('heading', { level: 1, name: 'Forbidden' })).toBeVisible();
    await expect(page).toHaveTitle('Forbidden · Pitchside');
    await checkAccessibility(page);
    await page.getByRole('link', { name: 'Go to the start' }).click();
    await expect(page).toHaveURL(/\/account-deletion$/);
  });
});
