/**
 * `npm run bench:bundle`
 *
 * What the admin costs to load. Builds it (the project's Vite config, brotli and gzip copies
 * included) into a temporary folder, then prints:
 * - each script and style sheet: raw, gzip and brotli bytes, and the whole admin's scripts
 *   against their target;
 * - each route, opened in a fresh Chromium context (empty cache) from the real server: the bytes
 *   transferred (as sent: compressed, with headers) for its scripts and in all, the bytes
 *   transferred before its first contentful paint, and that paint's time; the sign-in screen's
 *   bytes before first paint against their target.
 * Sizes come from the browser's Resource Timing entries, so they are what went over the wire.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import playwrightConfig from '../playwright.config';
import { startBenchServer } from './bench-server';
import { buildAdmin } from './build-admin';
import {
  builtFiles,
  importJsTargetBytes,
  isImportScript,
  signInFirstPaintBudgetBytes,
  signInFirstPaintTargetBytes,
  transferredBytes,
  wholeAdminJsBudgetBytes,
  wholeAdminJsTargetBytes,
  type TransferredBytes,
} from './bundle-budget';
import { signInInBrowser } from './sign-in-in-browser';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const verdict = (met: boolean) => (met ? 'TARGET MET' : 'TARGET MISSED');

/** The routes measured: the sign-in area signed out, the rest signed in. */
const routes: { path: string; signedIn: boolean }[] = [
  { path: '/login', signedIn: false },
  { path: '/forgot-password', signedIn: false },
  { path: '/reset-password/some-token', signedIn: false },
  { path: '/exercises', signedIn: true },
  { path: '/exercises/create', signedIn: true },
  { path: '/authors', signedIn: true },
  { path: '/referrals/create', signedIn: true },
  { path: '/export', signedIn: true },
  { path: '/exercises/import', signedIn: true },
];

/** Opens `url` in a context of its own (nothing cached), waits until the network is quiet, and answers what was transferred. */
async function openRoute(browser: Browser, url: string, session: string | undefined): Promise<TransferredBytes> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    // tsx keeps function names with a helper, `__name`, that the page does not have.
    await context.addInitScript('globalThis.__name = (target) => target;');
    if (session) await context.addInitScript((record) => window.localStorage.setItem('oAuth', record), session);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    // Idle-time prefetching may start after the network first went quiet.
    await page.waitForLoadState('networkidle');
    return await page.evaluate(transferredBytes);
  } finally {
    await context.close();
  }
}

async function main() {
  const builds = await mkdtemp(path.join(os.tmpdir(), 'bench-bundle-'));
  const dist = path.join(builds, 'admin');
  const server = await startBenchServer({ dataDir: undefined, exercises: 100, name: 'bundle' });
  let browser: Browser | undefined;
  try {
    console.log('Building the admin');
    await buildAdmin(process.cwd(), dist);

    const files = await builtFiles(dist);
    console.log('');
    console.log(`${'file'.padEnd(48)} ${'raw'.padStart(11)} ${'gzip'.padStart(11)} ${'brotli'.padStart(11)}`);
    for (const file of files) {
      console.log(`${file.file.padEnd(48)} ${kb(file.raw).padStart(11)} ${kb(file.gzip).padStart(11)} ${kb(file.brotli).padStart(11)}`);
    }
    const allScripts = files.filter((file) => file.file.endsWith('.js'));
    const scripts = allScripts.filter((file) => !isImportScript(file.file));
    const importScripts = allScripts.filter((file) => isImportScript(file.file));
    const sumOf = (list: typeof files, key: 'raw' | 'gzip' | 'brotli') => list.reduce((total, file) => total + file[key], 0);
    const sum = (key: 'raw' | 'gzip' | 'brotli') => sumOf(scripts, key);
    console.log(
      `${`scripts but the import's (${scripts.length})`.padEnd(48)} ${kb(sum('raw')).padStart(11)} ${kb(sum('gzip')).padStart(11)} ${kb(sum('brotli')).padStart(11)}`,
    );
    console.log(
      `whole admin JS but the import's, brotli: ${kb(sum('brotli'))} (target < ${kb(wholeAdminJsTargetBytes)}, test budget < ${kb(wholeAdminJsBudgetBytes)}) ${verdict(sum('brotli') < wholeAdminJsTargetBytes)}`,
    );
    console.log(
      `the import's JS (${importScripts.map((file) => path.basename(file.file)).join(', ')}), brotli: ${kb(sumOf(importScripts, 'brotli'))} (target < ${kb(importJsTargetBytes)}) ${verdict(sumOf(importScripts, 'brotli') < importJsTargetBytes)}`,
    );

    const adminUrl = await server.serveAdmin(dist);
    browser = await chromium.launch(playwrightConfig.use?.launchOptions);
    const session = await signInInBrowser(browser, adminUrl);
    console.log('');
    console.log(
      `Routes, each in a fresh context (empty cache), Chromium ${browser.version()}; bytes as transferred (compressed, with headers)`,
    );
    console.log(
      `${'route'.padEnd(40)} ${'scripts'.padStart(11)} ${'scripts raw'.padStart(12)} ${'all'.padStart(11)} ${'before FCP'.padStart(11)} ${'FCP'.padStart(8)}`,
    );
    let signInBeforePaint = Number.NaN;
    for (const route of routes) {
      const bytes = await openRoute(browser, adminUrl + route.path, route.signedIn ? session : undefined);
      if (route.path === '/login') signInBeforePaint = bytes.beforeFirstPaint;
      console.log(
        `${`${route.path}${route.signedIn ? '' : ' (signed out)'}`.padEnd(40)} ${kb(bytes.scripts).padStart(11)} ${kb(bytes.scriptsDecoded).padStart(12)} ` +
          `${kb(bytes.total).padStart(11)} ${kb(bytes.beforeFirstPaint).padStart(11)} ${`${Math.round(bytes.firstContentfulPaintMs)} ms`.padStart(8)}`,
      );
    }
    console.log('');
    console.log(
      `sign-in screen, transferred before first paint: ${kb(signInBeforePaint)} (target < ${kb(signInFirstPaintTargetBytes)}, test budget < ${kb(signInFirstPaintBudgetBytes)}) ${verdict(signInBeforePaint < signInFirstPaintTargetBytes)}`,
    );
  } finally {
    await browser?.close();
    await server.stop();
    await rm(builds, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
