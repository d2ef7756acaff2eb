/**
 * `npm run bench:list [-- --data-dir DIR] [--exercises N]`
 *
 * Scrolling the exercise list to its end in Chromium, over 10,000 exercises by default: the admin's
 * virtualized list against react-admin's stock InfiniteList + Datagrid (bench/stock-list), on the
 * same data in the same run, each paged down to its last row. Both are built by Vite into a
 * temporary folder and served by a server of their own on the benchmark's database, so each page
 * and its API share an origin. For each it prints the long tasks (over 50 ms, PerformanceObserver
 * 'longtask'), apart for the opening (from the navigation to the first row in the table: the
 * scripts' evaluation and the first renders) and the paging after it (the target: none), the most
 * table rows the DOM held at once, the JS heap at the end (after a garbage collection), the time
 * from the first scroll to the last row, the stalls: how often the list sat at its end without
 * loading the next page until the reader scrolled away and back. A trace of the paging gives each
 * task with the main thread's own CPU time in it (bench/main-thread-tasks.ts): how many were long
 * by the list's own work, not by a wait for a core. At 1,000 rows and at the end it also measures
 * the input-to-next-paint latency of wheel steps and row-checkbox clicks (bench/input-latency.ts),
 * and counts those probes' long tasks apart; the same wheel steps on a blank page show the
 * measure's own floor in this browser. Each list has `--budget-minutes` (8) to get there; one still
 * short of its last row is measured where it got to (its most rows say how far). `--data-dir` as in
 * `npm run bench:api`.
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
import { checkboxesInView, recordInputLatency, type LatencySamples } from './input-latency';
import { pageDownUntil } from './page-down-until';
import { traceMainThreadTasks, type TaskTimes } from './main-thread-tasks';

const viewport = { width: 1280, height: 720 };
/** Per list; a list still short of its last row then is measured where it got to. */
const defaultBudgetMinutes = 8;

/** Frames at the list's end without a new page before the reader nudges it (about two seconds). */
const nudgeAfterFrames = 120;

/** Where the input latencies are measured: after this many rows, and at the list's end. */
const latencyCheckpoint = 1_000;
/**
 * Wheel steps per checkpoint: enough for a median steady from run to run against the target
 * (docs/performance.md, "the wheel step").
 */
const wheelSteps = 60;
/**
 * The pause after each wheel step's sample, as a reader turning the wheel notch by notch. Steps
 * sent back to back all land at one phase of the frame and measure two frames even on a blank
 * page, which hides the lists' own cost; the blank page's row shows the
 * measure's floor with the pause.
 */
const wheelPauseMs = 150;
/** Row checkboxes clicked at each checkpoint, each twice (select, then unselect). */
const checkboxClicks = 3;
const latencyTargets = { wheelMs: 16, clickMs: 50 };
/** A long task, as the browser's PerformanceObserver counts them. */
const longTaskMs = 50;

interface Latencies {
  rows: number;
  wheel: number[];
  click: number[];
}

/** Long tasks over a stretch of the run: how many, and the longest. */
interface LongTasks {
  count: number;
  longestMs: number;
}

interface Figures {
  latencies: Latencies[];
  opening: LongTasks;
  paging: LongTasks;
  /** The paging's main-thread tasks in a trace, with the thread's own CPU time in each. */
  pagingTasks: TaskTimes[];
  mostRows: number;
  heapBytes: number;
  seconds: number;
  nudges: number;
  reached: boolean;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Records, from the page's first script on, every long task and the most rows the table's body
 * held, counted after every change of the DOM. The latency probes' own time is marked, so that
 * their long tasks (the stock list's checkbox) count apart from the paging's.
 */
function recordInPage() {
  const figures = {
    longTasks: [] as { start: number; duration: number }[],
    probes: [] as { start: number; end: number }[],
    mostRows: 0,
    firstRowAt: Number.POSITIVE_INFINITY,
  };
  (window as unknown as { benchFigures: typeof figures }).benchFigures = figures;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) figures.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    const rows = document.querySelectorAll('table tbody tr').length;
    if (rows > 0 && figures.mostRows === 0) figures.firstRowAt = performance.now();
    figures.mostRows = Math.max(figures.mostRows, rows);
  }).observe(document, { childList: true, subtree: true });
}

type PageFigures = {
  longTasks: { start: number; duration: number }[];
  probes: { start: number; end: number }[];
  mostRows: number;
  firstRowAt: number;
};
const longTasksOf = (tasks: { duration: number }[]): LongTasks => ({
  count: tasks.length,
  longestMs: Math.max(0, ...tasks.map((task) => task.duration)),
});
const pageFigures = (page: Page) => page.evaluate(() => (window as unknown as { benchFigures: PageFigures }).benchFigures);
const pageLatency = (page: Page) => page.evaluate(() => (window as unknown as { benchLatency: LatencySamples }).benchLatency);

/** `wheelSteps` wheel steps upwards from the middle of the view, each awaited until its latency sample is in, then `wheelPauseMs`. */
async function wheelSamples(page: Page) {
  const before = (await pageLatency(page)).wheel.length;
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  for (let step = 1; step <= wheelSteps; step += 1) {
    await page.mouse.wheel(0, -100);
    await page.waitForFunction(
      (count) => (window as unknown as { benchLatency: LatencySamples }).benchLatency.wheel.length >= count,
      before + step,
      { timeout: 60_000 },
    );
    await page.waitForTimeout(wheelPauseMs);
  }
}

/** The wheel-step latency of a blank page as tall as a long list, measured the same way: the measure's own floor in this browser. */
async function blankPageWheel(browser: Browser): Promise<number[]> {
  const context = await browser.newContext({ viewport });
  try {
    await context.addInitScript('globalThis.__name = (target) => target;');
    await context.addInitScript(recordInputLatency);
    const page = await context.newPage();
    await page.route('http://blank.invalid/', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title><div style="height: 400000px"></div>' }),
    );
    await page.goto('http://blank.invalid/');
    await page.evaluate(() => window.scrollTo(0, 200_000));
    await wheelSamples(page);
    return (await pageLatency(page)).wheel;
  } finally {
    await context.close();
  }
}

/**
 * Wheel steps (upwards, so no next page is asked for) and clicks on row checkboxes in view, each
 * awaited until its latency sample is in; answers the new samples.
 */
async function probeLatencies(page: Page, rows: number): Promise<Latencies> {
  const before = await pageLatency(page);
  const start = await page.evaluate(() => performance.now());
  await wheelSamples(page);
  const boxes = await page.evaluate(checkboxesInView, checkboxClicks);
  let clicks = 0;
  for (const box of boxes) {
    for (let time = 0; time < 2; time += 1) {
      await page.mouse.click(box.x, box.y);
      clicks += 1;
      await page.waitForFunction(
        (count) => (window as unknown as { benchLatency: LatencySamples }).benchLatency.click.length >= count,
        before.click.length + clicks,
        { timeout: 60_000 },
      );
    }
  }
  await page.evaluate(
    (probeStart) =>
      (window as unknown as { benchFigures: PageFigures }).benchFigures.probes.push({ start: probeStart, end: performance.now() }),
    start,
  );
  const after = await pageLatency(page);
  return { rows, wheel: after.wheel.slice(before.wheel.length), click: after.click.slice(before.click.length) };
}

/** The rows the reader has reached: the last row index in the DOM (the virtualized list), or the rows in it (the stock list has them all). */
const rowsLoaded = (page: Page) =>
  page.evaluate(() => {
    const indexes = [...document.querySelectorAll('table tbody tr[aria-rowindex]')].map(
      (row) => Number(row.getAttribute('aria-rowindex')) - 1,
    );
    return indexes.length ? Math.max(...indexes) : document.querySelectorAll('table tbody tr').length;
  });

/**
 * Opens the list at `url` with the session in place, pages it down to `rowAt(1,000)`, measures
 * the input latencies there, pages on down to `rowAt(exercises)` and measures them again.
 */
async function measure(
  browser: Browser,
  url: string,
  session: string,
  rowAt: (row: number) => string,
  exercises: number,
  budgetMs: number,
): Promise<Figures> {
  const context = await browser.newContext({ viewport });
  try {
    // tsx keeps function names with a helper, `__name`, that the page does not have.
    await context.addInitScript('globalThis.__name = (target) => target;');
    await context.addInitScript((record) => window.localStorage.setItem('oAuth', record), session);
    await context.addInitScript(recordInPage);
    await context.addInitScript(recordInputLatency);
    const page = await context.newPage();
    await page.goto(url);
    await page.locator('table tbody tr').first().waitFor({ timeout: 60_000 });
    const started = Date.now();
    const latencies: Latencies[] = [];
    let paging = { reached: true, seconds: 0, nudges: 0 };
    const pagingTasks: TaskTimes[] = [];
    for (const row of exercises > latencyCheckpoint ? [latencyCheckpoint, exercises] : [exercises]) {
      const stopTracing = await traceMainThreadTasks(page);
      const leg = await page.evaluate(pageDownUntil, {
        lastRow: rowAt(row),
        budgetMs: budgetMs - (Date.now() - started),
        nudgeAfterFrames,
        failOverBudget: false,
      });
      for (const task of await stopTracing()) pagingTasks.push(task);
      paging = { reached: leg.reached, seconds: paging.seconds + leg.seconds, nudges: paging.nudges + leg.nudges };
      latencies.push(await probeLatencies(page, leg.reached ? row : await rowsLoaded(page)));
      if (!leg.reached) break;
    }
    const figures = await pageFigures(page);
    const outsideProbes = figures.longTasks.filter(
      (task) => !figures.probes.some((probe) => task.start >= probe.start && task.start <= probe.end),
    );
    return {
      latencies,
      opening: longTasksOf(outsideProbes.filter((task) => task.start < figures.firstRowAt)),
      paging: longTasksOf(outsideProbes.filter((task) => task.start >= figures.firstRowAt)),
      pagingTasks,
      mostRows: figures.mostRows,
      heapBytes: await heapAfterCollection(page),
      ...paging,
    };
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

const median = (values: number[]) => (values.length ? [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] : Number.NaN);
/**
 * A median and worst to a tenth of a millisecond: the wheel step's median lies within a
 * millisecond or two of its target and of the blank page's floor, where a whole number hides
 * which side of the target it is (the verdict below compares the unrounded median).
 */
const milliseconds = (values: number[]) => `${median(values).toFixed(1)} ms (${Math.max(...values).toFixed(1)})`;

/**
 * The paging's traced tasks: how many were over 50 ms and the longest, how many had over 50 ms of
 * the main thread's own CPU, and the most CPU any one had (the list's heaviest piece of work).
 */
function printOwnWork(name: string, { pagingTasks }: Figures) {
  const count = (key: keyof TaskTimes) => pagingTasks.filter((task) => task[key] > longTaskMs).length;
  const most = (key: keyof TaskTimes) => `${Math.round(pagingTasks.reduce((most, task) => Math.max(most, task[key]), 0))} ms`;
  console.log(
    `${name.padEnd(34)} ${String(count('wallMs')).padStart(12)} ${most('wallMs').padStart(10)} ${String(count('cpuMs')).padStart(16)} ${most('cpuMs').padStart(10)}`,
  );
}

function printLatencies(name: string, figures: Figures) {
  for (const latency of figures.latencies) {
    console.log(
      `${name.padEnd(34)} ${latency.rows.toLocaleString('en').padStart(7)} ${milliseconds(latency.wheel).padStart(20)} ${milliseconds(latency.click).padStart(20)}`,
    );
  }
}

function printFigures(name: string, figures: Figures) {
  const tasks = ({ count, longestMs }: LongTasks) => `${count} (${Math.round(longestMs)} ms)`;
  console.log(
    `${name.padEnd(34)} ${tasks(figures.opening).padStart(14)} ${tasks(figures.paging).padStart(14)} ` +
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
    console.log(
      `List scroll benchmark: ${exercises.toLocaleString('en')} exercises, pages of 25, Chromium ${browser.version()}, ${viewport.width}×${viewport.height}`,
    );
    console.log(
      'Long tasks over 50 ms, count (longest): opening, from the navigation to the first row; paging, after it to the last row (target 0)',
    );
    console.log(
      `${'list'.padEnd(34)} ${'opening'.padStart(14)} ${'paging'.padStart(14)} ${'most rows'.padStart(9)} ${'JS heap'.padStart(10)} ${'time'.padStart(9)} ${'stalls'.padStart(7)}`,
    );
    const admin = await measure(
      browser,
      `${adminUrl}/exercises`,
      session,
      (row) => `table tbody tr[aria-rowindex="${row + 1}"]`,
      exercises,
      budgetMs,
    );
    printFigures('admin (virtualized DataTable)', admin);
    const stock = await measure(
      browser,
      `${stockUrl}/#/exercises`,
      session,
      (row) => `table tbody tr:nth-child(${row})`,
      exercises,
      budgetMs,
    );
    printFigures('react-admin InfiniteList + Datagrid', stock);
    console.log('');
    console.log(
      `The paging's tasks in a trace: over ${longTaskMs} ms, and over ${longTaskMs} ms of the main thread's own CPU (the rest of a task's time it waited for a core); the longest, the most CPU`,
    );
    console.log(
      `${'list'.padEnd(34)} ${`over ${longTaskMs} ms`.padStart(12)} ${'longest'.padStart(10)} ${`own CPU > ${longTaskMs} ms`.padStart(16)} ${'most CPU'.padStart(10)}`,
    );
    printOwnWork('admin (virtualized DataTable)', admin);
    printOwnWork('react-admin InfiniteList + Datagrid', stock);
    console.log('');
    console.log(`Input to next paint, median (worst) of ${wheelSteps} wheel steps and ${checkboxClicks * 2} row-checkbox clicks`);
    console.log(`${'list'.padEnd(34)} ${'rows'.padStart(7)} ${'wheel step'.padStart(20)} ${'checkbox click'.padStart(20)}`);
    printLatencies('admin (virtualized DataTable)', admin);
    printLatencies('react-admin InfiniteList + Datagrid', stock);
    console.log(
      `${"blank page (the measure's floor)".padEnd(34)} ${''.padStart(7)} ${milliseconds(await blankPageWheel(browser)).padStart(20)}`,
    );
    console.log(
      `${'target'.padEnd(34)} ${''.padStart(7)} ${`< ${latencyTargets.wheelMs} ms`.padStart(20)} ${`< ${latencyTargets.clickMs} ms`.padStart(20)}`,
    );
    const admin10k = admin.latencies.at(-1);
    const latenciesMet =
      admin.latencies.every(
        (latency) => median(latency.wheel) < latencyTargets.wheelMs && median(latency.click) < latencyTargets.clickMs,
      ) && admin10k?.rows === exercises;
    const met = admin.paging.count === 0 && latenciesMet;
    console.log(
      `admin: ${admin.paging.count} long tasks while paging (target 0; ${admin.opening.count} while opening the list), latencies ${latenciesMet ? 'within' : 'not all within'} their targets: ${met ? 'TARGET MET' : 'TARGET MISSED'}`,
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
