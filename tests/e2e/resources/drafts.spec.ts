/**
 * Drafts of the forms: what was typed into an exercise survives the session's end and the
 * browser's restart, is offered again on the same step, restored and saved, and then gone.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { checkAccessibility, expect, test } from '../fixtures';
import { accessToken, demoColleague, fillSignIn, signInAs } from '../shell/signIn';
import { api, expectToast, inEveryLanguage, save } from './journey';

test.describe.configure({ timeout: 120_000 });

/** Every draft this browser keeps, read from its IndexedDB as the admin wrote it. */
const storedDrafts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ itemId: string; values: Record<string, unknown>; baseVersion?: number }[]>((resolve, reject) => {
        const opening = indexedDB.open('pitchside-drafts', 1);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('drafts')) return resolve([]);
          const all = db.transaction('drafts').objectStore('drafts').getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
        };
        opening.onerror = () => reject(opening.error);
      }),
  );

const draftNames = async (page: Page, id: string) =>
  (await storedDrafts(page)).filter((draft) => draft.itemId === id).map((draft) => (draft.values.name as Record<string, string>).en);

const nameBox = (page: Page) => page.getByRole('textbox', { name: /^Name/ });

async function exerciseWithName(request: Parameters<typeof accessToken>[0], name: string) {
  return api(request, await accessToken(request)).create('exercises', {
    name: inEveryLanguage(name),
    description: inEveryLanguage(`${name} how-to`),
    types: ['agility'],
  });
}

/** Types a new English name on the details step, moves to the video step and waits until the draft is stored. */
async function typeAndMoveToVideo(page: Page, id: string, typed: string) {
  await page.goto(`/exercises/${id}/edit/details`);
  await expect(nameBox(page)).not.toHaveValue('');
  await nameBox(page).fill(typed);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`/exercises/${id}/edit/video$`));
  await expect.poll(() => draftNames(page, id)).toEqual([typed]);
}

/** The draft's offer, restored: the typed name is back on the details step, and saved. */
async function restoreAndSave(page: Page, id: string, typed: string) {
  const offer = page.getByRole('region', { name: /^Restore your changes from \d{1,2}:\d{2}/ });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('Changed: Name');
  await checkAccessibility(page);
  await offer.getByRole('button', { name: 'Restore' }).focus();
  await page.keyboard.press('Enter');
  await expect(offer).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Steps' })
    .getByRole('link', { name: /^Details/ })
    .click();
  await expect(nameBox(page)).toHaveValue(typed);
  await save(page);
  await expectToast(page, 'Exercise updated successfully');
  await expect.poll(() => draftNames(page, id)).toEqual([]);
}

test('a session that ends while typing: after signing in again the form is back on its step with the draft, restored and saved', async ({
  page,
  request,
}) => {
  const { id } = await exerciseWithName(request, 'Draft after sign-in e2e');
  await signInAs(page);
  await typeAndMoveToVideo(page, id, 'Typed before the session ended');

  // Both tokens stop working, as when the session ends elsewhere; the form's next request fails its refresh.
  await page.evaluate(() => {
    const record = JSON.parse(localStorage.getItem('oAuth')!);
    const value = JSON.stringify({
      ...record,
      accessToken: `expired-${record.accessToken}`,
      refreshToken: `revoked-${record.refreshToken}`,
    });
    localStorage.setItem('oAuth', value);
    window.dispatchEvent(new StorageEvent('storage', { key: 'oAuth', newValue: value, storageArea: localStorage }));
  });
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await fillSignIn(page, { email: 'staff@demo.test', password: 'demo-staff-password' });

  await expect(page).toHaveURL(new RegExp(`/exercises/${id}/edit/video$`));
  await restoreAndSave(page, id, 'Typed before the session ended');
  const [stored] = await api(request, await accessToken(request)).list('exercises', 'Typed before the session ended');
  expect(stored).toMatchObject({ id, name: { en: 'Typed before the session ended' } });
});

test('a browser closed while typing: reopened on the same storage, the form offers the draft', async ({ request, serverUrl }) => {
  const { id } = await exerciseWithName(request, 'Draft after restart e2e');
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'pitchside-drafts-'));
  const launch = () =>
    chromium.launchPersistentContext(userDataDir, {
      baseURL: serverUrl,
      headless: true,
      executablePath: '/usr/lib/chromium/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  try {
    const first = await launch();
    const page = first.pages()[0] ?? (await first.newPage());
    await signInAs(page);
    await typeAndMoveToVideo(page, id, 'Typed before the restart');
    await first.close();

    const second = await launch();
    const reopened = second.pages()[0] ?? (await second.newPage());
    await reopened.goto(`/exercises/${id}/edit/video`);
    await restoreAndSave(reopened, id, 'Typed before the restart');
    await second.close();
  } finally {
    await rm(userDataDir, { recursive: true, force: true });
  }
});

test('a draft of an older version is offered with a warning, and its save meets the conflict screen', async ({ page, request }) => {
  const { id } = await exerciseWithName(request, 'Draft of an old version e2e');
  await signInAs(page);
  await typeAndMoveToVideo(page, id, 'Typed on version 1');
  await page.goto('/exercises');

  // Someone else saves the item meanwhile.
  const token = await accessToken(request, demoColleague);
  const changed = await request.put(`/api/v1/admin/exercises/${id}`, {
    headers: { Authorization: `Bearer ${token}`, 'If-Match': '"1"' },
    data: { name: inEveryLanguage('Changed by someone else'), description: inEveryLanguage('how-to'), types: ['agility'] },
  });
  expect(changed.status(), await changed.text()).toBe(200);

  await page.goto(`/exercises/${id}/edit/details`);
  await expect(nameBox(page)).toHaveValue('Changed by someone else (English)');
  const offer = page.getByRole('region', { name: /^Restore your changes from/ });
  await expect(offer).toContainText('changed by someone else since');
  await checkAccessibility(page);
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(nameBox(page)).toHaveValue('Typed on version 1');
  await save(page);
  await expect(page.getByRole('dialog', { name: 'Someone else saved changes while you were editing' })).toBeVisible();
});

test('discarding a draft removes it, and the form shows the saved item', async ({ page, request }) => {
  const { id } = await exerciseWithName(request, 'Draft discarded e2e');
  await signInAs(page);
  await typeAndMoveToVideo(page, id, 'Typed and thrown away');
  await page.goto('/exercises');
  await page.goto(`/exercises/${id}/edit/details`);
  const offer = page.getByRole('region', { name: /^Restore your changes from/ });
  await offer.getByRole('button', { name: 'Discard' }).click();
  await expect(offer).toHaveCount(0);
  await expect(nameBox(page)).toHaveValue('Draft discarded e2e (English)');
  await expect.poll(() => draftNames(page, id)).toEqual([]);
});
