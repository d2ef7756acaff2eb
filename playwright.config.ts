import { defineConfig } from '@playwright/test';
import type { ApiProfile } from './tests/e2e/fixtures';

/** Debian's Chromium: no browser download is possible or needed. */
const chromium = '/usr/lib/chromium/chromium';

export default defineConfig<{ apiProfile: ApiProfile }>({
  testDir: 'tests/e2e',
  // Starts `npm start`'s server on a free port and a fresh data folder, and stops it after.
  globalSetup: './tests/e2e/global-setup.ts',
  // Two browsers share the server: a test spends most of its time waiting on the page, not on the
  // CPU. A spec that would disturb the others, or be disturbed, has a server of its own (ownServer.ts).
  workers: 2,
  // Two tests at once on two cores: a screen takes longer to settle than with one. A limit is for a
  // hang, not for speed.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  // On CI one more attempt for a test that fails, reported as "flaky" in the summary rather than
  // hidden: a few checks depend on timing (the progress bar's 100 ms) on a shared two-core machine.
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  // Every test against the reference server; the journeys tagged @laravel again against it behind
  // the Laravel profile (tests/laravel-profile), which answers as stock Laravel + Passport does.
  projects: [
    { name: 'reference', use: { apiProfile: 'reference' }, testIgnore: /laravel-profile\.spec\.ts$/ },
    { name: 'laravel', use: { apiProfile: 'laravel' }, grep: /@laravel/ },
  ],
  use: {
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    // As a person who asked the system for reduced motion sees the admin (src/theme/themes.ts): a
    // menu or dialog is there at once, so a step need not wait for it to settle.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
