/**
 * A request whose work runs past its deadline is answered 503 with `Retry-After`, and its statement
 * is cancelled in the database rather than left running: on a PostgreSQL server (`DATABASE_URL`,
 * or else an embedded cluster started here), since PGlite runs a statement to its end.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { requestContext } from '@fastify/request-context';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded-postgres';
import { interceptQueries } from '../db/intercepted-queries.test-support';
import { bodies, staffClient, type StaffClient } from '../items/test-data.test-support';
import { startTestServer, type TestServer } from '../testing.test-support';
import { tooLongMessage } from './time-limits';

let cluster: EmbeddedPostgres | undefined;
let clusterFolder: string | undefined;
let server: TestServer;
let staff: StaffClient;
/** The statement a request's work is made to run instead of its first one. */
const endless = 'select pg_sleep(600)';

beforeAll(async () => {
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    clusterFolder = await mkdtemp(path.join(os.tmpdir(), 'deadline-pg-'));
    cluster = await startEmbeddedPostgres(path.join(clusterFolder, 'postgres'));
    const { host, user, database } = cluster.connection;
    serverUrl = `postgres://${user}@localhost/${database}?host=${encodeURIComponent(host)}`;
  }
  server = await startTestServer({ readDeadlineMs: 400, writeDeadlineMs: 400 }, undefined, serverUrl);
  staff = await staffClient(server);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await cluster?.stop();
  if (clusterFolder) await rm(clusterFolder, { recursive: true, force: true });
});

/** Runs `endless` in place of the next statement (of those `chosen`) a request runs, until restored. */
function holdNextRequestStatement(chosen: (sql: string) => boolean = () => true): () => void {
  const db = server.context.db;
  const original = db.query.bind(db);
  let held = false;
  return interceptQueries(db, (sql, run) => {
    if (held || !requestContext.get('statements') || !chosen(sql)) return run();
    held = true;
    return original(endless);
  });
}

const endlessStatementsRunning = async () =>
  (
    await server.context.db.query<{ count: number }>(
      `select count(*)::int as count from pg_stat_activity where query = $1 and state = 'active'`,
      [endless],
    )
  ).rows[0].count;

describe('a request past its deadline', () => {
  it('is answered 503 with Retry-After, its statement cancelled', async () => {
    const restore = holdNextRequestStatement();
    try {
      const answer = await staff.request('GET', '/admin/exercises?search=plank');
      expect(answer.status).toBe(503);
      expect(answer.body.message).toBe(tooLongMessage);
    } finally {
      restore();
    }
    await expect.poll(endlessStatementsRunning).toBe(0);
  });

  it('writes nothing when it is a write', async () => {
    const author = await staff.create('authors', bodies.author('Grace'));
    // A statement of the write's transaction, after others of it have run.
    const restore = holdNextRequestStatement((sql) => /^\s*update\b/i.test(sql));
    let status: number;
    try {
      status = (
        await staff.requestAsIs('PUT', `/admin/authors/${author.id}`, { first_name: 'Changed' }, { 'if-match': `"${author.version}"` })
      ).status;
    } finally {
      restore();
    }
    expect(status).toBe(503);
    expect(((await staff.request('GET', `/admin/authors/${author.id}`)).body.data as { first_name: string }).first_name).toBe('Grace');
    await expect.poll(endlessStatementsRunning).toBe(0);
  });

  it('says when to try again', async () => {
    const restore = holdNextRequestStatement();
    try {
      const response = await fetch(`${server.apiUrl}/admin/authors`, { headers: { authorization: `Bearer ${staff.token}` } });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('30');
      await response.arrayBuffer();
    } finally {
      restore();
    }
  });
});
