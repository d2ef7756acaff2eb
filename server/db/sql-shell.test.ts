/**
 * `npm run db` reaches the embedded database: with no server running it starts the cluster for
 * the shell and stops it after; with a server running it goes through that server's socket and
 * leaves it running. PGlite and a data folder without a database are refused with what to do.
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { onPostgresServer } from '../testing.test-support';
import { openServerDatabase } from './open';
import { runningPostgres } from './embedded-postgres';

const root = path.resolve(import.meta.dirname, '../..');
const hasPsql = spawnSync('psql', ['--version'], { stdio: 'ignore' }).status === 0;

/** `npm run db -- <args>` on `dataDir`, as the operator runs it; answers its exit code and output. */
async function shell(dataDir: string, args: string[], env: Record<string, string> = {}) {
  return promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/db/sql-shell.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, EMBEDDED_DATABASE: 'postgres', ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stdout + error.stderr }),
  );
}

describe.skipIf(onPostgresServer || !hasPsql)('npm run db', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'sql-shell-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('refuses a data folder without a database, and PGlite, saying what to do', async () => {
    const none = await shell(dataDir, ['-c', 'select 1']);
    expect(none.code).toBe(1);
    expect(none.output).toContain('start the server once (npm start)');
    const pglite = await shell(dataDir, ['-c', 'select 1'], { EMBEDDED_DATABASE: 'pglite' });
    expect(pglite.code).toBe(1);
    expect(pglite.output).toContain('no SQL shell reaches it');
  });

  it('opens psql on the embedded database, whether its server runs or not', { timeout: 120_000 }, async () => {
    const config = { dataDir, databaseUrl: undefined, embeddedDatabase: 'postgres' as const };
    const server = await openServerDatabase(config, []);
    await server.query(`create table shell_probe (note text); insert into shell_probe values ('kept')`);
    const cluster = path.join(dataDir, 'postgres');
    const running = await runningPostgres(cluster);
    try {
      const beside = await shell(dataDir, ['-At', '-c', 'select note from shell_probe']);
      expect(beside).toEqual({ code: 0, output: 'kept\n' });
      // The server's database still answers: the shell went through its socket and stopped nothing.
      expect(await runningPostgres(cluster)).toBe(running);
      expect((await server.query('select count(*)::int as n from shell_probe')).rows).toEqual([{ n: 1 }]);
    } finally {
      await server.close();
    }
    expect(await runningPostgres(cluster)).toBeUndefined();
    const alone = await shell(dataDir, ['-At', '-c', `update shell_probe set note = 'changed' returning note`]);
    expect(alone.output).toContain('changed');
    // Started for the shell alone, and stopped after it.
    expect(await runningPostgres(cluster)).toBeUndefined();
  });
});
