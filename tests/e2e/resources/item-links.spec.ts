/**
 * Every list's rows open the item at its named edit route, `/{resource}/{id}/edit` (the
 * exercise's at its first step), so the screen has its title from the first moment.
 */
import { checkAccessibility, expect } from '../fixtures';
import { rows, test } from './journey';

const lists: [path: string, edit: RegExp, title: string][] = [
  ['/authors', /\/authors\/[^/]+\/edit$/, 'Edit author'],
  ['/equipment', /\/equipment\/[^/]+\/edit$/, 'Edit equipment'],
  ['/exercises', /\/exercises\/[^/]+\/edit\/details$/, 'Edit exercise: details'],
  ['/injuries', /\/injuries\/[^/]+\/edit$/, 'Edit injury'],
  ['/knowledge-videos', /\/knowledge-videos\/[^/]+\/edit$/, 'Edit knowledge video'],
  ['/referrals', /\/referrals\/[^/]+\/edit$/, 'Edit referral'],
];

for (const [path, edit, title] of lists) {
  test(`the rows of ${path} link to their edit screens, which have their title`, async ({ page }) => {
    await page.goto(path);
    await expect(rows(page).first()).toBeVisible();
    const links = rows(page).getByRole('link');
    const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(edit);

    await links.first().click();
    await expect(page).toHaveURL(edit);
    await expect(page).toHaveTitle(`${title} · Pitchside`);
    await checkAccessibility(page);

    // A click anywhere on a row goes to the same place.
    await page.goBack();
    await rows(page).nth(1).locator('td').last().click();
    await expect(page).toHaveURL(edit);
  });
}
