import { test, expect, checkAccessibility } from '../fixtures';
import { moveInside, watchRequests } from '../moveInside';
import { accessToken, firstId, signInAs } from './signIn';

const brand = ' · Pitchside';

test.describe('page titles', () => {
  test('every sign-in screen has its title', async ({ page }) => {
    for (const [path, title] of [
      ['/login', 'Sign in'],
      ['/forgot-password', 'Forgot password'],
      ['/reset-password/a-token', 'Reset password'],
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title + brand);
      await checkAccessibility(page);
    }
  });

  test('every main-area screen has its title, through the one template', async ({ page, request }) => {
    test.setTimeout(180_000);
    const token = await accessToken(request);
    const ids = {
      authors: await firstId(request, token, 'authors'),
      injuries: await firstId(request, token, 'injuries'),
      equipment: await firstId(request, token, 'equipment'),
      exercises: await firstId(request, token, 'exercises'),
      knowledgeVideos: await firstId(request, token, 'knowledge_videos'),
      referrals: await firstId(request, token, 'referrals'),
    };
    const screens: [string, string][] = [
      ['/authors', 'Authors'],
      ['/authors/create', 'New author'],
      [`/authors/${ids.authors}/edit`, 'Edit author'],
      ['/injuries', 'Injuries'],
      ['/injuries/create', 'New injury'],
      [`/injuries/${ids.injuries}/edit`, 'Edit injury'],
      ['/equipment', 'Equipment'],
      ['/equipment/create', 'New equipment'],
      [`/equipment/${ids.equipment}/edit`, 'Edit equipment'],
      ['/exercises', 'Exercises'],
      ['/exercises/create/details', 'New exercise: details'],
      ['/exercises/create/video', 'New exercise: video'],
      ['/exercises/create/equipment', 'New exercise: equipment'],
      ['/exercises/create/injuries', 'New exercise: injuries'],
      [`/exercises/${ids.exercises}/edit/details`, 'Edit exercise: details'],
      [`/exercises/${ids.exercises}/edit/video`, 'Edit exercise: video'],
      [`/exercises/${ids.exercises}/edit/equipment`, 'Edit exercise: equipment'],
      [`/exercises/${ids.exercises}/edit/injuries`, 'Edit exercise: injuries'],
      ['/knowledge-videos', 'Knowledge videos'],
      ['/knowledge-videos/create', 'New knowledge video'],
      [`/knowledge-videos/${ids.knowledgeVideos}/edit`, 'Edit knowledge video'],
      ['/referrals', 'Referrals'],
      ['/referrals/create', 'New referral'],
      [`/referrals/${ids.referrals}/edit`, 'Edit referral'],
      ['/export', 'Export'],
      ['/account-deletion', 'Account deletion'],
    ];
    await signInAs(page);
    const requests = watchRequests(page);
    // Each screen opened inside the admin, as its links do (moveInside.ts), and checked once its
    // requests are done: the title is set before a form step's code and options are in.
    for (const [path, title] of screens) {
      await moveInside(page, path);
      await expect(page, path).toHaveTitle(title + brand);
      await requests.quiet();
      await checkAccessibility(page);
    }
    // The bare create and edit paths of the exercise are named screens too: their own title, or
    // their first step's once they lead there (docs/spec.md §2).
    for (const [path, title] of [
      ['/exercises/create', 'New exercise'],
      [`/exercises/${ids.exercises}/edit`, 'Edit exercise'],
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(new RegExp(`^${title}(: details)?${brand}$`));
    }
  });
});
