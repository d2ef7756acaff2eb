/**
 * The server's own database, opened the one way `npm start`, `npm run seed` and the benchmark
 * open it: the PostgreSQL server of `databaseUrl`, or else the embedded database `embeddedDatabase`
 * names, PostgreSQL under `<dataDir>/postgres` or PGlite under `<dataDir>/db` (the data folder made
 * if missing); migrated to the resources served before anything uses it.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { ResourceDefinition } from '../../resources/definition';
import type { ServerConfig } from '../config';
import { openDatabase, type Database } from './database';
import { migrate } from './migrate';

type DatabaseChoice = Pick<ServerConfig, 'dataDir' | 'databaseUrl' | 'embeddedDatabase'>;

/** Which database `openServerDatabase` opens for `config`, in words, for logs and benchmark reports. */
export const databaseName = (config: DatabaseChoice): string =>
  config.databaseUrl ? 'a PostgreSQL server' : config.embeddedDatabase === 'postgres' ? 'the embedded PostgreSQL' : 'PGlite';

export async function openServerDatabase(config: DatabaseChoice, served: readonly ResourceDefinition[]): Promise<Database> {
  await mkdir(config.dataDir, { recursive: true });
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
    embeddedPostgres: config.embeddedDatabase === 'postgres' ? path.join(config.dataDir, 'postgres') : undefined,
  });
  try {
    await migrate(db, served, (line) => console.log(line));
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
