import type { Browser } from '@playwright/test';
import { demoStaff } from '../server/config';

/** Signs in on the admin's login screen as the demo staff; answers the session it stored. */
export async function signInInBrowser(browser: Browser, adminUrl: string): Promise<string> {
  const page = await browser.newPage();
  try {
    await page.goto(`${adminUrl}/login`);
    await page.getByLabel('E-mail').fill(demoStaff.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(demoStaff.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    const session = await page.evaluate(() => window.localStorage.getItem('oAuth'));
    if (!session) throw new Error('Signing in stored no session');
    return session;
  } finally {
    await page.close();
  }
}
