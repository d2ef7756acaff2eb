/**
 * Error reporting in the built admin. With a DSN: an admin built for this file (DSN pointing at a
 * stand-in Sentry ingest on 127.0.0.1, and the crash-test switch on) on a server of its own; a
 * crashed screen, a 500 and an unreadable answer each arrive as an event filed under the screen's
 * route name, every navigation as a transaction named by its route, and no token or password
 * anywhere. Without a DSN (the default build, on the shared server): no request leaves for
 * anything but the page's own origin, which serves the API too.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { crashTestEvent } from '../../src/error-reporting/crashTestEvent';
import { startSentryIngest, type SentryEvent, type SentryIngest } from '../support/sentry-ingest';
import { checkAccessibility, expect, test as sharedServerTest } from './fixtures';
import { launchServer, type RunningServer } from './global-setup';
import { demoStaff, signInAs } from './shell/signIn';

/** `vite build` of the admin into `outDir` with these settings added to the environment. */
function buildAdmin(outDir: string, env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const build = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--emptyOutDir'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    build.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    build.once('error', reject);
    build.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build failed (${code}):\n${errors}`))));
  });
}

interface ReportingAdmin {
  ingest: SentryIngest;
  server: RunningServer;
}

const test = sharedServerTest.extend<object, { reportingAdmin: ReportingAdmin }>({
  serverUrl: async ({ reportingAdmin }, use) => use(reportingAdmin.server.url),
  // Built and started once for the whole file.
  reportingAdmin: [
    async ({}, use) => {
      const ingest = await startSentryIngest();
      const outDir = await mkdtemp(path.join(os.tmpdir(), 'football-admin-reporting-'));
      try {
        await buildAdmin(outDir, { VITE_ERROR_REPORTING_DSN: ingest.dsn, VITE_ERROR_REPORTING_CRASH_TEST: 'true' });
        // The server reads the same setting to let that admin reach the ingest (its Content-Security-Policy).
        const server = await launchServer({ adminDist: outDir, env: { VITE_ERROR_REPORTING_DSN: ingest.dsn } });
        try {
          await use({ ingest, server });
        } finally {
          await server.stop();
        }
      } finally {
        await ingest.close();
        await rm(outDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 300_000 },
  ],
});

test.describe.configure({ mode: 'serial' });

/** The session's tokens as the admin keeps them. */
async function storedTokens(page: Page): Promise<string[]> {
  const record = await page.evaluate(
    () => JSON.parse(localStorage.getItem('oAuth') ?? '{}') as { accessToken?: string; refreshToken?: string },
  );
  expect(record.accessToken).toBeTruthy();
  return [record.accessToken!, record.refreshToken!];
}

const eventsWhere = (ingest: SentryIngest, match: (event: SentryEvent) => boolean) => ingest.items('event').filter(match);

test.describe('with a DSN built in', () => {
  test('a crash, a 500 and an unreadable answer are reported by route name, each navigation traced, and nothing secret sent', async ({
    page,
    reportingAdmin,
  }) => {
    const { ingest } = reportingAdmin;
    await signInAs(page);
    await expect(page.getByRole('menuitem', { name: 'Authors' })).toBeVisible();
    const tokens = await storedTokens(page);
    const userId = await page.evaluate(async (token) => {
      const answer = await fetch('/api/v1/me', { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
      return ((await answer.json()) as { data: { id: string } }).data.id;
    }, tokens[0]);

    // A crash while the authors list renders: the error page with its way back, and an event.
    await page.getByRole('menuitem', { name: 'Authors' }).click();
    await expect(page).toHaveURL(/\/authors$/);
    await page.evaluate((name) => window.dispatchEvent(new Event(name)), crashTestEvent);
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await checkAccessibility(page);
    await expect
      .poll(
        () =>
          eventsWhere(ingest, (event) => event.exception?.values?.some((value) => /Crash test/.test(value.value ?? '')) ?? false).length,
      )
      .toBe(1);
    const [crash] = eventsWhere(ingest, (event) => event.exception?.values?.some((value) => /Crash test/.test(value.value ?? '')) ?? false);
    expect(crash.tags).toMatchObject({ route: 'authors-index' });
    expect(crash.release).toMatch(/^pitchside-admin@\d+\.\d+\.\d+/);
    expect(crash.environment).toBe('production');
    expect(crash.user).toEqual({ id: userId });
    await page.getByRole('link', { name: 'Go to the start' }).click();
    await expect(page).toHaveURL(/\/exercises$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toHaveCount(0);

    // A 500 on the equipment list.
    await page.route(/\/api\/v1\/admin\/equipment(\?|$)/, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Database unavailable' }) }),
    );
    await page.getByRole('menuitem', { name: 'Equipment' }).click();
    await expect(page).toHaveURL(/\/equipment$/);
    // The screen loads its code first: only once it says the list failed has the request been made.
    await expect(page.getByRole('alert').filter({ hasText: 'The list could not be loaded: Database unavailable' })).toBeVisible();
    // An answer that is not JSON on the injuries list.
    await page.route(/\/api\/v1\/admin\/injuries(\?|$)/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<html>proxy page</html>' }),
    );
    await page.getByRole('menuitem', { name: 'Injuries' }).click();
    await expect(page).toHaveURL(/\/injuries$/);
    await expect(page.getByRole('alert').filter({ hasText: 'The list could not be loaded' })).toBeVisible();

    const apiFailures = () => eventsWhere(ingest, (event) => event.tags?.['api.path'] !== undefined);
    await expect
      .poll(() =>
        apiFailures()
          .map((event) => event.tags?.['api.status'])
          .sort(),
      )
      .toEqual(['200', '500']);
    const serverError = apiFailures().find((event) => event.tags?.['api.status'] === '500')!;
    expect(serverError.tags).toMatchObject({
      route: 'equipment-index',
      'api.method': 'GET',
      'api.path': '/api/v1/admin/equipment',
      'api.failure': 'badResponse',
    });
    const unreadable = apiFailures().find((event) => event.tags?.['api.status'] === '200')!;
    expect(unreadable.tags).toMatchObject({
      route: 'injuries-index',
      'api.method': 'GET',
      'api.path': '/api/v1/admin/injuries',
      'api.failure': 'badResponse',
    });
    for (const event of [serverError, unreadable]) expect(event.user).toEqual({ id: userId });

    // One transaction per screen visited, named by its route; the last one ends with the page.
    await page.getByRole('menuitem', { name: 'Authors' }).click();
    await expect(page).toHaveURL(/\/authors$/);
    await expect
      .poll(() => ingest.items('transaction').map((transaction) => transaction.transaction))
      .toEqual(['login', 'exercises-index', 'authors-index', 'exercises-index', 'equipment-index', 'injuries-index', 'authors-index']);
    for (const transaction of ingest.items('transaction')) {
      expect(transaction.contexts?.trace?.op).toMatch(/^(pageload|navigation)$/);
      expect(transaction.release).toBe(crash.release);
    }

    // Nothing of the session or the password in anything sent.
    const everything = ingest.envelopes.map((envelope) => envelope.raw).join('\n');
    for (const secret of [...tokens, demoStaff.password, demoStaff.email]) expect(everything).not.toContain(secret);
  });

  test('a reset-password link is reported without its token', async ({ page, reportingAdmin }) => {
    const { ingest, server } = reportingAdmin;
    const token = 'a-reset-token-never-to-be-sent';
    await page.goto(`/reset-password/${token}?email=${encodeURIComponent(demoStaff.email)}`);
    await expect(page.getByRole('button', { name: 'Set the new password' })).toBeVisible();
    await page.evaluate((name) => window.dispatchEvent(new Event(name)), crashTestEvent);
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect.poll(() => eventsWhere(ingest, (event) => event.tags?.route === 'reset-password').length).toBe(1);
    const [event] = eventsWhere(ingest, (item) => item.tags?.route === 'reset-password');
    expect(event.request?.url).toBe(`${server.url}/reset-password/:token`);
    const everything = ingest.envelopes.map((envelope) => envelope.raw).join('\n');
    expect(everything).not.toContain(token);
    expect(everything).not.toContain(encodeURIComponent(demoStaff.email));
  });
});

sharedServerTest.describe('without a DSN (the default build)', () => {
  sharedServerTest('nothing of the reporting SDK is built, and no request leaves for another origin', async ({ page, serverUrl }) => {
    expect((await readdir('dist/assets')).filter((file) => /sentry/i.test(file))).toEqual([]);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await signInAs(page);
    await page.route(/\/api\/v1\/admin\/equipment(\?|$)/, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Database unavailable' }) }),
    );
    await page.getByRole('menuitem', { name: 'Equipment' }).click();
    await expect(page).toHaveURL(/\/equipment$/);
    // The screen loads its code first: only once it says the list failed has the request been made.
    await expect(page.getByRole('alert').filter({ hasText: 'The list could not be loaded: Database unavailable' })).toBeVisible();
    const authorsAnswered = page.waitForResponse(/\/api\/v1\/admin\/authors(\?|$)/);
    await page.getByRole('menuitem', { name: 'Authors' }).click();
    await authorsAnswered;
    const elsewhere = requested.filter((url) => /^https?:/.test(url) && new URL(url).origin !== new URL(serverUrl).origin);
    expect(requested.some((url) => url.includes('/api/v1/'))).toBe(true);
    expect(elsewhere).toEqual([]);
  });
});
