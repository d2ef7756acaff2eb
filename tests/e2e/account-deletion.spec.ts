/**
 * Account deletion (docs/spec.md §2). Deleting the demo accounts would break every other spec that
 * signs in with them, so this file runs on a server of its own (a fresh data folder with the demo
 * accounts), started for it and stopped after it.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { demoClient } from '../../server/config';
import { signInRoutes, routeTable, shellRoutes } from '../../src/routes/routeTable';
import { checkAccessibility, expect } from './fixtures';
import { testWithOwnServer } from './ownServer';
import { moveInside } from './moveInside';
import { accessToken, demoMember, demoStaff, fillSignIn, signInAs, type Account } from './shell/signIn';

const test = testWithOwnServer();

// The member's deletion comes after the tests that need the member.
test.describe.configure({ mode: 'serial' });

async function passwordGrantStatus(request: APIRequestContext, user: Account): Promise<number> {
  const answer = await request.post('/api/v1/oauth/token', {
    form: {
      grant_type: 'password',
      client_id: demoClient.id,
      client_secret: demoClient.secret,
      username: user.email,
      password: user.password,
    },
  });
  return answer.status();
}

async function fillDeletion(page: Page, password: string, confirmation: string) {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Type DELETE to confirm').fill(confirmation);
  await page.getByRole('button', { name: 'Delete my account' }).click();
}

/** Deletes the signed-in account on the deletion screen and checks the last screen. */
async function deleteOwnAccount(page: Page, user: Account) {
  await fillDeletion(page, user.password, 'DELETE');
  await expect(page.getByRole('heading', { level: 1, name: 'Your account has been deleted' })).toBeVisible();
  await expect(page.getByText(`The account of ${user.email}`)).toBeVisible();
  // Signed out: the session is gone from the browser.
  expect(await page.evaluate(() => localStorage.getItem('oAuth'))).toBeNull();
  // And the browser forgets the account: nobody to greet, no e-mail to offer.
  expect(await page.evaluate(() => localStorage.getItem('lastLoggedInUser'))).toBeNull();
  expect(await page.evaluate(() => Object.values(localStorage).filter((value) => value.includes('@')))).toEqual([]);
  await checkAccessibility(page);
}

/** The sign-in screen refuses the account now. */
async function signInFails(page: Page, user: Account) {
  await page.getByRole('link', { name: 'Go to the sign-in screen' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /e-?mail/i })).toHaveValue('');
  await page.goto('/forgot-password');
  await expect(page.getByRole('textbox', { name: /e-?mail/i })).toHaveValue('');
  await page.goto('/login');
  await fillSignIn(page, user);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
}

const mainAreaPaths = routeTable
  .filter((route) => !Object.values(signInRoutes).includes(route) && route !== shellRoutes.accountDeletion)
  .map((route) => route.path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000'));

test('a member is sent away from every main-area screen', async ({ page }) => {
  // Some thirty screens, each loaded and checked for accessibility.
  test.setTimeout(240_000);
  await signInAs(page, demoMember);
  await expect(page).toHaveURL(/\/account-deletion$/);
  // The first screen typed in the address bar, the others opened inside the admin (moveInside.ts).
  for (const [index, path] of mainAreaPaths.entries()) {
    if (index === 0) await page.goto(path);
    else await moveInside(page, path);
    await expect(page.getByRole('heading', { level: 1, name: 'Forbidden' }), path).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Exercises' })).toHaveCount(0);
    await checkAccessibility(page);
  }
  await page.goto('/');
  await expect(page).toHaveURL(/\/account-deletion$/);
});

test('the screen says who is signed in and what goes, and asks for the typed confirmation', async ({ page, request }) => {
  await signInAs(page, demoMember);
  await expect(page.getByText(`Signed in as Mia Member (${demoMember.email})`)).toBeVisible();
  await expect(page.getByText('This cannot be undone.')).toBeVisible();
  await checkAccessibility(page);
  await fillDeletion(page, demoMember.password, 'delete');
  await expect(page.getByText('Type DELETE exactly')).toBeVisible();
  expect(await passwordGrantStatus(request, demoMember)).toBe(200);
});

test('a wrong password says so on its field and deletes nothing', async ({ page, request }) => {
  await signInAs(page, demoMember);
  await fillDeletion(page, 'not-the-password', 'DELETE');
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The password is incorrect.')).toBeVisible();
  await checkAccessibility(page);
  // Still signed in, and the account still signs in.
  await expect(page.getByRole('heading', { level: 1, name: 'Account deletion' })).toBeVisible();
  expect(await passwordGrantStatus(request, demoMember)).toBe(200);
});

test('a member deletes their account: signed out, and the account no longer signs in', async ({ page, request }) => {
  await signInAs(page, demoMember);
  await deleteOwnAccount(page, demoMember);
  expect(await passwordGrantStatus(request, demoMember)).toBe(400);
  await signInFails(page, demoMember);
});

/** The users whose drafts of the forms this browser keeps. */
const draftOwners = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const opening = indexedDB.open('pitchside-drafts', 1);
        opening.onsuccess = () => {
          const all = opening.result.transaction('drafts').objectStore('drafts').getAll();
          all.onsuccess = () => resolve(all.result.map((draft: { userId: string }) => draft.userId));
          all.onerror = () => reject(all.error);
        };
        opening.onerror = () => reject(opening.error);
      }),
  );

test('a staff user deletes their own account from the main area, and their drafts go with it', async ({ page, request }) => {
  await signInAs(page, demoStaff);
  // The screen stands outside the main area, with a way back into it.
  await page.getByRole('menuitem', { name: 'Account deletion' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/exercises(\?.*)?$/);
  await page.goto('/authors/create');
  await page.getByRole('textbox', { name: /^First name/ }).fill('Typed before leaving');
  await expect.poll(() => draftOwners(page)).toHaveLength(1);
  // Another user's draft in the same browser stays.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const opening = indexedDB.open('pitchside-drafts', 1);
        opening.onsuccess = () => {
          const store = opening.result.transaction('drafts', 'readwrite').objectStore('drafts');
          const put = store.put({
            userId: 'someone-else',
            resource: 'authors',
            itemId: 'new',
            values: { firstName: 'Kept' },
            savedAt: Date.now(),
          });
          put.onsuccess = () => resolve();
          put.onerror = () => reject(put.error);
        };
      }),
  );
  await page.goto('/account-deletion');
  await expect(page.getByText(`Signed in as Sam Staff (${demoStaff.email})`)).toBeVisible();
  const token = await accessToken(request, demoStaff);
  await deleteOwnAccount(page, demoStaff);
  // Its tokens went with it.
  expect((await request.get('/api/v1/me', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
  expect(await draftOwners(page)).toEqual(['someone-else']);
  await signInFails(page, demoStaff);
});
