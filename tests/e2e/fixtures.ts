/**
 * What every end-to-end test shares: the running server (started by global-setup.ts), the
 * accessibility check each screen must pass, and the server's mail outbox.
 */
import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readOutbox, type OutboxMail } from '../../server/auth/mail';
import { serverEnv } from './server-env';

function fromGlobalSetup(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the end-to-end tests with \`playwright test\` (its global setup starts the server)`);
  return value;
}

export const test = base.extend<{ serverUrl: string; dataDir: string; readOutbox: () => Promise<OutboxMail[]> }>({
  serverUrl: async ({}, use) => use(fromGlobalSetup(serverEnv.url)),
  dataDir: async ({}, use) => use(fromGlobalSetup(serverEnv.dataDir)),
  // `page.goto('/login')` goes to the test server.
  baseURL: async ({ serverUrl }, use) => use(serverUrl),
  readOutbox: async ({ dataDir }, use) => use(() => readOutbox(dataDir)),
});

export { expect };

/** Fails on any serious or critical axe violation of the screen as it is now. */
export async function checkAccessibility(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(blocking, `accessibility of ${page.url()}`).toEqual([]);
}
