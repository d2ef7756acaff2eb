/**
 * `npm run bench:lighthouse [-- --dist DIR] [--runs N]`
 *
 * Lighthouse (the `lighthouse` package, its default mobile profile: a mid-range phone on a slow
 * 4G link, simulated) on the sign-in screen, served with the API by the real server from a fresh
 * build of the admin (or the build in `--dist`, e.g. an older one to compare), in Debian's
 * Chromium with the end-to-end tests' flags. Prints, per run and as the median, the performance
 * score, First Contentful Paint, Largest Contentful Paint, Time to Interactive and Total
 * Blocking Time, with the targets.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import playwrightConfig from '../playwright.config';
import { startBenchServer } from './bench-server';
import { buildAdmin } from './build-admin';

const targets = { score: 95, fcpMs: 1800 };

interface Run {
  score: number;
  fcpMs: number;
  lcpMs: number;
  ttiMs: number;
  tbtMs: number;
}

/** Starts headless Chromium with a DevTools port for Lighthouse; answers the port and a way to stop it. */
async function startChromium(profile: string): Promise<{ port: number; stop: () => Promise<void> }> {
  const executable = playwrightConfig.use?.launchOptions?.executablePath ?? '/usr/lib/chromium/chromium';
  const args = [
    ...(playwrightConfig.use?.launchOptions?.args ?? []),
    '--headless=new',
    '--remote-debugging-port=0',
    `--user-data-dir=${profile}`,
    'about:blank',
  ];
  const chromium: ChildProcess = spawn(executable, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = new Promise<void>((resolve) => chromium.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    chromium.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    chromium.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before it listened:\n${output}`)));
  });
  return {
    port,
    stop: async () => {
      chromium.kill('SIGTERM');
      await exited;
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  const { values } = parseArgs({ options: { dist: { type: 'string' }, runs: { type: 'string' } } });
  const runs = Number(values.runs ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive whole number');

  const work = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const server = await startBenchServer({ dataDir: undefined, exercises: 100, name: 'lighthouse' });
  let chromium: Awaited<ReturnType<typeof startChromium>> | undefined;
  try {
    const dist = values.dist ? path.resolve(values.dist) : path.join(work, 'admin');
    if (!values.dist) {
      console.log('Building the admin');
      await buildAdmin(process.cwd(), dist);
    }
    const url = `${await server.serveAdmin(dist)}/login`;
    chromium = await startChromium(path.join(work, 'profile'));

    console.log('');
    console.log(`Lighthouse on ${url} (mobile profile, simulated throttling), ${runs} run(s)`);
    console.log(
      `${'run'.padEnd(8)} ${'score'.padStart(6)} ${'FCP'.padStart(9)} ${'LCP'.padStart(9)} ${'TTI'.padStart(9)} ${'TBT'.padStart(9)}`,
    );
    const results: Run[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const result = await lighthouse(url, { port: chromium.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
      if (!result) throw new Error('Lighthouse gave no result');
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const figures: Run = {
        score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
        fcpMs: metric('first-contentful-paint'),
        lcpMs: metric('largest-contentful-paint'),
        ttiMs: metric('interactive'),
        tbtMs: metric('total-blocking-time'),
      };
      results.push(figures);
      console.log(
        `${String(run).padEnd(8)} ${String(figures.score).padStart(6)} ${seconds(figures.fcpMs).padStart(9)} ${seconds(figures.lcpMs).padStart(9)} ` +
          `${seconds(figures.ttiMs).padStart(9)} ${`${Math.round(figures.tbtMs)} ms`.padStart(9)}`,
      );
    }
    const of = (key: keyof Run) => median(results.map((result) => result[key]));
    console.log(
      `${'median'.padEnd(8)} ${String(of('score')).padStart(6)} ${seconds(of('fcpMs')).padStart(9)} ${seconds(of('lcpMs')).padStart(9)} ` +
        `${seconds(of('ttiMs')).padStart(9)} ${`${Math.round(of('tbtMs'))} ms`.padStart(9)}`,
    );
    console.log('');
    const met = of('score') >= targets.score && of('fcpMs') < targets.fcpMs;
    console.log(
      `performance ${of('score')} (target ≥ ${targets.score}), FCP ${seconds(of('fcpMs'))} (target < ${seconds(targets.fcpMs)}), TTI ${seconds(of('ttiMs'))}: ` +
        (met ? 'TARGET MET' : 'TARGET MISSED'),
    );
  } finally {
    await chromium?.stop();
    await server.stop();
    await rm(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
