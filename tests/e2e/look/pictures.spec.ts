/**
 * The before/after pictures of a change of look (docs/look/<name>-*.png), taken only when asked:
 * `LOOK_PICTURES=after npx playwright test tests/e2e/look/pictures.spec.ts`.
 */

import { testWithOwnServer } from '../ownServer';
import { signInAs } from '../shell/signIn';

const test = testWithOwnServer();

const name = process.env.LOOK_PICTURES;

test.skip(!name, 'pictures are taken only with LOOK_PICTURES=<name>');
test.use({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });

test('the exercise list, the exercise form and the referral form at 1280×800, light', async ({ page }) => {
  await signInAs(page);
  for (const [screen, path] of [
    ['exercise-list', '/exercises'],
    ['exercise-form', '/exercises/create'],
    ['referral-form', '/referrals/create'],
  ] as const) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `docs/look/${name}-${screen}.png` });
  }
});
