import type { Page } from '@playwright/test';
import { test, expect, checkAccessibility, laravelJourney } from '../fixtures';
import { demoStaff, fillSignIn, signInAs } from './signIn';

const signInScreens = ['/login', '/forgot-password', '/reset-password/a-token'];

/** The form's fields and its button: one left edge, one width, and a gap between each and the next. */
async function expectOneColumn(page: Page) {
  const boxes = await page
    .locator('form')
    .locator('.MuiOutlinedInput-root, button[type=submit]')
    .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
  expect(boxes.length).toBeGreaterThan(1);
  for (const box of boxes) {
    expect(Math.round(box.left)).toBe(Math.round(boxes[0]!.left));
    expect(Math.round(box.width)).toBe(Math.round(boxes[0]!.width));
  }
  for (let index = 1; index < boxes.length; index++) expect(boxes[index]!.top - boxes[index - 1]!.bottom).toBeGreaterThanOrEqual(12);
}

test.describe('the sign-in area', () => {
  test('has its own layout with the logo and the side image', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.locator('img[src="/logo.svg"]')).toBeVisible();
    await expect(page.getByRole('img', { name: 'A football pitch seen from above' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Profile' })).toHaveCount(0);
    await checkAccessibility(page);
  });

  test('works on a phone-width screen: the form takes the width, nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    for (const path of signInScreens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('img', { name: 'A football pitch seen from above' })).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const form = await page.locator('form').boundingBox();
      expect(form!.width).toBeGreaterThan(250);
      await expectOneColumn(page);
      await checkAccessibility(page);
    }
  });

  test('lays each card out in one column: its fields and button of one width, aligned, apart', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const path of signInScreens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectOneColumn(page);
    }
  });

  test('shows the validation of docs/spec.md §5 on the fields', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid email')).toBeVisible();
    await expect(page.getByText('Required')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Password' })).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('E-mail').fill('coach@club.test');
    await page.getByRole('textbox', { name: 'Password' }).fill('x');
    await expect(page.getByText('Invalid email')).toHaveCount(0);
    await expect(page.getByText('Required')).toHaveCount(0);
    await checkAccessibility(page);
  });

  test('says Invalid email or password when the server refuses the credentials', laravelJourney, async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, { email: 'nobody@demo.test', password: 'not-the-password' });
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
    await checkAccessibility(page);
  });

  test('greets a returning user by the remembered name', laravelJourney, async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText('Sign in to manage the training content.')).toBeVisible();
    await expect(page.getByText(/Welcome back/)).toHaveCount(0);

    await signInAs(page);
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Welcome back, Sam')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue(demoStaff.email);
    await checkAccessibility(page);
  });

  test('can be used with the keyboard alone', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('E-mail')).toBeVisible();
    // From the top of the page: the e-mail field comes first, then the password.
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('E-mail')).toBeFocused();
    await page.keyboard.type(demoStaff.email);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Password' })).toBeFocused();
    await page.keyboard.type(demoStaff.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/exercises$/);

    // Through the menu by keyboard: focus the authors entry and follow it.
    const authors = page.getByRole('menuitem', { name: 'Authors' });
    for (let presses = 0; presses < 30 && !(await authors.evaluate((item) => item === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    await expect(authors).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/authors$/);
  });
});
