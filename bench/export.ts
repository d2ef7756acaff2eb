/**
 * `npm run bench:export [-- --data-dir DIR] [--exercises N]`
 *
 * The CSV export of a large library (issue 7): the real server on 127.0.0.1 in this process,
 * signed in as the demo staff, streams `GET /admin/export/exercises?format=csv` to a client that
 * reads it as it arrives and keeps nothing; meanwhile this process's memory (server, database and
 * client together) is sampled every 50 ms. Two downloads: (a) at full speed, (b) with garbage
 * collected before each sample (slower, but its peak is what the export really holds). Each prints
 * rows per second, bytes, and the peak growth of RSS and heap over the baseline taken just before
 * it; each stops at its time budget if not finished by then. `--data-dir` as in `npm run bench:api`.
 */
import { parseArgs } from 'node:util';
import { createRowCounter } from '../src/export/exportRows';
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

/** Reads the export to its end (or the budget's), counting bytes and rows, keeping nothing. */
async function download(url: string, token: string, signal: AbortSignal) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal });
  if (response.status !== 200 || !response.body)
    throw new Error(`GET ${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  const counter = createRowCounter('csv');
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  let bytes = 0;
  let rows = 0;
  let complete = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      rows = counter.add(decoder.decode(value, { stream: true }));
    }
    complete = true;
  } catch (error) {
    if (!signal.aborted) throw error;
  }
  return { bytes, rows, complete };
}

interface Run {
  bytes: number;
  rows: number;
  complete: boolean;
  seconds: number;
  baseline: MemorySample;
  peak: MemorySample;
}

/**
 * One download with memory sampled every 50 ms. With `collectEachSample` (needs `node
 * --expose-gc`), garbage is collected before each sample, so the peak is what is really held;
 * without, the peak also counts garbage V8 has not collected yet, and the transfer runs at full speed.
 */
async function measuredRun(url: string, token: string, collectEachSample: boolean): Promise<Run> {
  globalThis.gc?.();
  const baseline = sampleMemory();
  const peak = { ...baseline };
  const sampler = setInterval(() => {
    if (collectEachSample) globalThis.gc?.();
    const sample = sampleMemory();
    peak.rss = Math.max(peak.rss, sample.rss);
    peak.heapUsed = Math.max(peak.heapUsed, sample.heapUsed);
  }, sampleEveryMs);
  const started = performance.now();
  const result = await download(url, token, AbortSignal.timeout(timeBudgetMs)).finally(() => clearInterval(sampler));
  return { ...result, seconds: (performance.now() - started) / 1000, baseline, peak };
}

function printRun(title: string, run: Run) {
  console.log(title);
  console.log(
    `  rows:            ${run.rows.toLocaleString('en')}${run.complete ? '' : ` (stopped at the ${timeBudgetMs / 1000} s time budget)`}`,
  );
  console.log(`  bytes:           ${run.bytes.toLocaleString('en')} (${megabytes(run.bytes)})`);
  console.log(`  rows per second: ${Math.round(run.rows / run.seconds).toLocaleString('en')} (${run.seconds.toFixed(1)} s)`);
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
    const url = `${apiUrl}/admin/export/exercises?format=csv`;
    const speed = await measuredRun(url, token, false);
    const held = globalThis.gc ? await measuredRun(url, token, true) : undefined;

    console.log('');
    console.log(`Export benchmark: ${exercises.toLocaleString('en')} exercises, ${databaseName(config)}, CSV over http://127.0.0.1,`);
    console.log(`memory of this process (server, database and client) sampled every ${sampleEveryMs} ms`);
    printRun('(a) full speed; the peak includes garbage not yet collected', speed);
    if (held) printRun('(b) garbage collected before each sample: the memory the export really holds', held);
    else console.log('(b) skipped: run with `node --expose-gc` (as `npm run bench:export` does) to measure the memory really held');
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
