/** `npm start` / `npm run serve`: the API (and the built admin) on config.host:config.port. */
import { definitions } from '../resources';
import { buildServer } from './app';
import { demoStaff, readConfig } from './config';
import type { ServerContext } from './context';
import { DefinitionChangeError } from './db/definition-changes';
import { MigrationFailure } from './db/migration-failure';
import { DamagedDataFolderError } from './db/embedded-postgres';
import { openServerDatabase } from './db/open';
import { runAsDemoSeeder, seedDemoApart } from './seed/demo-process';

async function main() {
  const config = readConfig();
  if (await runAsDemoSeeder({ config, definitions })) return;
  const db = await openServerDatabase(config, definitions);
  const context: ServerContext = { config, db, definitions };
  if (config.seedDemo && (await seedDemoApart(context))) console.log('Demo content created');
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
  // A definition that does not fit the stored items, a migration that failed, or a damaged data
  // folder is the operator's to fix: its message says how, a stack adds nothing.
  const said = error instanceof DefinitionChangeError || error instanceof MigrationFailure || error instanceof DamagedDataFolderError;
  console.error(said ? error.message : error);
  process.exit(1);
});
