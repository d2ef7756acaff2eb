/**
 * Vitest's global setup: a new PGlite database, dumped once per run, which every suite's test
 * database starts from (testing.test-support.ts): initialising PGlite is slow on a busy machine
 * and every suite would make one, while starting from the dump is quick. On a PostgreSQL server
 * (`DATABASE_URL`) there is nothing to make.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { newPgliteDump } from './db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding a new PGlite database's dump; absent on a PostgreSQL server. */
    newPgliteDumpFile?: string;
  }
}

/**
 * Vitest runs this for the root and for each project, which inherit it; what the root provides
 * reaches every project, so the root alone makes the dump.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env.DATABASE_URL || !project.isRootProject()) return undefined;
  const folder = await mkdtemp(path.join(os.tmpdir(), 'pitchside-pglite-'));
  const file = path.join(folder, 'new-database.tar');
  await writeFile(file, Buffer.from(await (await newPgliteDump()).arrayBuffer()));
  project.provide('newPgliteDumpFile', file);
  return () => rm(folder, { recursive: true, force: true });
}
