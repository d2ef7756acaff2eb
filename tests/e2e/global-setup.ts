/**
 * Starts the app as `npm start` runs it (the server built to JavaScript, `node
 * dist-server/main.js`, serving the built admin and the API) on a free port of 127.0.0.1 with a
 * fresh data folder and the demo content, and the Laravel profile (tests/laravel-profile) in
 * front of it, and hands their addresses and the data folder to the tests through the
 * environment. The returned function stops both.
 *
 * The database and the demo content are made once: a first server starts on an empty folder and
 * stops, and every server of the run (this one and a spec's own) starts on a copy of that folder.
 */
import { execFileSync, spawn } from 'node:child_process';
import { access, mkdtemp, open, readFile, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../scripts/free-port';
import { startLaravelProfile } from '../laravel-profile/laravel-profile';
import { serverEnv } from './server-env';

const startTimeoutMs = 180_000;

export interface RunningServer {
  url: string;
  dataDir: string;
  /** Stops it and removes its folders; `keepDataIn`: moves its data folder there first. */
  stop(options?: { keepDataIn?: string }): Promise<void>;
}

const builtServer = 'dist-server/main.js';

/**
 * Starts one server of its own; also used by specs that need a server nobody else shares.
 * `adminDist`: the built admin it serves, `dist` unless a spec built one of its own; `env`: settings
 * of that server beside the defaults (e.g. the DSN that admin was built with); `seededData`: the
 * data folder it starts on a copy of, the run's seeded one unless none is made yet.
 */
export async function launchServer({
  adminDist = 'dist',
  env = {},
  seededData = process.env[serverEnv.seededData],
}: { adminDist?: string; env?: Record<string, string>; seededData?: string } = {}): Promise<RunningServer> {
  await access(path.join(adminDist, 'index.html')).catch(() => {
    throw new Error(`No built admin in ${adminDist}/: run \`npm run build\` first (\`npm test\` does).`);
  });

  await access(builtServer).catch(() => {
    throw new Error(`No built server in ${builtServer}: run \`npm run build:server\` first (the global setup does).`);
  });
  const root = await mkdtemp(path.join(os.tmpdir(), 'football-e2e-'));
  const dataDir = path.join(root, 'data');
  // `cp -a` keeps the owner of the database's files, the user the embedded PostgreSQL runs as.
  if (seededData) execFileSync('cp', ['-a', seededData, dataDir]);
  const logPath = path.join(root, 'server.log');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;

  const log = await open(logPath, 'w');
  const server = spawn(process.execPath, ['--enable-source-maps', builtServer], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      ADMIN_DIST: adminDist,
      SEED_DEMO: 'true',
      ...env,
      // Every test signs in from 127.0.0.1, far more often than one person at one address does.
      PASSWORD_CHECKS_PER_ADDRESS_PER_MINUTE: '10000',
      AUTH_FAILURES_PER_ADDRESS_PER_MINUTE: '10000',
      // The embedded database and the mail outbox, whatever the developer's shell has set.
      DATABASE_URL: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', log.fd, log.fd],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const running = () => server.exitCode === null && server.signalCode === null;

  async function stop({ keepDataIn }: { keepDataIn?: string } = {}): Promise<void> {
    if (running()) {
      server.kill('SIGTERM');
      const stopped = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
      if (!stopped) server.kill('SIGKILL');
      await exited;
    }
    await log.close();
    if (keepDataIn) await rename(dataDir, keepDataIn);
    await rm(root, { recursive: true, force: true });
  }

  const deadline = Date.now() + startTimeoutMs;
  while (!(await answers(url))) {
    if (!running() || Date.now() > deadline) {
      const why = running() ? `did not answer within ${startTimeoutMs / 1000} s` : `exited (${server.exitCode ?? server.signalCode})`;
      const output = await readFile(logPath, 'utf8');
      await stop();
      throw new Error(`The server ${why}. Its output:\n${output}`);
    }
    await sleep(250);
  }

  return { url, dataDir, stop };
}

/** A data folder with the database made and the demo content in it, for every server of the run. */
async function seedData(): Promise<{ dataDir: string; remove(): Promise<void> }> {
  const first = await launchServer({ seededData: '' });
  const root = await mkdtemp(path.join(os.tmpdir(), 'football-e2e-seeded-'));
  const dataDir = path.join(root, 'data');
  await first.stop({ keepDataIn: dataDir });
  return { dataDir, remove: () => rm(root, { recursive: true, force: true }) };
}

export default async function startServer(): Promise<() => Promise<void>> {
  // Built once for the run, as `npm start` builds it, so the tests run the current code.
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  const seeded = await seedData();
  process.env[serverEnv.seededData] = seeded.dataDir;
  const { url, dataDir, stop } = await launchServer().catch(async (error: unknown) => {
    await seeded.remove();
    throw error;
  });
  const laravel = await startLaravelProfile(url).catch(async (error: unknown) => {
    await stop();
    await seeded.remove();
    throw error;
  });
  process.env[serverEnv.url] = url;
  process.env[serverEnv.laravelUrl] = laravel.url;
  process.env[serverEnv.dataDir] = dataDir;
  return async () => {
    await laravel.close();
    await stop();
    await seeded.remove();
  };
}

/** Any HTTP answer will do: the server listens only once it is ready; the tests judge the answers. */
async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}
