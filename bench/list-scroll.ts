/**
 * `npm run bench:list [-- --data-dir DIR] [--exercises N]`
 *
 * Scrolling the exercise list to its end in Chromium (issue 6), over 10,000 exercises by default:
 * the admin's virtualized list against react-admin's stock InfiniteList + Datagrid
 * (bench/stock-list), on the same data in the same run, each paged down to its last row. Both are built by Vite into a temporary
 * folder and served by a server of their own on the benchmark's database, so each page and its
 * API share an origin. For each it prints the long tasks (over 50 ms, PerformanceObserver
 * 'longtask'), the most table rows the DOM held at once, the JS heap at the end (after a garbage
 * collection), the time from the first scroll to the last row, and the stalls: how often the
 * list sat at its end without loading the next page until the reader scrolled away and back.
 * Each list has `--budget-minutes` (8) to get there; one still short of its last row is measured
 * where it got to (its most rows say how far). `--data-dir` as in `npm run bench:api`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import playwrightConfig from '../playwright.config';
import { startBenchServer } from './bench-server';
import { buildAdmin } from './build-admin';
import { signInInBrowser } from './sign-in-in-browser';
import { pageDownUntil } from './page-down-until';

const viewport = { width: 1280, height: 720 };
/** Per list; a list still short of its last row then is measured where it got to. */
const defaultBudgetMinutes = 8;

/** Frames at the list's end without a new page before the reader nudges it (about two seconds). */
const nudgeAfterFrames = 120;

interface Figures {
  longTasks: number;
  longestTaskMs: number;
  mostRows: number;
  heapBytes: number;
  seconds: number;
  nudges: number;
  reached: boolean;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Records, from the page's first script on, every long task and the most rows the table's body
 * held, counted after every change of the DOM.
 */
function recordInPage() {
  const figures = { longTasks: 0, longestTaskMs: 0, mostRows: 0 };
  (window as unknown as { benchFigures: typeof figures }).benchFigures = figures;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      figures.longTasks += 1;
      figures.longestTaskMs = Math.max(figures.longestTaskMs, entry.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    figures.mostRows = Math.max(figures.mostRows, document.querySelectorAll('table tbody tr').length);
  }).observe(document, { childList: true, subtree: true });
}

/** Opens the list at `url` with the session in place, pages it down to `lastRow` and measures. */
async function measure(browser: Browser, url: string, session: string, lastRow: string, budgetMs: number): Promise<Figures> {
  const context = await browser.newContext({ viewport });
  try {
    // tsx keeps function names with a helper, `__name`, that the page does not have.
    await context.addInitScript('globalThis.__name = (target) => target;');
    await context.addInitScript((record) => window.localStorage.setItem('oAuth', record), session);
    await context.addInitScript(recordInPage);
    const page = await context.newPage();
    await page.goto(url);
    await page.locator('table tbody tr').first().waitFor({ timeout: 60_000 });
    const { reached, seconds, nudges } = await page.evaluate(pageDownUntil, { lastRow, budgetMs, nudgeAfterFrames, failOverBudget: false });
    const figures = await page.evaluate(() => (window as unknown as { benchFigures: Pick<Figures, 'longTasks' | 'longestTaskMs' | 'mostRows'> }).benchFigures);
    return { ...figures, heapBytes: await heapAfterCollection(page), seconds, nudges, reached };
  } finally {
    await context.close();
  }
}

async function heapAfterCollection(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? Number.NaN;
}

function printFigures(name: string, figures: Figures) {
  console.log(
    `${name.padEnd(34)} ${String(figures.longTasks).padStart(10)} ${`${Math.round(figures.longestTaskMs)} ms`.padStart(12)} ` +
      `${String(figures.mostRows).padStart(9)} ${megabytes(figures.heapBytes).padStart(10)} ${`${figures.seconds.toFixed(1)} s`.padStart(9)} ` +
      `${String(figures.nudges).padStart(7)}${figures.reached ? '' : '  (time budget over before the last row)'}`,
  );
}

async function main() {
  const { values } = parseArgs({
    options: { 'data-dir': { type: 'string' }, exercises: { type: 'string' }, 'budget-minutes': { type: 'string' } },
  });
  const exercises = Number(values.exercises ?? 10_000);
  if (!Number.isInteger(exercises) || exercises < 1) throw new Error('--exercises must be a positive whole number');
  const budgetMs = Number(values['budget-minutes'] ?? defaultBudgetMinutes) * 60_000;
  if (!(budgetMs > 0)) throw new Error('--budget-minutes must be a positive number');

  const builds = await mkdtemp(path.join(os.tmpdir(), 'bench-list-builds-'));
  const server = await startBenchServer({ dataDir: values['data-dir'], exercises, name: 'list-scroll' });
  let browser: Browser | undefined;
  try {
    console.log('Building the admin and the stock list');
    await buildAdmin(process.cwd(), path.join(builds, 'admin'));
    await buildAdmin(path.resolve('bench/stock-list'), path.join(builds, 'stock'));
    const adminUrl = await server.serveAdmin(path.join(builds, 'admin'));
    const stockUrl = await server.serveAdmin(path.join(builds, 'stock'));

    // The Chromium and flags of the end-to-end tests.
    browser = await chromium.launch(playwrightConfig.use?.launchOptions);
    const session = await signInInBrowser(browser, adminUrl);
    console.log('');
    console.log(`List scroll benchmark: ${exercises.toLocaleString('en')} exercises, pages of 25, Chromium ${browser.version()}, ${viewport.width}×${viewport.height}`);
    console.log(`${'list'.padEnd(34)} ${'long tasks'.padStart(10)} ${'longest'.padStart(12)} ${'most rows'.padStart(9)} ${'JS heap'.padStart(10)} ${'time'.padStart(9)} ${'stalls'.padStart(7)}`);
    printFigures('admin (virtualized DataTable)', await measure(browser, `${adminUrl}/exercises`, session, `table tbody tr[aria-rowindex="${exercises + 1}"]`, budgetMs));
    printFigures('react-admin InfiniteList + Datagrid', await measure(browser, `${stockUrl}/#/exercises`, session, `table tbody tr:nth-child(${exercises})`, budgetMs));
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
