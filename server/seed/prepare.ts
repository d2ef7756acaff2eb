/**
 * A database ready for scale work, shared by `npm run seed` and the API benchmark: opened as the
 * server opens it, migrated, given the demo content if it has none, then filled with generated
 * exercises up to the asked count, logging progress and time.
 */
import { definitions } from '../../resources';
import type { ServerConfig } from '../config';
import type { ServerContext } from '../context';
import { databaseName, openServerDatabase } from '../db/open';
import { seedDemoIfEmpty } from './demo';
import { countExercises, fillExercises } from './scale';

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const count = (value: number) => value.toLocaleString('en');

export async function prepareDatabase(
  config: ServerConfig,
  options: { exercises?: number; log: (line: string) => void },
): Promise<ServerContext> {
  const { log } = options;
  const started = performance.now();
  // The database server/main.ts serves, with every resource it serves.
  const db = await openServerDatabase(config, definitions);
  const context: ServerContext = { config, db, definitions };
  try {
    log(`Database ready (${databaseName(config)}${config.databaseUrl ? '' : ` in ${config.dataDir}`}) in ${seconds(started)}`);
    const demoStarted = performance.now();
    log((await seedDemoIfEmpty(context)) ? `Demo content created in ${seconds(demoStarted)}` : 'Demo content already there');
    if (options.exercises !== undefined) {
      const fillStarted = performance.now();
      const added = await fillExercises(db, options.exercises, ({ done, total }) =>
        log(`  exercises: ${count(done)} / ${count(total)} added (${seconds(fillStarted)})`),
      );
      log(`${count(added)} exercises added in ${seconds(fillStarted)}; ${count(await countExercises(db))} in the library`);
    }
    log(`Done in ${seconds(started)}`);
    return context;
  } catch (error) {
    await db.close();
    throw error;
  }
}
