/**
 * `npm run bench:import [-- --rows 10000] [--dist DIR]`
 *
 * An import through the real admin in Debian's headless Chromium, against the reference server:
 * 10,000 new exercises from a CSV file (every language of the name and description, types, level,
 * reps, premium, equipment by name), then the same file exported again with every new exercise's
 * reps changed, each file chosen from disk. For each: reading the file (in the page's worker), the
 * dry run, the write (the import endpoint's batches), the two together against their target, and
 * the page's JavaScript heap at its peak (Chrome's JSHeapUsedSize, sampled every 100 ms) against
 * its own, and at its peak in each of the three stages.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { csvFormatRows, csvParseRows } from 'd3-dsv';
import { chromium, type Page } from '@playwright/test';
import playwrightConfig from '../playwright.config';
import { byteOrderMark } from '../resources/csv-columns';
import { languages } from '../resources/languages';
import { startBenchServer } from './bench-server';
import { buildAdmin } from './build-admin';
import { signInInBrowser } from './sign-in-in-browser';

const targetSeconds = 10;
const targetHeapBytes = 200 * 1000 * 1000;

const { values: options } = parseArgs({ options: { rows: { type: 'string', default: '10000' }, dist: { type: 'string' } } });
const rowCount = Number(options.rows);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(0)} MB`;
const verdict = (met: boolean) => (met ? 'TARGET MET' : 'TARGET MISSED');

/** The page's JavaScript heap, sampled until stopped: its peak over each stretch of time asked. */
async function watchHeap(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const samples: { at: number; bytes: number }[] = [];
  let running = true;
  const sampling = (async () => {
    while (running) {
      const { metrics } = await cdp.send('Performance.getMetrics');
      samples.push({ at: performance.now(), bytes: metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0 });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  // A failed import closes the page under the sampler: the import's own error is the one to show.
  sampling.catch(() => undefined);
  return async () => {
    running = false;
    await sampling;
    return (from: number, to: number) => Math.max(0, ...samples.filter(({ at }) => at >= from && at <= to).map(({ bytes }) => bytes));
  };
}

/** One import on the open Import screen: the file chosen, the dry run, the write; answers the times and the heap's peak. */
async function importFile(page: Page, csv: string, expected: { create: number; update: number }) {
  // Chosen from disk as a user chooses it: a file given as bytes would be built in the page's own heap.
  const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'bench-import-file-')), 'exercises.csv');
  await writeFile(file, byteOrderMark + csv);
  const stopHeap = await watchHeap(page);
  const chooser = page.waitForEvent('filechooser');
  const started = performance.now();
  await page.getByRole('button', { name: 'Choose a file' }).click();
  await (await chooser).setFiles(file);
  await page.getByRole('heading', { name: 'Columns' }).waitFor({ timeout: 120_000 });
  const read = performance.now();
  await page.getByRole('button', { name: 'Check the rows' }).click();
  const summary = page.getByRole('list', { name: 'Dry run: nothing has been written yet' });
  await summary.waitFor({ timeout: 300_000 });
  const planned = performance.now();
  const text = await summary.innerText();
  // The screen says counts as the interface language writes numbers (English: 10,000).
  const count = (value: number) => value.toLocaleString('en');
  if (!text.includes(`Will create (${count(expected.create)})`) || !text.includes(`Will change (${count(expected.update)})`))
    throw new Error(`The dry run said: ${text}`);
  await page.getByRole('button', { name: /^Import [\d,]+ rows?$/ }).click();
  const report = page.getByRole('list', { name: 'Import finished' });
  await report.waitFor({ timeout: 600_000 });
  const written = performance.now();
  const reported = await report.innerText();
  if (!reported.includes(`Created: ${count(expected.create)}`) || !reported.includes(`Changed: ${count(expected.update)}`))
    throw new Error(`The import reported: ${reported}`);
  await rm(path.dirname(file), { recursive: true, force: true });
  const peak = await stopHeap();
  return {
    read: read - started,
    dryRun: planned - read,
    write: written - planned,
    heap: peak(started, written),
    heapOf: { read: peak(started, read), dryRun: peak(read, planned), write: peak(planned, written) },
  };
}

async function main() {
  const builds = await mkdtemp(path.join(os.tmpdir(), 'bench-import-'));
  const dist = options.dist ?? path.join(builds, 'admin');
  const server = await startBenchServer({ dataDir: undefined, exercises: 100, name: 'import' });
  const browser = await chromium.launch(playwrightConfig.use?.launchOptions);
  try {
    if (!options.dist) {
      console.log('Building the admin');
      await buildAdmin(process.cwd(), dist);
    }
    const headers = { Authorization: `Bearer ${server.token}` };
    const equipment = (
      (await (await fetch(`${server.apiUrl}/admin/equipment?per_page=100`, { headers })).json()) as { data: { name: { en: string } }[] }
    ).data;
    const tag = `Bench ${Date.now()}`;
    const header = ['name', 'description'].flatMap((source) => languages.map((language) => `${source}_${language}`));
    const newRows = Array.from({ length: rowCount }, (_, index) => [
      ...languages.map((language) => `${tag} ${index} ${language}`),
      ...languages.map(
        (language) => `How to do exercise ${index} well, in ${language}: keep the back straight, breathe out on the effort.`,
      ),
      index % 2 === 0 ? 'strength|push' : 'Agility',
      ['easy', 'Moderate', 'hard'][index % 3],
      String(1 + (index % 20)),
      index % 5 === 0 ? 'yes' : 'no',
      equipment.length > 0 ? equipment[index % equipment.length].name.en : '',
    ]);
    const created = csvFormatRows([[...header, 'types', 'level', 'reps', 'premium', 'equipment_ids'], ...newRows]);

    const adminUrl = await server.serveAdmin(dist);
    const session = await signInInBrowser(browser, adminUrl);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: false });
    await context.addInitScript((record) => window.localStorage.setItem('oAuth', record), session);
    const page = await context.newPage();
    await page.goto(`${adminUrl}/exercises/import`);

    console.log(`Chromium ${browser.version()}; ${rowCount.toLocaleString('en')} rows, ${mb(created.length)} of CSV`);
    const report = (name: string, run: Awaited<ReturnType<typeof importFile>>) => {
      const both = run.dryRun + run.write;
      console.log(`${name}`);
      console.log(`  reading the file (worker)  ${seconds(run.read).padStart(8)}`);
      console.log(`  dry run                    ${seconds(run.dryRun).padStart(8)}`);
      console.log(`  write                      ${seconds(run.write).padStart(8)}`);
      console.log(
        `  dry run and write         ${seconds(both).padStart(9)} (target < ${targetSeconds} s) ${verdict(both < targetSeconds * 1000)}`,
      );
      console.log(
        `  page JS heap, peak         ${mb(run.heap).padStart(8)} (target < ${mb(targetHeapBytes)}) ${verdict(run.heap < targetHeapBytes)}`,
      );
      console.log(`    reading ${mb(run.heapOf.read)}, dry run ${mb(run.heapOf.dryRun)}, write ${mb(run.heapOf.write)}`);
    };
    report(`${rowCount.toLocaleString('en')} new exercises`, await importFile(page, created, { create: rowCount, update: 0 }));

    // The export of every exercise, the new ones' reps changed: as many updates, the seeded ones unchanged.
    const exported = await (await fetch(`${server.apiUrl}/admin/export/exercises?format=csv`, { headers })).text();
    const [exportHeader, ...exportRows] = csvParseRows(exported.replace(/^\uFEFF/, ''));
    const nameEn = exportHeader.indexOf('name_en');
    const reps = exportHeader.indexOf('reps');
    const changed = exportRows.map((row) =>
      row[nameEn].startsWith(tag) ? row.map((cell, index) => (index === reps ? String(Number(cell) + 1) : cell)) : row,
    );
    await page.goto(`${adminUrl}/exercises/import`);
    report(
      `the export edited: ${rowCount.toLocaleString('en')} changed, ${(exportRows.length - rowCount).toLocaleString('en')} unchanged`,
      await importFile(page, csvFormatRows([exportHeader, ...changed]), { create: 0, update: rowCount }),
    );
  } finally {
    await browser.close();
    await server.stop();
    await rm(builds, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
