/**
 * The server's own database, opened the one way `npm start`, `npm run seed` and the benchmark
 * open it: the PostgreSQL server of `databaseUrl`, or else PGlite under `<dataDir>/db` (the data
 * folder made if missing); migrated to the resources served before anything uses it.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { ResourceDefinition } from '../../resources/definition';
import type { ServerConfig } from '../config';
import { openDatabase, type Database } from './database';
import { migrate } from './migrate';

export async function openServerDatabase(
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl' | 'embeddedDatabase'>,
  served: readonly ResourceDefinition[],
): Promise<Database> {
  await mkdir(config.dataDir, { recursive: true });
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
    embeddedPostgres: config.embeddedDatabase === 'postgres' ? path.join(config.dataDir, 'postgres') : undefined,
  });
  try {
    await migrate(db, served);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
