import type { Page, Route } from '@playwright/test';
import { expect, checkAccessibility } from '../fixtures';
import {
  bulkDeleteFound,
  choose,
  confirmDialog,
  deleteFromEdit,
  expectToast,
  fileGroup,
  fillLanguages,
  inEveryLanguage,
  photoPng,
  pickFile,
  rows,
  save,
  search,
  serverRejectsNextSave,
  staffApi,
  test,
} from './journey';

test.describe.configure({ timeout: 240_000 });

/** Spec §2: the referral form asks before it saves. */
async function saveConfirmed(page: Page) {
  await save(page);
  await confirmDialog(page, 'Are you sure you want to save this referral?');
}

test('a referral and its child are created with every field, found, edited, refused, and deleted', async ({ page }) => {
  await page.goto('/referrals/create');
  await checkAccessibility(page);
  await fillLanguages(page, { Name: inEveryLanguage('Partner club e2e'), Description: inEveryLanguage('Train with our partner') });
  await page.getByRole('textbox', { name: /^Link/ }).fill('not a link');
  await save(page);
  // An invalid form is not confirmed: its errors show straight away.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^Link/ })).toHaveAccessibleDescription('Must be a valid URL');
  await page.getByRole('textbox', { name: /^Link/ }).fill('https://partner.example/club');
  await choose(page, 'Equipment', 'Agility', 'Agility ladder');
  await choose(page, 'Country', 'Nether', 'Netherlands');
  await pickFile(page, 'Image', photoPng('partner.png', 800, 300, 5));
  await expect(fileGroup(page, 'Image').getByRole('img', { name: /^Preview of partner\./ })).toBeVisible();
  await save(page);
  await expect(page.getByRole('dialog')).toContainText('Save referral');
  await checkAccessibility(page);
  await confirmDialog(page, 'Are you sure you want to save this referral?');
  await expectToast(page, 'Referral created successfully');

  await page.getByRole('link', { name: 'Create' }).click();
  await fillLanguages(page, { Name: inEveryLanguage('Partner club e2e NL'), Description: inEveryLanguage('In the Netherlands') });
  await page.getByRole('textbox', { name: /^Link/ }).fill('https://partner.example/nl');
  await choose(page, 'Parent', 'Partner club e2e', 'Partner club e2e (English)');
  await saveConfirmed(page);
  await expectToast(page, 'Referral created successfully');

  await search(page, 'Partner club e2e');
  await expect(rows(page)).toHaveCount(2);
  const child = rows(page).filter({ hasText: 'Partner club e2e NL (English)' });
  // The child's row names its parent.
  await expect(child).toContainText('Partner club e2e (English)');
  await checkAccessibility(page);

  // The parent's edit screen lists its children, each a way to it.
  await rows(page).filter({ hasText: 'Netherlands' }).getByRole('link', { name: 'Partner club e2e (English)' }).click();
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('Netherlands');
  await expect(page.getByRole('combobox', { name: 'Equipment' })).toHaveValue('Agility ladder');
  await checkAccessibility(page);
  // Its parent picker offers neither itself nor its child (either would make a cycle).
  const parentOptions = page.getByRole('option');
  await page.getByRole('combobox', { name: 'Parent' }).fill('Partner club e2e');
  await expect(page.getByRole('listbox')).toBeVisible();
  await expect(parentOptions.filter({ hasText: 'Partner club e2e' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Parent' }).fill('');
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Partner club e2e NL (English)' }).click();
  await expect(page.getByRole('combobox', { name: 'Parent' })).toHaveValue('Partner club e2e (English)');

  await page.getByRole('textbox', { name: /^Link/ }).fill('https://partner.example/nederland');
  await serverRejectsNextSave(page, 'referrals', { link: ['This link does not answer.'] });
  await saveConfirmed(page);
  await expect(page.getByRole('textbox', { name: /^Link/ })).toHaveAccessibleDescription('This link does not answer.');
  await page.getByRole('textbox', { name: /^Link/ }).fill('https://partner.example/nl-2');
  await saveConfirmed(page);
  await expectToast(page, 'Referral updated successfully');

  await child.click();
  // The confirmation says what a delete does (docs/versions.md); never that it cannot be undone.
  const dialog = page.getByRole('dialog');
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toHaveText(/This referral goes to Recently deleted, where it can be restored\./);
  await expect(dialog).not.toContainText('cannot be undone');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await deleteFromEdit(page, 'This referral goes to Recently deleted, where it can be restored.');
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().click();
  await deleteFromEdit(page, 'This referral goes to Recently deleted, where it can be restored.');
  await expect(rows(page)).toHaveCount(0);
});

test('several referrals are deleted together after a confirmation', async ({ page, request }) => {
  const client = await staffApi(request);
  for (const name of ['Bulk offer one', 'Bulk offer two']) {
    await client.create('referrals', { name: inEveryLanguage(name), description: inEveryLanguage(name), link: 'https://offer.example' });
  }
  await bulkDeleteFound(page, client, {
    path: '/referrals',
    endpoint: 'referrals',
    text: 'Bulk offer',
    count: 2,
    confirmation: /^Delete 2 referralsThese 2 referrals go to Recently deleted, where they can be restored\./,
  });
});

/** Holds the first page of a list back until released, to see what the list shows meanwhile. */
async function holdFirstPage(page: Page, endpoint: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const pattern = new RegExp(`/api/v1/admin/${endpoint}\\?`);
  await page.route(pattern, async (route: Route) => {
    await released;
    await route.fallback();
  });
  return async () => {
    release();
    await page.unroute(pattern);
  };
}

test('the referral list is loaded afresh after the user leaves the referrals, while other lists are kept', async ({ page }) => {
  await page.goto('/');
  for (const [menu, path] of [
    ['Referrals', '/referrals'],
    ['Authors', '/authors'],
  ]) {
    await page.getByRole('menuitem', { name: menu }).click();
    await expect(page).toHaveURL(new RegExp(`${path}(\\?.*)?$`));
    await expect(rows(page).first()).toBeVisible();
  }

  // Authors → exercises → authors: the authors are on screen at once, refreshed behind the scenes.
  await page.getByRole('menuitem', { name: 'Exercises' }).click();
  let release = await holdFirstPage(page, 'authors');
  await page.getByRole('menuitem', { name: 'Authors' }).click();
  await expect(rows(page).first()).toBeVisible();
  await release();

  // Referrals were left: their rows are gone and come back only with the fresh answer.
  release = await holdFirstPage(page, 'referrals');
  await page.getByRole('menuitem', { name: 'Referrals' }).click();
  await expect(page).toHaveURL(/\/referrals(\?.*)?$/);
  await expect(rows(page)).toHaveCount(0);
  await release();
  await expect(rows(page).first()).toBeVisible();

  // Within the section (list → edit → list) nothing is dropped.
  await rows(page).first().click();
  await expect(page).toHaveURL(/\/referrals\/[0-9a-f-]+\/edit$/);
  release = await holdFirstPage(page, 'referrals');
  await page.goBack();
  await expect(rows(page).first()).toBeVisible();
  await release();
});
