/**
 * The admin older than the server's definitions says so (docs/adding-a-resource.md "Rebuilding the
 * admin"): not when the built admin and the server share their definitions (the two bundles agree
 * on the fingerprint), and with a reload reachable by keyboard when they do not.
 */
import { test, expect, checkAccessibility } from '../fixtures';
import { signInAs } from './signIn';

const notice = 'This admin is older than the server';

test.describe('an admin older than the server', () => {
  test('is not said when the admin was built from the definitions the server serves', async ({ page }) => {
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/definitions');
    await signInAs(page);
    expect((await answered).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(notice)).toHaveCount(0);
  });

  test('is said, with a reload, when the server serves other definitions', async ({ page }) => {
    await page.route('**/api/v1/definitions', (route) => route.fulfill({ json: { fingerprint: '00000000' } }));
    await signInAs(page);
    await expect(page.getByRole('status').filter({ hasText: notice })).toBeVisible();
    await checkAccessibility(page);
    const reload = page.getByRole('button', { name: 'Reload' });
    await reload.focus();
    const reloaded = page.waitForEvent('load');
    await page.keyboard.press('Enter');
    await reloaded;
  });
});
