/**
 * The exercise's create and edit in four routed steps (docs/spec.md §2 "Exercise multi-step flow"):
 * details, video, equipment, injuries, against the real server and its demo content.
 */
import type { Page } from '@playwright/test';
import { expect, checkAccessibility, laravelJourney } from '../fixtures';
import {
  choose,
  expectToast,
  fileGroup,
  fillLanguages,
  inEveryLanguage,
  photoPng,
  pickFile,
  pitchVideo,
  save,
  serverRejectsNextSave,
  staffApi,
  test,
} from './journey';

test.describe.configure({ timeout: 240_000 });

const stepLink = (page: Page, step: string) =>
  page.getByRole('navigation', { name: 'Steps' }).getByRole('link', { name: new RegExp(`^${step}`) });

/** The step shown: its path, its link announced as the current step, its heading. */
async function expectStep(page: Page, path: RegExp, step: string) {
  await expect(page).toHaveURL(path);
  await expect(stepLink(page, step)).toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('heading', { level: 2, name: step })).toBeVisible();
}

/** An exercise made through the API, with the least the API asks for. */
async function exerciseFromApi(client: Awaited<ReturnType<typeof staffApi>>, name: string) {
  return client.create('exercises', { name: inEveryLanguage(name), description: inEveryLanguage(`${name} how-to`), types: ['agility'] });
}

test('the bare create and edit paths lead to the details step, in place of the bare path', async ({ page, request }) => {
  const { id } = await exerciseFromApi(await staffApi(request), 'Redirected drill e2e');
  for (const [bare, details] of [
    ['/exercises/create', '/exercises/create/details'],
    [`/exercises/${id}/edit`, `/exercises/${id}/edit/details`],
    // Where react-admin's list leads to an item.
    [`/exercises/${id}`, `/exercises/${id}/edit/details`],
  ]) {
    await page.goto('/exercises');
    await page.goto(bare);
    await expectStep(page, new RegExp(`${details}$`), 'Details');
    // Replaced, not pushed: Back returns to where the user was, not to the bare path again.
    await page.goBack();
    await expect(page).toHaveURL(/\/exercises$/);
  }
});

test('a complete exercise is created in four steps, with its files, equipment and injuries', laravelJourney, async ({ page, request }) => {
  await page.goto('/exercises/create');
  await expectStep(page, /\/exercises\/create\/details$/, 'Details');
  await checkAccessibility(page);
  await fillLanguages(page, { Name: inEveryLanguage('Ladder hops e2e'), Description: inEveryLanguage('Quick feet through the ladder') });
  await choose(page, /^Types/, 'Plyo', 'Plyometric');
  await choose(page, /^Types/, 'Agil', 'Agility');
  await page.getByRole('combobox', { name: 'Level' }).click();
  await page.getByRole('option', { name: 'Hard' }).click();
  await page.getByRole('spinbutton', { name: /^Reps/ }).fill('12');
  await page.getByRole('spinbutton', { name: /^Duration/ }).fill('3');
  await page.getByRole('combobox', { name: 'RM type' }).click();
  await page.getByRole('option', { name: 'Squat' }).click();
  await page.getByRole('spinbutton', { name: /^RM load/ }).fill('70');
  await page.getByRole('switch', { name: 'Premium' }).check();
  await page.getByRole('switch', { name: 'Gym access required' }).check();
  await page.getByRole('switch', { name: 'Reps left/right', exact: true }).check();

  await page.getByRole('button', { name: 'Next' }).click();
  await expectStep(page, /\/exercises\/create\/video$/, 'Video');
  await checkAccessibility(page);
  const video = await pitchVideo();
  await pickFile(page, 'Video', video);
  await pickFile(page, 'Thumbnail', photoPng('ladder-thumb.png', 320, 180, 5));
  await pickFile(page, 'Image', photoPng('ladder.png', 640, 400, 6));

  await page.getByRole('button', { name: 'Next' }).click();
  await expectStep(page, /\/exercises\/create\/equipment$/, 'Equipment');
  await checkAccessibility(page);
  await choose(page, 'Equipment', 'ladder', 'Agility ladder');
  await choose(page, 'Equipment', 'hurd', 'Mini hurdles');

  await page.getByRole('button', { name: 'Next' }).click();
  await expectStep(page, /\/exercises\/create\/injuries$/, 'Injuries');
  await checkAccessibility(page);
  await choose(page, 'Injuries', 'ankle', 'Ankle sprain');
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);

  // Going back through every step finds everything as it was left.
  await page.getByRole('button', { name: 'Back' }).click();
  await expectStep(page, /\/equipment$/, 'Equipment');
  await expect(page.getByRole('button', { name: 'Agility ladder' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mini hurdles' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expectStep(page, /\/video$/, 'Video');
  await expect(fileGroup(page, 'Video').getByText('pitch.mp4')).toBeVisible();
  await expect(fileGroup(page, 'Image').getByRole('img', { name: /^Preview of ladder\./ })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expectStep(page, /\/details$/, 'Details');
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  // The language tab last used is still open.
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Ladder hops e2e (Portuguese)');
  await expect(page.getByRole('spinbutton', { name: /^RM load/ })).toHaveValue('70');

  // Save is on every step; here from the last one, reached through the step indicator.
  await stepLink(page, 'Injuries').click();
  await expectStep(page, /\/injuries$/, 'Injuries');
  await save(page);
  await expectToast(page, 'Exercise created successfully');
  await expect(page).toHaveURL(/\/exercises$/);

  const [stored] = await (await staffApi(request)).list('exercises', 'Ladder hops e2e');
  expect(stored).toMatchObject({
    name: inEveryLanguage('Ladder hops e2e'),
    description: inEveryLanguage('Quick feet through the ladder'),
    types: ['plyometric', 'agility'],
    level: 'hard',
    reps: 12,
    duration: 3,
    rm_type: 'squat',
    rm_load: 70,
    premium: true,
    gym_access_required: true,
    reps_left_right: true,
    reps_left_right_alternating: false,
    video: { mime_type: 'video/mp4', size: video.buffer.length },
    thumbnail: { mime_type: expect.stringMatching(/^image\//) },
    image: { mime_type: expect.stringMatching(/^image\//) },
  });
  expect((stored.equipment as { name: { en: string } }[]).map((item) => item.name.en)).toEqual(['Agility ladder', 'Mini hurdles']);
  expect((stored.injuries as { name: { en: string } }[]).map((item) => item.name.en)).toEqual(['Ankle sprain']);
});

test('one step of an exercise is edited and saved, by keyboard alone', async ({ page, request }) => {
  const client = await staffApi(request);
  const { id } = await exerciseFromApi(client, 'Equipment swap e2e');
  await page.goto(`/exercises/${id}/edit/details`);
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Equipment swap e2e (English)');

  // The step indicator's links and Next work from the keyboard; Next puts focus on the step's heading.
  await stepLink(page, 'Video').focus();
  await page.keyboard.press('Enter');
  await expectStep(page, new RegExp(`/exercises/${id}/edit/video$`), 'Video');
  await page.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  await expectStep(page, new RegExp(`/exercises/${id}/edit/equipment$`), 'Equipment');
  await expect(page.getByRole('heading', { level: 2, name: 'Equipment' })).toBeFocused();
  await checkAccessibility(page);

  const equipment = page.getByRole('combobox', { name: 'Equipment' });
  await equipment.focus();
  await page.keyboard.type('Medic');
  // The server's answer to the search, not the list before it.
  await expect(page.getByRole('option')).toHaveText(['Medicine ball']);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Medicine ball' })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Exercise updated successfully');

  const [stored] = await client.list('exercises', 'Equipment swap e2e');
  expect((stored.equipment as { name: { en: string } }[]).map((item) => item.name.en)).toEqual(['Medicine ball']);
  expect(stored).toMatchObject({ name: inEveryLanguage('Equipment swap e2e'), types: ['agility'] });
});

test('a step is checked when it is left, moving on all the same, and a field as it loses the focus', async ({ page }) => {
  await page.goto('/exercises/create/details');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectStep(page, /\/create\/video$/, 'Video');
  await expect(stepLink(page, 'Details')).toContainText('Has errors');
  await expect(stepLink(page, 'Video')).not.toContainText('Has errors');
  await checkAccessibility(page);

  await stepLink(page, 'Details').click();
  await expectStep(page, /\/create\/details$/, 'Details');
  const reps = page.getByRole('spinbutton', { name: /^Reps/ });
  await reps.fill('0');
  await expect(page.getByText('Must be at least 1')).toHaveCount(0);
  await reps.press('Tab');
  await expect(reps).toHaveAccessibleDescription('Must be at least 1');
  const load = page.getByRole('spinbutton', { name: /^RM load/ });
  await load.fill('150');
  await load.press('Tab');
  await expect(load).toHaveAccessibleDescription('Must be 100 or less');
  await checkAccessibility(page);
});

test('saving with errors on another step takes the user there, marked; the server’s too', laravelJourney, async ({ page, request }) => {
  const { id } = await exerciseFromApi(await staffApi(request), 'Broken drill e2e');
  await page.goto(`/exercises/${id}/edit/details`);
  const name = page.getByRole('textbox', { name: /^Name/ });
  await expect(name).toHaveValue('Broken drill e2e (English)');
  await name.fill('');

  await stepLink(page, 'Injuries').click();
  await expectStep(page, /\/edit\/injuries$/, 'Injuries');
  await save(page);
  await expectStep(page, /\/edit\/details$/, 'Details');
  await expect(stepLink(page, 'Details')).toContainText('Has errors');
  await expect(name).toBeFocused();
  await checkAccessibility(page);

  await name.fill('Mended drill e2e');
  await expect(stepLink(page, 'Details')).not.toContainText('Has errors');
  // A 422 on the video lands on its field, and takes the user to its step.
  await stepLink(page, 'Equipment').click();
  await serverRejectsNextSave(page, 'exercises', { video_id: ['This video cannot be played.'] });
  await save(page);
  await expectStep(page, /\/edit\/video$/, 'Video');
  await expect(stepLink(page, 'Video')).toContainText('Has errors');
  await expect(fileGroup(page, 'Video').getByText('This video cannot be played.')).toBeVisible();
  await checkAccessibility(page);

  // Leaving the form asks first; moving between its steps did not.
  await page.getByRole('menuitem', { name: 'Authors' }).click();
  await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/authors(\?.*)?$/);
});
