/**
 * `npm run bench:memory [-- --settle-seconds N]`
 *
 * The demo server's memory as `npm start` runs it: the built server (`dist-server/main.js`, built
 * first) on a fresh data folder, which it fills with the demo content, then left to settle; then
 * the proportional set size (PSS, /proc/<pid>/smaps_rollup: shared pages split among the processes
 * sharing them) of the server and of each of its database's processes, against the target: under
 * 150 MB in all. It serves the built admin when `dist/` holds one, as `npm start` does.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../scripts/free-port';

const targetMb = 150;

/** PSS of a process, in kB; none once it is gone. */
function pssOf(pid: number): number | undefined {
  try {
    const line = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('Pss:'));
    return line ? Number(line.split(/\s+/)[1]) : undefined;
  } catch {
    return undefined;
  }
}

const parentOf = (pid: number): number | undefined => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
};

const commandOf = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();

/** Every process under `root` (its children, theirs, …). */
function descendants(root: number): number[] {
  const pids = readdirSync('/proc').map(Number).filter(Number.isInteger);
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const pid of pids) {
      if (parentOf(pid) !== parent || found.includes(pid)) continue;
      found.push(pid);
      walk(pid);
    }
  };
  walk(root);
  return found;
}

async function main() {
  const { values } = parseArgs({ options: { 'settle-seconds': { type: 'string' } } });
  const settleMs = Number(values['settle-seconds'] ?? 20) * 1000;
  if (spawnSync('node', ['scripts/build-server.mjs'], { stdio: 'inherit' }).status !== 0) throw new Error('The server did not build');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-memory-'));
  const port = await freePort();
  const started = performance.now();
  const server = spawn('node', ['--enable-source-maps', 'dist-server/main.js'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), ADMIN_DIST: existsSync('dist/index.html') ? 'dist' : '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
      server.once('exit', (code) => reject(new Error(`The server stopped (${code}) before listening`)));
    });
    console.log(
      `Listening after ${((performance.now() - started) / 1000).toFixed(1)} s (demo content created); settling for ${settleMs / 1000} s`,
    );
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    const processes = [server.pid!, ...descendants(server.pid!)]
      .map((pid) => ({ pid, command: commandOf(pid), pss: pssOf(pid) ?? 0 }))
      .filter(({ command }) => command !== '');
    const mb = (kb: number) => `${(kb / 1024).toFixed(1)} MB`;
    const node = processes.find(({ pid }) => pid === server.pid)!;
    const database = processes.filter(({ command }) => command.includes('postgres'));
    const others = processes.filter((entry) => entry !== node && !database.includes(entry));
    console.log(`server (node):        ${mb(node.pss)}`);
    console.log(`database: ${String(database.length).padStart(2)} processes ${mb(database.reduce((sum, { pss }) => sum + pss, 0))}`);
    for (const { command, pss } of database) console.log(`  ${mb(pss).padStart(9)}  ${command.slice(0, 90)}`);
    if (others.length > 0)
      console.log(
        `others:               ${mb(others.reduce((sum, { pss }) => sum + pss, 0))} (${others.length}: the database's watchdog shell)`,
      );
    const total = processes.reduce((sum, { pss }) => sum + pss, 0);
    console.log(`in all:               ${mb(total)}  target: < ${targetMb} MB  ${total / 1024 < targetMb ? 'met' : 'MISSED'}`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
