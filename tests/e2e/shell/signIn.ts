/** Signing in as a user would, and the API beside the admin, for the shell's end-to-end tests. */
import type { APIRequestContext, Page } from '@playwright/test';
import { sessionRecordOf, sessionStorageKey, type TokenAnswer } from '../../../providers/session';
import { demoClient, demoColleague, demoMember, demoStaff } from '../../../server/config';
import { expect } from '../fixtures';

export { demoColleague, demoMember, demoStaff };

export interface Account {
  email: string;
  password: string;
}

export async function fillSignIn(page: Page, user: Account) {
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in on the login screen and waits until the admin has left it. */
export async function signInAs(page: Page, user: Account = demoStaff) {
  await page.goto('/login');
  await fillSignIn(page, user);
  await expect(page).not.toHaveURL(/\/login$/);
}

/**
 * Starts `page` signed in as `user`, as a browser that signed in on this origin before: the session
 * the sign-in screen would store (providers/session.ts) is in place before the admin's first script
 * runs, so the next `page.goto` opens the admin signed in. For journeys whose subject is not signing
 * in; the sign-in screen's own specs go through it (`signInAs`).
 */
export async function startSignedIn(page: Page, user: Account = demoStaff): Promise<void> {
  const record = sessionRecordOf(await passwordGrant(page.request, user));
  await page.addInitScript(
    ({ key, session }) => {
      // Once in the tab's life: a sign-out in the test stays signed out across reloads.
      if (sessionStorage.getItem('e2e-signed-in')) return;
      sessionStorage.setItem('e2e-signed-in', 'yes');
      localStorage.setItem(key, session);
    },
    { key: sessionStorageKey, session: JSON.stringify(record) },
  );
}

async function passwordGrant(request: APIRequestContext, user: Account): Promise<TokenAnswer> {
  const answer = await request.post('/api/v1/oauth/token', {
    form: {
      grant_type: 'password',
      client_id: demoClient.id,
      client_secret: demoClient.secret,
      username: user.email,
      password: user.password,
    },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as TokenAnswer;
}

/** An access token for calling the API directly, as the admin would. */
export async function accessToken(request: APIRequestContext, user: Account = demoStaff): Promise<string> {
  return (await passwordGrant(request, user)).access_token;
}

/** The id of the first item of a resource (by its API path segment). */
export async function firstId(request: APIRequestContext, token: string, endpoint: string, sortedBy?: string): Promise<string> {
  const sort = sortedBy ? `&column=${sortedBy.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}&direction=asc` : '';
  const answer = await request.get(`/api/v1/admin/${endpoint}?per_page=1${sort}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  const { data } = (await answer.json()) as { data: { id: string }[] };
  return data[0]!.id;
}
