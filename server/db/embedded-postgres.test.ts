/**
 * The embedded PostgreSQL (EMBEDDED_DATABASE=postgres) after the server is killed with SIGKILL:
 * no database process is left running, the next start succeeds on the same folder, and what the
 * server acknowledged before it died is there; and the cache it runs with.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../scripts/free-port';
import { demoClient, demoStaff } from '../config';
import { DamagedDataFolderError, startEmbeddedPostgres } from './embedded-postgres';

const root = path.resolve(import.meta.dirname, '../..');
let dataDir: string;
const running: ChildProcess[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'embedded-postgres-'));
});
afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

/** The server as `npm start` runs it, on 127.0.0.1 and a free port, with the demo content. */
async function startServer(): Promise<{ child: ChildProcess; api: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      EMBEDDED_DATABASE: 'postgres',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      ADMIN_DIST: '',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start: ${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', () => reject(new Error(`The server stopped: ${output}`)));
  });
  return { child, api: `http://127.0.0.1:${port}/api/v1` };
}

async function signIn(api: string): Promise<string> {
  const form = new URLSearchParams({
    grant_type: 'password',
    client_id: demoClient.id,
    client_secret: demoClient.secret,
    username: demoStaff.email,
    password: demoStaff.password,
  });
  const response = await fetch(`${api}/oauth/token`, { method: 'POST', body: form });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The database processes running on this data folder. */
const databaseProcesses = () =>
  spawnSync('pgrep', ['-f', `postgres -D ${path.join(dataDir, 'postgres')}`], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean);

async function waitFor(condition: () => boolean, ms: number) {
  for (let waited = 0; !condition() && waited < ms; waited += 200) await new Promise((resolve) => setTimeout(resolve, 200));
  return condition();
}

it('leaves no database running after kill -9, starts again, and keeps what it acknowledged', { timeout: 240_000 }, async () => {
  const first = await startServer();
  expect(databaseProcesses().length).toBeGreaterThan(0);
  const token = await signIn(first.api);
  const created = await fetch(`${first.api}/admin/authors`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: 'Killed', last_name: 'Mid-flight' }),
  });
  expect(created.status).toBe(201);

  first.child.kill('SIGKILL');
  expect(await waitFor(() => databaseProcesses().length === 0, 15_000)).toBe(true);

  const second = await startServer();
  const found = await fetch(`${second.api}/admin/authors?search=mid-flight`, {
    headers: { authorization: `Bearer ${await signIn(second.api)}` },
  });
  expect(((await found.json()) as { data: { first_name: string }[] }).data.map((author) => author.first_name)).toEqual(['Killed']);

  second.child.kill('SIGTERM');
  expect(await waitFor(() => databaseProcesses().length === 0, 15_000)).toBe(true);
});

it('caches 256 MB, the list of 100,000 exercises, where 32 MB sent broad searches to the system cache, and reads without I/O workers (docs/performance.md)', async () => {
  const cluster = await startEmbeddedPostgres(path.join(dataDir, 'cache'));
  const client = new pg.Client(cluster.connection);
  try {
    await client.connect();
    const { rows } = await client.query<{ shared_buffers: string }>('show shared_buffers');
    expect(rows[0].shared_buffers).toBe('256MB');
    expect((await client.query<{ io_method: string }>('show io_method')).rows[0].io_method).toBe('sync');
  } finally {
    await client.end();
    await cluster.stop();
  }
});

it('stops at a damaged data folder with a message that says how to restore it, and changes nothing in it', async () => {
  // A cluster's folder whose PG_VERSION was deleted: its data is still there.
  const folder = path.join(dataDir, 'damaged');
  await mkdir(path.join(folder, 'base', '5'), { recursive: true });
  await writeFile(path.join(folder, 'base', '5', '16384'), 'rows');
  await writeFile(path.join(folder, 'postgresql.conf'), '# settings');
  const error = await startEmbeddedPostgres(folder).then(
    () => undefined,
    (failure: unknown) => failure as Error,
  );
  expect(error).toBeInstanceOf(DamagedDataFolderError);
  expect(error?.message).toContain('looks damaged');
  expect(error?.message).toContain('restore the whole data folder (DATA_DIR) from your latest backup');
  expect(error?.message).not.toMatch(/remove or empty the directory/i);
  expect((await readdir(folder)).sort()).toEqual(['base', 'postgresql.conf']);
  expect(await readFile(path.join(folder, 'base', '5', '16384'), 'utf8')).toBe('rows');
});
