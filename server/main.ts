/** `npm start` / `npm run serve`: the API (and the built admin) on config.host:config.port. */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { buildServer } from './app';
import { demoStaff, readConfig } from './config';
import type { ServerContext } from './context';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { seedDemoIfEmpty } from './seed/demo';

async function main() {
  const config = readConfig();
  await mkdir(config.dataDir, { recursive: true });
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
  const context: ServerContext = { config, db };
  await migrate(db);
  if (config.seedDemo && (await seedDemoIfEmpty(context))) console.log('Demo content created');
  const app = await buildServer(context);
  const address = await app.listen({ host: config.host, port: config.port });

  console.log(`Football admin listening on ${address}`);
  if (config.seedDemo) console.log(`Demo staff account: ${demoStaff.email} / ${demoStaff.password}`);

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: closing`);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
