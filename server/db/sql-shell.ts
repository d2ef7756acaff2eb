/**
 * `npm run db`: psql on the server's own database, for the rare change no definition can declare
 * (docs/embedded-database.md "A SQL shell"). The PostgreSQL server of `DATABASE_URL`, or the
 * embedded cluster of `DATA_DIR`: through the socket of the server running on it, or, when none
 * runs, started for the shell alone and stopped after it. Arguments go to psql
 * (`npm run db -- -c 'select 1'`). PGlite lives inside the server's process: no shell reaches it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readConfig, type ServerConfig } from '../config';
import { runningPostgres, socketFolderOf, startEmbeddedPostgres } from './embedded-postgres';

type DatabaseChoice = Pick<ServerConfig, 'dataDir' | 'databaseUrl' | 'embeddedDatabase'>;

/** Why no shell can be opened here, or none. */
export function shellProblem(config: DatabaseChoice): string | undefined {
  if (!config.databaseUrl && config.embeddedDatabase === 'pglite')
    return 'PGlite (EMBEDDED_DATABASE=pglite) runs inside the server and has no socket: no SQL shell reaches it.';
  if (spawnSync('psql', ['--version'], { stdio: 'ignore' }).status !== 0)
    return 'psql is not installed: install the PostgreSQL client (Debian: apt-get install postgresql-client).';
  return undefined;
}

/** Runs psql with `args` on the database of `config`; answers its exit code. */
export async function openSqlShell(config: DatabaseChoice, args: readonly string[]): Promise<number> {
  const problem = shellProblem(config);
  if (problem) {
    console.error(problem);
    return 1;
  }
  const psql = (target: string[]) =>
    new Promise<number>((resolve, reject) => {
      const child = spawn('psql', [...target, ...args], { stdio: 'inherit' });
      child.once('error', reject);
      child.once('exit', (code) => resolve(code ?? 1));
    });
  if (config.databaseUrl) return psql([config.databaseUrl]);
  const folder = path.join(config.dataDir, 'postgres');
  if (!existsSync(path.join(folder, 'PG_VERSION'))) {
    console.error(`No embedded database in ${folder}: start the server once (npm start), or set DATA_DIR to its data folder.`);
    return 1;
  }
  if (await runningPostgres(folder)) return psql(['-h', socketFolderOf(folder), '-U', 'postgres', '-d', 'postgres']);
  const cluster = await startEmbeddedPostgres(folder);
  try {
    return await psql(['-h', cluster.connection.host, '-U', cluster.connection.user, '-d', cluster.connection.database]);
  } finally {
    await cluster.stop();
  }
}

if (process.argv[1] === import.meta.filename) {
  process.exitCode = await openSqlShell(readConfig(), process.argv.slice(2));
}
