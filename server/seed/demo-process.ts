/**
 * The demo content made by a process of its own, which ends once it is made: drawing the demo's
 * pictures and writing its files leaves memory behind that a server process would keep for the
 * rest of its life (docs/performance.md, "The demo server's memory"). The child reaches the same
 * database as the server (`Database.connectionString`); PGlite, which one process holds, is
 * seeded in the server's own process.
 */
import { fork } from 'node:child_process';
import type { ServerContext } from '../context';
import { openDatabase } from '../db/database';
import { seedDemoIfEmpty } from './demo';

/** Set in the child's environment: the database to seed, after which it ends. */
const seedOnlyVariable = 'PITCHSIDE_SEED_DEMO_INTO';

/** Seeds the demo content if the database has none, in a child process where it can; answers whether it did. */
export async function seedDemoApart(context: ServerContext): Promise<boolean> {
  const target = context.db.connectionString;
  if (!target) return seedDemoIfEmpty(context);
  const child = fork(process.argv[1], process.argv.slice(2), { env: { ...process.env, [seedOnlyVariable]: target } });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0 && code !== seededNothing) throw new Error(`Seeding the demo content failed (the seeding process ended with ${code})`);
  return code === 0;
}

/** The child's exit code when the database had content already. */
const seededNothing = 3;

/** In the child (`seedOnlyVariable` set): seeds, then ends the process; otherwise does nothing and answers false. */
export async function runAsDemoSeeder(context: Omit<ServerContext, 'db'>): Promise<boolean> {
  const target = process.env[seedOnlyVariable];
  if (!target) return false;
  const db = await openDatabase({ databaseUrl: target });
  try {
    const seeded = await seedDemoIfEmpty({ ...context, db });
    process.exitCode = seeded ? 0 : seededNothing;
  } finally {
    await db.close();
  }
  return true;
}
