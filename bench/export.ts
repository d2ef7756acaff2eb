/**
 * `npm run bench:export [-- --data-dir DIR] [--exercises N]`
 *
 * The export of a large library: the real server on 127.0.0.1 in this process, signed
 * in as the demo staff, streams `GET /admin/export/exercises?format=csv|json` to a client in a
 * process of its own that reads it as it arrives and keeps nothing; meanwhile this process's
 * memory is sampled every 50 ms. Three downloads: (a) CSV and (b) JSON at full speed, (c) CSV with
 * garbage collected before each sample (slower, but its peak is what the export really holds).
 * Each prints rows per second against the target, bytes, and the peak growth of RSS and heap over
 * the baseline taken just before it; each stops at its time budget if not finished by then.
 * `--data-dir` as in `npm run bench:api`.
 */
import { parseArgs } from 'node:util';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ExportFormat } from '../src/export/exportRows';
import { databaseName, startBenchServer } from './bench-server';

const sampleEveryMs = 50;
const timeBudgetMs = 180_000;

interface MemorySample {
  rss: number;
  heapUsed: number;
}

const sampleMemory = (): MemorySample => {
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
};

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Downloads the export in a child process (`export-download.ts`), so that the client's work is not counted as the server's. */
function download(
  url: string,
  token: string,
  format: ExportFormat,
): Promise<{ bytes: number; rows: number; complete: boolean; seconds: number; cpuSeconds: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./export-download.ts', import.meta.url)), url, token, format, String(timeBudgetMs)],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => (output += text));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`The download client exited with ${code}`))));
  });
}

interface Run {
  bytes: number;
  rows: number;
  complete: boolean;
  seconds: number;
  cpuSeconds: number;
  baseline: MemorySample;
  peak: MemorySample;
}

/** Rows per second an export should reach, with memory flat. */
const targetRowsPerSecond = 50_000;

/**
 * One download with the server's memory sampled every 50 ms. With `collectEachSample` (needs
 * `node --expose-gc`), garbage is collected before each sample, so the peak is what is really held;
 * without, the peak also counts garbage V8 has not collected yet, and the transfer runs at full speed.
 */
async function measuredRun(url: string, token: string, format: ExportFormat, collectEachSample: boolean): Promise<Run> {
  globalThis.gc?.();
  const baseline = sampleMemory();
  const peak = { ...baseline };
  const sampler = setInterval(() => {
    if (collectEachSample) globalThis.gc?.();
    const sample = sampleMemory();
    peak.rss = Math.max(peak.rss, sample.rss);
    peak.heapUsed = Math.max(peak.heapUsed, sample.heapUsed);
  }, sampleEveryMs);
  const result = await download(url, token, format).finally(() => clearInterval(sampler));
  return { ...result, baseline, peak };
}

/** Prints a run; `rateTarget` false for a run slowed on purpose, whose rate the target is not for. */
function printRun(title: string, run: Run, rateTarget = true) {
  console.log(title);
  console.log(
    `  rows:            ${run.rows.toLocaleString('en')}${run.complete ? '' : ` (stopped at the ${timeBudgetMs / 1000} s time budget)`}`,
  );
  console.log(`  bytes:           ${run.bytes.toLocaleString('en')} (${megabytes(run.bytes)})`);
  const rate = Math.round(run.rows / run.seconds);
  const verdict = rateTarget
    ? `target >= ${targetRowsPerSecond.toLocaleString('en')}: ${rate >= targetRowsPerSecond ? 'met' : 'missed'}`
    : `slowed by the collections; the target is (a)'s`;
  console.log(`  rows per second: ${rate.toLocaleString('en')} (${run.seconds.toFixed(1)} s); ${verdict}`);
  console.log(`  client's CPU:    ${run.cpuSeconds.toFixed(2)} s (on the same cores as the server and the database)`);
  console.log(`  memory baseline: RSS ${megabytes(run.baseline.rss)}, heap ${megabytes(run.baseline.heapUsed)}`);
  console.log(
    `  peak growth:     RSS +${megabytes(run.peak.rss - run.baseline.rss)}, heap +${megabytes(run.peak.heapUsed - run.baseline.heapUsed)}`,
  );
}

async function main() {
  const { values } = parseArgs({ options: { 'data-dir': { type: 'string' }, exercises: { type: 'string' } } });
  const exercises = Number(values.exercises ?? 100_000);
  if (!Number.isInteger(exercises) || exercises < 1) throw new Error('--exercises must be a positive whole number');
  const { config, apiUrl, token, stop } = await startBenchServer({ dataDir: values['data-dir'], exercises, name: 'export' });
  try {
    const url = (format: ExportFormat) => `${apiUrl}/admin/export/exercises?format=${format}`;
    const csv = await measuredRun(url('csv'), token, 'csv', false);
    const json = await measuredRun(url('json'), token, 'json', false);
    const held = globalThis.gc ? await measuredRun(url('csv'), token, 'csv', true) : undefined;

    console.log('');
    console.log(
      `Export benchmark: ${exercises.toLocaleString('en')} exercises, ${databaseName(config)}, over http://127.0.0.1 to a client`,
    );
    console.log(`process of its own; memory of the server's process sampled every ${sampleEveryMs} ms (an embedded PostgreSQL runs apart)`);
    printRun('(a) CSV at full speed; the peak includes garbage not yet collected', csv);
    printRun('(b) JSON at full speed', json);
    if (held) printRun('(c) CSV, garbage collected before each sample: the memory the export really holds', held, false);
    else console.log('(c) skipped: run with `node --expose-gc` (as `npm run bench:export` does) to measure the memory really held');
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
