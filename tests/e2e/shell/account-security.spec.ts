/**
 * The account's security from the profile menu: two-step sign-in set up, then used with a code of
 * the authenticator app (made here by otplib, as the app would) and with a recovery code; and
 * signing out every other device from a second browser. Two-step sign-in on a demo account would
 * change every other spec's sign-in, so this file runs on a server of its own.
 */
import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { checkAccessibility, expect, test as sharedServerTest } from '../fixtures';
import { launchServer, type RunningServer } from '../global-setup';
import { demoColleague, demoStaff, fillSignIn, signInAs } from './signIn';

const test = sharedServerTest.extend<object, { ownServer: RunningServer }>({
  ownServer: [
    async ({}, use) => {
      const server = await launchServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  serverUrl: async ({ ownServer }, use) => use(ownServer.url),
});

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

test('two-step sign-in: set up, then signing in with a code of the app and with a recovery code', async ({ page }) => {
  await signInAs(page, demoStaff);
  await openSecurity(page);
  await checkAccessibility(page);

  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await page.getByLabel('Password').fill(demoStaff.password);
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
    // The other browser's next call is refused, its refresh too: it is sent to sign in.
    await otherPage.reload();
    await expect(otherPage).toHaveURL(/\/login$/);
    await expect(page).not.toHaveURL(/\/login$/);
  } finally {
    await other.close();
  }
});
