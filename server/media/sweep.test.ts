/** Files left behind: temporary uploads after a crash, media no item refers to, a past version's files once it cannot be restored. */
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { authors } from '../../resources/authors/definition';
import { buildServer } from '../app';
import { historyTable, pruneHistory } from '../history';
import { interceptQueries } from '../db/intercepted-queries.test-support';
import { startTestServer, type TestServer } from '../testing.test-support';
import { bodies, sampleFiles, staffClient, uploaded, type StaffClient } from '../items/test-data.test-support';
import { mediaDirectory } from './files';
import { sweepCandidatesTable } from './table';
import { incomingDirectory, mediaPerStatement, sweepOrphanMedia } from './sweep';

let server: TestServer;
let staff: StaffClient;
const grace = 3600;

beforeAll(async () => {
  server = await startTestServer({ mediaOrphanGraceSeconds: grace });
  staff = await staffClient(server);
});
afterAll(() => server?.close());

const mediaIds = async () => (await server.context.db.query<{ id: string }>('select id from media order by id')).rows.map((row) => row.id);
const ageMedia = (id: string) => server.context.db.query(`update media set created_at = now() - interval '2 hours' where id = $1`, [id]);

it('sweeps incoming/ at start and, after the grace period, media nothing refers to (rows and folders)', async () => {
  // What a crash leaves: a temporary upload, a stored folder with no row, and an upload whose item never came.
  await mkdir(incomingDirectory(server.context), { recursive: true });
  await writeFile(path.join(incomingDirectory(server.context), randomUUID()), 'half an upload');
  const strayFolder = path.join(mediaDirectory(server.context), randomUUID());
  await mkdir(strayFolder);
  await writeFile(path.join(strayFolder, 'x.png'), sampleFiles.png.bytes);
  const old = new Date(Date.now() - 2 * grace * 1000);
  await utimes(strayFolder, old, old);
  const abandoned = await uploaded(server, staff.token, sampleFiles.png);
  await ageMedia(abandoned);
  const waiting = await uploaded(server, staff.token, sampleFiles.gif);
  const used = await uploaded(server, staff.token, sampleFiles.jpeg);
  await ageMedia(used);
  await staff.create('authors', { ...bodies.author('Ada'), author_picture_id: used });

  // A start on the same data: what buildServer does before it listens.
  const restarted = await buildServer(server.context);
  await restarted.close();

  expect(await readdir(incomingDirectory(server.context))).toEqual([]);
  expect(await mediaIds()).toEqual([waiting, used].sort());
  expect((await readdir(mediaDirectory(server.context))).sort()).toEqual([waiting, used].sort());
  expect(await sweepOrphanMedia(server.context)).toBe(0);
});

it('starts listening without waiting for the media sweep, and a close waits for a sweep under way', async () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let sweepsAsked = 0;
  const restore = interceptQueries(server.context.db, async (sql, run) => {
    // The sweep's first statement: the pass finding what nothing refers to.
    if (sql.startsWith(`insert into ${sweepCandidatesTable}`)) {
      sweepsAsked += 1;
      await held;
    }
    return run();
  });
  try {
    const started = await buildServer(server.context);
    expect(sweepsAsked).toBe(1);
    let closed = false;
    const closing = started.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(false);
    release();
    await closing;
    expect(closed).toBe(true);
  } finally {
    release();
    restore();
  }
});

it("keeps a deleted item's files while its deletion can be restored, and lets them go once history forgets it", async () => {
  const picture = await uploaded(server, staff.token, sampleFiles.webp);
  const author = await staff.create('authors', { ...bodies.author('Grace'), author_picture_id: picture });
  const url = author.author_picture.url;
  expect((await staff.request('DELETE', `/admin/authors/${author.id}`)).status).toBe(204);
  await ageMedia(picture);
  await sweepOrphanMedia(server.context);
  expect(await mediaIds()).toContain(picture);
  const deleted = ((await staff.request('GET', '/admin/authors/deleted')).body as any).data;
  expect(deleted.find((entry: any) => entry.id === author.id).item.author_picture).toMatchObject({ id: picture, url });
  expect((await fetch(url)).status).toBe(200);
  const restored = await staff.request('POST', `/admin/authors/deleted/${author.id}/restore`);
  expect((restored.body as any).data.author_picture).toMatchObject({ id: picture, url });

  // Deleted again, and the deletion pruned by the retention: the next sweep takes the file.
  expect((await staff.request('DELETE', `/admin/authors/${author.id}`)).status).toBe(204);
  await server.context.db.query(`update ${historyTable} set changed_at = now() - interval '10 days' where item_id = $1`, [author.id]);
  await pruneHistory(server.context.db, { keepDays: 7, keepVersions: 0 });
  expect(await sweepOrphanMedia(server.context)).toBe(1);
  expect(await mediaIds()).not.toContain(picture);
  expect((await fetch(url)).status).toBe(404);
});

it('keeps a file an update replaced while a version holds it, so restoring that version brings it back', async () => {
  const first = await uploaded(server, staff.token, sampleFiles.webp);
  const author = await staff.create('authors', { ...bodies.author('Hedy'), author_picture_id: first });
  const url = author.author_picture.url;
  const second = await uploaded(server, staff.token, sampleFiles.png);
  const replaced = await staff.request('PUT', `/admin/authors/${author.id}`, { ...bodies.author('Hedy'), author_picture_id: second });
  expect((replaced.body as any).data.author_picture.id).toBe(second);
  await ageMedia(first);
  await ageMedia(second);
  expect(await sweepOrphanMedia(server.context)).toBe(0);
  expect((await fetch(url)).status).toBe(200);
  const past = ((await staff.request('GET', `/admin/authors/${author.id}/versions/1`)).body as any).data;
  expect(past.item.author_picture).toMatchObject({ id: first, url });
  const restored = await staff.request('POST', `/admin/authors/${author.id}/versions/1/restore`);
  expect(restored.status).toBe(200);
  expect((restored.body as any).data.author_picture).toMatchObject({ id: first, url });

  // Once no kept version holds the replaced file, the next sweep takes it; the current one stays.
  await staff.request('PUT', `/admin/authors/${author.id}`, { ...bodies.author('Hedy'), author_picture_id: second });
  await pruneHistory(server.context.db, { keepDays: 0, keepVersions: 1 });
  expect(await sweepOrphanMedia(server.context)).toBe(1);
  expect(await mediaIds()).not.toContain(first);
  expect(await mediaIds()).toContain(second);
  expect((await fetch(url)).status).toBe(404);
});

it('sweeps on past a version whose file is not an id (written by another tool)', async () => {
  const orphan = await uploaded(server, staff.token, sampleFiles.gif);
  await ageMedia(orphan);
  await server.context.db.query(
    `insert into ${historyTable} (endpoint, item_id, version, action, state) values ('authors', $1, 1, 'update', $2)`,
    [randomUUID(), JSON.stringify({ author_picture_id: 'not an id' })],
  );
  expect(await sweepOrphanMedia(server.context)).toBe(1);
  expect(await mediaIds()).not.toContain(orphan);
});

it('sweeps a backlog of more media than one statement removes, a piece at a time, keeping what versions hold and taking up where a sweep stopped', async () => {
  // A pruning of a year's versions lets go of every file they held at once.
  const count = 2 * mediaPerStatement + mediaPerStatement / 2;
  const { rows } = await server.context.db.query<{ id: string }>(
    `insert into media (id, uuid, name, file_name, mime_type, size, path, url_path, created_at)
     select id, gen_random_uuid(), 'old', 'old.png', 'image/png', 1, id || '/old.png', id || '/old.png', now() - interval '2 hours'
     from (select gen_random_uuid() as id from generate_series(1, $1)) ids returning id::text`,
    [count],
  );
  const backlog = rows.map((row) => row.id).sort();
  await Promise.all(backlog.map((id) => mkdir(path.join(mediaDirectory(server.context), id))));
  // One held by a version in each piece the sweep reads: the first, the middle and the last.
  const held = [backlog[0], backlog[mediaPerStatement + 1], backlog[count - 1]];
  for (const id of held) {
    await server.context.db.query(
      `insert into ${historyTable} (endpoint, item_id, version, action, state) values ('authors', $1, 1, 'update', $2)`,
      [randomUUID(), JSON.stringify({ author_picture_id: id })],
    );
  }
  const before = new Set(await mediaIds());

  let mostRows = 0;
  let removals = 0;
  let cutShortAfter = 1;
  const watchedSweep = async () => {
    const restore = interceptQueries(server.context.db, async (sql, run) => {
      // The first sweep stops at its second piece, as a server stopped mid-sweep would.
      if (sql.startsWith('delete from media ') && ++removals > cutShortAfter) throw new Error('stopped');
      const result = await run();
      mostRows = Math.max(mostRows, result.rows.length);
      return result;
    });
    try {
      return await sweepOrphanMedia(server.context);
    } finally {
      restore();
    }
  };
  await expect(watchedSweep()).rejects.toThrow('stopped');
  const leftAfterStop = (await mediaIds()).filter((id) => backlog.includes(id));
  expect(leftAfterStop.length).toBeGreaterThan(held.length);
  expect(leftAfterStop.length).toBeLessThan(count);
  // The next sweep takes up the rest.
  cutShortAfter = Infinity;
  const removedFirst = count - leftAfterStop.length;
  expect(await watchedSweep()).toBe(count - held.length - removedFirst);
  expect(mostRows).toBeLessThanOrEqual(mediaPerStatement);
  const left = await mediaIds();
  expect(left).toEqual([...before].filter((id) => !backlog.includes(id) || held.includes(id)).sort());
  const folders = new Set(await readdir(mediaDirectory(server.context)));
  expect(backlog.filter((id) => folders.has(id))).toEqual(held);
});

it("stops serving a deleted item's files at once when its resource keeps no history", async () => {
  const quiet = await startTestServer({ mediaOrphanGraceSeconds: grace }, [{ ...authors, history: false }]);
  try {
    const quietStaff = await staffClient(quiet);
    const picture = await uploaded(quiet, quietStaff.token, sampleFiles.webp);
    const author = await quietStaff.create('authors', { ...bodies.author('Grace'), author_picture_id: picture });
    const url = author.author_picture.url;
    expect((await fetch(url)).status).toBe(200);
    expect((await quietStaff.request('DELETE', `/admin/authors/${author.id}`)).status).toBe(204);
    expect((await fetch(url)).status).toBe(404);
    expect((await quiet.context.db.query('select id from media where id = $1', [picture])).rows).toEqual([]);
  } finally {
    await quiet.close();
  }
});
