import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { startTestServer, type TestServer } from '../testing';
import { bumpContentVersion, changesSince, contentState, keptVersions } from './content-version';

let server: TestServer;
let db: Database;

beforeAll(async () => {
  server = await startTestServer();
  db = server.context.db;
});
afterAll(() => server?.close());

describe('the content version and its change log', () => {
  it('names the items each version changed, per resource', async () => {
    const start = (await contentState(db)).version;
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    await bumpContentVersion(db, [{ endpoint: 'exercises', ids: [a, b] }]);
    await bumpContentVersion(db, [
      { endpoint: 'exercises', ids: [b] },
      { endpoint: 'equipment', ids: [c] },
    ]);
    const now = await contentState(db);
    expect(now.version).toBe(start + 2);
    expect((await changesSince(db, 'exercises', start, now.version))!.sort()).toEqual([a, b].sort());
    expect(await changesSince(db, 'exercises', start + 1, now.version)).toEqual([b]);
    expect(await changesSince(db, 'equipment', start, now.version)).toEqual([c]);
    expect(await changesSince(db, 'exercises', now.version, now.version)).toEqual([]);
  });

  it(`keeps the last ${keptVersions} versions, and says when a version is older than the log`, async () => {
    const start = (await contentState(db)).version;
    for (let index = 0; index < keptVersions + 2; index++) await bumpContentVersion(db, [{ endpoint: 'exercises', ids: [randomUUID()] }]);
    const now = await contentState(db);
    expect(now.loggedFrom).toBe(now.version - keptVersions);
    expect(await changesSince(db, 'exercises', start, now.version)).toBeUndefined();
    expect(await changesSince(db, 'exercises', now.loggedFrom, now.version)).toHaveLength(keptVersions);
    const { rows } = await db.query<{ n: number }>('select count(*)::integer as n from content_changes');
    expect(rows[0].n).toBe(keptVersions);
  });
});
