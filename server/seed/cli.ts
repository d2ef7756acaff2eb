/**
 * `npm run seed -- [--exercises N] [--data-dir DIR]`: migrates the configured database (DATA_DIR
 * or DATABASE_URL, as `npm start` does), adds the demo content if it has none, and fills the
 * exercises up to N for scale tests.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { prepareDatabase } from './prepare';

const usage = 'Usage: npm run seed -- [--exercises N] [--data-dir DIR]';

async function main() {
  const { values } = parseArgs({
    options: { exercises: { type: 'string' }, 'data-dir': { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const exercises = values.exercises === undefined ? undefined : Number(values.exercises);
  if (exercises !== undefined && (!Number.isInteger(exercises) || exercises < 0)) {
    throw new Error(`--exercises must be a whole number, got "${values.exercises}". ${usage}`);
  }
  const dataDir = values['data-dir'];
  const config = readConfig(process.env, dataDir ? { dataDir: path.resolve(dataDir) } : {});
  const context = await prepareDatabase(config, { exercises, log: (line) => console.log(line) });
  await context.db.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
