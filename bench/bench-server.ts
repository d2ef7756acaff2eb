/**
 * What the benchmarks share: a database with `exercises` exercises (`--data-dir` is kept and
 * topped up, so a second run starts at once; without it a temporary folder is seeded and removed
 * after), the real server on it in this process on 127.0.0.1, and the demo staff signed in.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { apiPrefix, buildServer } from '../server/app';
import { demoStaff, readConfig, type ServerConfig } from '../server/config';
import { prepareDatabase } from '../server/seed/prepare';

export interface BenchServer {
  config: ServerConfig;
  /** `http://127.0.0.1:<port>/api/v1` */
  apiUrl: string;
  /** The demo staff's access token. */
  token: string;
  stop(): Promise<void>;
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
  if (response.status !== 200 || !body.access_token) throw new Error(`Sign-in as ${demoStaff.email} failed: ${response.status} ${JSON.stringify(body)}`);
  return body.access_token;
}

export async function startBenchServer(options: { dataDir: string | undefined; exercises: number; name: string }): Promise<BenchServer> {
  const temporary = options.dataDir === undefined;
  const dataDir = temporary ? await mkdtemp(path.join(os.tmpdir(), `bench-${options.name}-`)) : path.resolve(options.dataDir!);
  const config = readConfig(process.env, { host: '127.0.0.1', port: 0, dataDir, adminDist: undefined, seedDemo: false });
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
  const app = await buildServer(context);
  const stop = async () => {
    await app.close();
    await context.db.close();
    await removeTemporary();
  };
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('The server has no TCP address');
    const apiUrl = `http://127.0.0.1:${address.port}${apiPrefix}`;
    return { config, apiUrl, token: await signIn(apiUrl, config.oauthClient), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
