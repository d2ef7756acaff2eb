import type { APIRequestContext } from '@playwright/test';
import { expect, checkAccessibility } from '../fixtures';
import { testWithOwnServer } from '../ownServer';
import type { OutboxMail } from '../../../server/auth/mail';
import { demoStaff, fillSignIn } from './signIn';

const test = testWithOwnServer();

const newPassword = 'a-brand-new-staff-password';

/** The newest reset mail to `to` sent after `since`. */
async function resetMailTo(readOutbox: () => Promise<OutboxMail[]>, to: string, since: Date): Promise<OutboxMail> {
  let mail: OutboxMail | undefined;
  await expect
    .poll(async () => {
      mail = (await readOutbox()).filter((sent) => sent.to === to && new Date(sent.createdAt) >= since).at(-1);
      return mail !== undefined;
    })
    .toBe(true);
  return mail!;
}

/** Puts the demo password back through the API, so the other tests still sign in with it. */
async function restoreDemoPassword(request: APIRequestContext, readOutbox: () => Promise<OutboxMail[]>) {
  const since = new Date();
  expect((await request.post('/api/v1/password/forgot', { data: { email: demoStaff.email } })).status()).toBe(200);
  const { resetUrl } = await resetMailTo(readOutbox, demoStaff.email, since);
  const token = decodeURIComponent(new URL(resetUrl).pathname.split('/').at(-1)!);
  const answer = await request.post('/api/v1/password/reset', { data: { token, email: demoStaff.email, password: demoStaff.password } });
  expect(answer.status()).toBe(200);
}

test.describe('forgot and reset password', () => {
  test('a full round trip: the mail with a personal link, a new password, then sign in with it', async ({ page, request, readOutbox }) => {
    const since = new Date();
    // A failed sign-in, then the way to a new password, which starts from the e-mail just given.
    await page.goto('/login');
    await fillSignIn(page, { email: demoStaff.email, password: 'forgotten-it' });
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page).toHaveTitle('Forgot password · Pitchside');
    await expect(page.getByLabel('E-mail')).toHaveValue(demoStaff.email);
    await checkAccessibility(page);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('alert')).toContainText('An e-mail with a personal link is on its way');
    await expect(page.getByRole('alert')).toContainText('It arrives within a few minutes.');
    await checkAccessibility(page);

    // The screen remembers that the mail went out.
    await page.reload();
    await expect(page.getByRole('alert')).toContainText(`on its way to ${demoStaff.email}`);

    try {
      const { resetUrl } = await resetMailTo(readOutbox, demoStaff.email, since);
      await page.goto(resetUrl);
      await expect(page).toHaveURL(/\/reset-password\/[^/?]+\?email=/);
      await expect(page).toHaveTitle('Reset password · Pitchside');
      await expect(page.getByLabel('E-mail')).toHaveValue(demoStaff.email);
      await checkAccessibility(page);
      await page.getByRole('textbox', { name: 'New password' }).fill(newPassword);
      await page.getByRole('button', { name: 'Set the new password' }).click();

      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText('Your password has been reset. You can now sign in with your new password.')).toBeVisible();
      await fillSignIn(page, { email: demoStaff.email, password: newPassword });
      await expect(page).toHaveURL(/\/exercises$/);

      // Nothing is remembered as sent any more.
      await page.getByRole('button', { name: 'Profile' }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await page.goto('/forgot-password');
      await expect(page.getByRole('button', { name: 'Send the link' })).toBeVisible();
    } finally {
      await restoreDemoPassword(request, readOutbox);
    }
  });

  test('a reset link that is not valid says so as soon as it opens, and offers a new one', async ({ page }) => {
    const invalid = 'This is not a valid link to reset your password. Please request a new one.';
    await page.goto(`/reset-password/not-a-real-token?email=${encodeURIComponent(demoStaff.email)}`);
    // Before anything is typed: the page asked the server, which spent nothing.
    await expect(page.getByRole('alert')).toContainText(invalid);
    await expect(page.getByRole('textbox', { name: 'New password' })).toHaveValue('');
    await checkAccessibility(page);
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test('against a back end that cannot check a link, a dead link is reported when the password is set', async ({ page }) => {
    const checks: string[] = [];
    await page.route('**/api/v1/password/reset/check', async (route) => {
      checks.push(route.request().url());
      await route.fulfill({ status: 404, json: { message: 'Not Found' } });
    });
    await page.goto(`/reset-password/not-a-real-token?email=${encodeURIComponent(demoStaff.email)}`);
    await expect.poll(() => checks.length).toBe(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'New password' }).fill('long-enough-password');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await expect(page.getByRole('alert')).toContainText('This is not a valid link to reset your password. Please request a new one.');
    await checkAccessibility(page);
  });

  test('a new password needs 8 characters at least, and a valid e-mail', async ({ page }) => {
    await page.goto('/reset-password/some-token');
    await page.getByRole('textbox', { name: 'New password' }).fill('short');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await expect(page.getByText('Must be 8 characters at least')).toBeVisible();
    await expect(page.getByText('Invalid email')).toBeVisible();
    await checkAccessibility(page);
  });
});
