/**
 * The account's security from the profile menu: two-step sign-in set up, then used with a code of
 * the authenticator app (made here by otplib, as the app would) and with a recovery code, and its
 * recovery codes renewed; signing out every other device from a second browser; and a change of
 * password that signs the other browser out. Two-step sign-in or a new password on a demo account
 * would change every other spec's sign-in, so this file runs on a server of its own.
 */
import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { checkAccessibility, expect } from '../fixtures';
import { testWithOwnServer } from '../ownServer';
import { accessToken, demoColleague, demoStaff, fillSignIn, signInAs } from './signIn';

const test = testWithOwnServer();

test.describe.configure({ mode: 'serial' });

async function openSecurity(page: Page) {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Devices and security' }).click();
  await expect(page.getByRole('heading', { name: 'Signed-in devices' })).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Profile' }).click();
  const revoked = page.waitForResponse((response) => response.url().endsWith('/oauth/revoke'));
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  expect((await revoked).status()).toBe(200);
  await expect(page).toHaveURL(/\/login$/);
}

/** The code the app shows in the next 30 seconds: the one just used to turn it on is spent. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

test('two-step sign-in: set up, signing in with a code of the app and with a recovery code, new recovery codes', async ({ page }) => {
  await signInAs(page, demoStaff);
  await openSecurity(page);
  await checkAccessibility(page);

  const twoStep = page.getByRole('region', { name: 'Two-step sign-in' });
  await twoStep.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await twoStep.getByLabel('Password').fill(demoStaff.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with an authenticator app' })).toBeVisible();
  await checkAccessibility(page);
  const secret = (await page.getByTestId('second-factor-secret').textContent())!;
  await page.getByLabel('Code from the app').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codeItems = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codeItems).toHaveCount(10);
  const codes = await codeItems.allTextContents();
  await checkAccessibility(page);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Two-step sign-in is on. 10 recovery codes left')).toBeVisible();

  await signOut(page);
  await fillSignIn(page, demoStaff);
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeVisible();
  await checkAccessibility(page);
  await page.getByLabel('Code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('This code is not correct.')).toBeVisible();
  await page.getByLabel('Code').fill(await nextCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).not.toHaveURL(/\/login$/);

  await signOut(page);
  await fillSignIn(page, demoStaff);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).not.toHaveURL(/\/login$/);

  await openSecurity(page);
  await expect(page.getByText('Two-step sign-in is on. 9 recovery codes left')).toBeVisible();
  const log = page.getByRole('list', { name: 'Sign-in and security log' });
  await expect(log.getByText('Signed in with a recovery code')).toBeVisible();
  await expect(log.getByText('Wrong two-step code')).toBeVisible();
  await expect(log.getByText('Two-step sign-in turned on')).toBeVisible();
  await checkAccessibility(page);

  // New recovery codes: the old ones stop working, the new ones sign in.
  await twoStep.getByRole('button', { name: 'New recovery codes' }).click();
  await twoStep.getByLabel('Password').fill(demoStaff.password);
  await twoStep.getByRole('button', { name: 'Continue' }).click();
  const newCodeItems = twoStep.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(newCodeItems).toHaveCount(10);
  const newCodes = await newCodeItems.allTextContents();
  await expect(twoStep.getByText(/Your previous recovery codes no longer work/)).toBeVisible();
  await checkAccessibility(page);
  await twoStep.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Two-step sign-in is on. 10 recovery codes left')).toBeVisible();

  await signOut(page);
  await fillSignIn(page, demoStaff);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(codes[1]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(/This code is not correct/)).toBeVisible();
  await page.getByLabel('Recovery code').fill(newCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
});

test('signing out everywhere else sends the other browser to sign in', async ({ page, browser, serverUrl }) => {
  const other = await browser.newContext({ baseURL: serverUrl });
  const otherPage = await other.newPage();
  try {
    // The colleague, who has no second factor on this server.
    await signInAs(otherPage, demoColleague);
    await signInAs(page, demoColleague);
    await openSecurity(page);
    await expect(page.getByRole('listitem').filter({ hasText: '(this device)' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(page.getByText('Every other device has been signed out')).toBeVisible();
    // The other browser's next call is refused, its refresh too: it is sent to sign in. Its live
    // stream may have sent it there already, a navigation a reload can collide with.
    await expect(() => otherPage.reload()).toPass();
    await expect(otherPage).toHaveURL(/\/login$/);
    await expect(page).not.toHaveURL(/\/login$/);
  } finally {
    await other.close();
  }
});

test('changing the password signs the other browser out, and the new password signs in', async ({ page, browser, serverUrl, request }) => {
  const newPassword = 'a-new-colleague-password';
  const other = await browser.newContext({ baseURL: serverUrl });
  const otherPage = await other.newPage();
  try {
    await signInAs(otherPage, demoColleague);
    await signInAs(page, demoColleague);
    await openSecurity(page);
    const section = page.getByRole('region', { name: 'Password' });
    await expect(section.getByRole('checkbox', { name: 'Sign out my other devices' })).toBeChecked();
    await checkAccessibility(page);

    await section.getByLabel('Current password').fill('not-the-password');
    await section.getByLabel('New password', { exact: true }).fill(newPassword);
    await section.getByLabel('New password again').fill(newPassword);
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(section.getByText('The password is incorrect.')).toBeVisible();
    await checkAccessibility(page);

    await section.getByLabel('Current password').fill(demoColleague.password);
    await section.getByRole('button', { name: 'Change password' }).click();
    // Every other sign-in of the colleague: the earlier test's too.
    await expect(page.getByText(/^Your password has been changed and \d+ other devices? signed out$/)).toBeVisible();
    await expect(section.getByLabel('Current password')).toHaveValue('');
    await expect(page.getByRole('list', { name: 'Sign-in and security log' }).getByText('Password changed')).toBeVisible();
    await checkAccessibility(page);

    await otherPage.reload();
    await expect(otherPage).toHaveURL(/\/login$/);
    await expect(page).not.toHaveURL(/\/login$/);
    await fillSignIn(otherPage, demoColleague);
    await expect(otherPage.getByText('Invalid email or password')).toBeVisible();
    await fillSignIn(otherPage, { email: demoColleague.email, password: newPassword });
    await expect(otherPage).not.toHaveURL(/\/login$/);
  } finally {
    await other.close();
  }

  // The colleague's password as it was, for whatever runs after on this server.
  const token = await accessToken(request, { email: demoColleague.email, password: newPassword });
  const restored = await request.put('/api/v1/me/password', {
    headers: { Authorization: `Bearer ${token}` },
    data: { current_password: newPassword, password: demoColleague.password, password_confirmation: demoColleague.password },
  });
  expect(restored.status()).toBe(200);
});
