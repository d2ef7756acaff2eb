/**
 * The connections to a PostgreSQL server that outlast an idle spell (database.ts
 * `warmConnections`): the pool closes an idle one after `idleConnectionTimeoutMs`, and a new one
 * costs a page its start and its first plans. Only where the suites run on a PostgreSQL server
 * (`DATABASE_URL`).
 */
import { idleConnectionTimeoutMs, openDatabase, warmConnections, type Database } from './database';

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('connections to a PostgreSQL server', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ databaseUrl: serverUrl });
  });
  afterAll(() => db?.close());

  /** The server processes behind `count` queries run side by side, each holding its connection a moment. */
  const backends = async (count: number): Promise<Set<number>> => {
    const answers = await Promise.all(
      Array.from({ length: count }, () => db.query<{ pid: number }>('select pg_backend_pid() as pid, pg_sleep(0.2)')),
    );
    return new Set(answers.map(({ rows }) => rows[0].pid));
  };

  it(`keeps ${warmConnections} open past an idle spell, and closes the others`, async () => {
    const before = await backends(warmConnections + 2);
    expect(before.size).toBe(warmConnections + 2);
    // Past the timeout, with time to spare for a machine busy with other suites.
    await new Promise((resolve) => setTimeout(resolve, idleConnectionTimeoutMs + 4_000));
    const after = await backends(warmConnections);
    expect(after.size).toBe(warmConnections);
    expect([...after].filter((pid) => before.has(pid))).toHaveLength(warmConnections);
    const { rows } = await db.query<{ open: number }>(
      'select count(*)::integer as open from pg_stat_activity where datname = current_database() and pid = any($1::integer[])',
      [[...before]],
    );
    expect(rows[0].open).toBe(warmConnections);
  }, 30_000);
});
