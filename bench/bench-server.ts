/**
 * What the benchmarks share: a database with `exercises` exercises (`--data-dir` is kept and
 * topped up, so a second run starts at once; without it a temporary folder is seeded and removed
 * after), the real server on it in this process on 127.0.0.1, and the demo staff signed in; more
 * servers of the same database can serve a built admin each (a browser benchmark's pages and
 * their API on one origin).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { apiPrefix, buildServer } from '../server/app';
import { demoStaff, readConfig, type ServerConfig } from '../server/config';
import { prepareDatabase } from '../server/seed/prepare';
import type { Queryable } from '../server/db/database';

export interface BenchServer {
  config: ServerConfig;
  /** The server's database, for what a benchmark reads beside the API (its processes' CPU time). */
  db: Queryable;
  /** `http://127.0.0.1:<port>/api/v1` */
  apiUrl: string;
  /** The demo staff's access token. */
  token: string;
  /** Serves the admin built in `adminDist` and the same API from another port: its `http://127.0.0.1:<port>`. */
  serveAdmin(adminDist: string): Promise<string>;
  stop(): Promise<void>;
}

/** Listens on a free port of 127.0.0.1 and answers the port. */
async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The server has no TCP address');
  return address.port;
}

async function signIn(apiUrl: string, client: { id: string; secret: string }): Promise<string> {
  const response = await fetch(`${apiUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: client.id,
      client_secret: client.secret,
      username: demoStaff.email,
      password: demoStaff.password,
    }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (response.status !== 200 || !body.access_token)
    throw new Error(`Sign-in as ${demoStaff.email} failed: ${response.status} ${JSON.stringify(body)}`);
  return body.access_token;
}

/** Which database a run measured, for its report. */
export { databaseName } from '../server/db/open';

export interface BenchDatabaseOptions {
  dataDir: string | undefined;
  exercises: number;
  name: string;
  /** A PostgreSQL server to use rather than DATABASE_URL or the embedded database. */
  databaseUrl?: string;
}

/** The database seeded to `exercises`, opened as the server opens it; `discard` closes it (and removes a temporary folder). */
export async function prepareBenchDatabase(options: BenchDatabaseOptions) {
  const temporary = options.dataDir === undefined;
  const dataDir = temporary ? await mkdtemp(path.join(os.tmpdir(), `bench-${options.name}-`)) : path.resolve(options.dataDir!);
  const config = readConfig(process.env, { host: '127.0.0.1', port: 0, dataDir, adminDist: undefined, seedDemo: false });
  if (options.databaseUrl) config.databaseUrl = options.databaseUrl;
  const removeTemporary = async () => {
    if (temporary) await rm(dataDir, { recursive: true, force: true });
  };

  console.log(`Preparing ${options.exercises.toLocaleString('en')} exercises in ${dataDir}${temporary ? ' (temporary)' : ''}`);
  const context = await prepareDatabase(config, { exercises: options.exercises, log: (line) => console.log(`  ${line}`) }).catch(
    async (error: unknown) => {
      await removeTemporary();
      throw error;
    },
  );
  const discard = async () => {
    await context.db.close();
    await removeTemporary();
  };
  return { config, context, discard };
}

export async function startBenchServer(options: BenchDatabaseOptions): Promise<BenchServer> {
  const { config, context, discard } = await prepareBenchDatabase(options);
  const app = await buildServer(context);
  const adminApps: FastifyInstance[] = [];
  const stop = async () => {
    for (const adminApp of adminApps) await adminApp.close();
    await app.close();
    await discard();
  };
  const serveAdmin = async (adminDist: string) => {
    const adminApp = await buildServer({ ...context, config: { ...config, adminDist: path.resolve(adminDist) } });
    adminApps.push(adminApp);
    return `http://127.0.0.1:${await listen(adminApp)}`;
  };
  try {
    const apiUrl = `http://127.0.0.1:${await listen(app)}${apiPrefix}`;
    return { config, db: context.db, apiUrl, token: await signIn(apiUrl, config.oauthClient), serveAdmin, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
