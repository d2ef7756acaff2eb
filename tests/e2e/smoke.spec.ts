import { productName } from '../../src/brand';
import { test, expect, checkAccessibility } from './fixtures';

test('the built admin loads from the server, in English, with nothing fetched from elsewhere', async ({ page, serverUrl }) => {
  const requested: string[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));

  await page.goto('/');

  await expect(page).toHaveTitle(new RegExp(`${productName}$`));
  await expect(page.getByText(productName, { exact: true }).first()).toBeVisible();
  // The interface language, with the browser's region for dates and numbers (en-US here).
  await expect(page.locator('html')).toHaveAttribute('lang', /^en(-|$)/);
  await page.waitForLoadState('networkidle');
  await checkAccessibility(page);

  expect(consoleErrors).toEqual([]);
  const serverHost = new URL(serverUrl).host;
  expect(requested.length).toBeGreaterThan(0);
  expect(requested.filter((url) => new URL(url).host !== serverHost)).toEqual([]);
});
