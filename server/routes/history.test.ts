import { startTestServer, type TestServer } from '../testing.test-support';
import { historyTable, pruneHistory } from '../history';
import { bodies, contentSnapshot, sampleFiles, staffClient, translated, uploaded, type StaffClient } from '../items/test-data.test-support';

let server: TestServer;
let staff: StaffClient;

beforeAll(async () => {
  server = await startTestServer();
  staff = await staffClient(server);
});
afterAll(() => server?.close());

const historyRows = async (itemId: string) =>
  (
    await server.context.db.query<{ version: number; action: string }>(
      `select version, action from ${historyTable} where item_id = $1 order by version`,
      [itemId],
    )
  ).rows;

describe('history', () => {
  it('keeps every version with who made it, and restores one as a versioned write', async () => {
    const item = await staff.create('authors', bodies.author('Ada'));
    await staff.request('PUT', `/admin/authors/${item.id}`, { first_name: 'Ida' });
    await staff.request('PUT', `/admin/authors/${item.id}`, { last_name: 'Ida Byron' });
    const versions = (await staff.request('GET', `/admin/authors/${item.id}/versions`)).body as any;
    expect(versions.data.map((entry: any) => [entry.version, entry.action, entry.item.first_name, entry.item.last_name])).toEqual([
      [3, 'update', 'Ida', 'Ida Byron'],
      [2, 'update', 'Ida', 'Ada Lovelace'],
      [1, 'create', 'Ada', 'Ada Lovelace'],
    ]);
    expect(versions.data[0]).toMatchObject({ id: item.id, changed_by: { name: 'Test staff' }, changed_at: expect.any(String) });
    const one = (await staff.request('GET', `/admin/authors/${item.id}/versions/1`)).body as any;
    expect(one.data.item).toMatchObject({ first_name: 'Ada', version: 1 });
    expect((await staff.request('GET', `/admin/authors/${item.id}/versions/9`)).status).toBe(404);

    const stale = await staff.requestAsIs('POST', `/admin/authors/${item.id}/versions/1/restore`, undefined, { 'if-match': '"2"' });
    expect(stale.status).toBe(409);
    const restored = await staff.requestAsIs('POST', `/admin/authors/${item.id}/versions/1/restore`, undefined, { 'if-match': '"3"' });
    expect(restored.status).toBe(200);
    expect((restored.body as any).data).toMatchObject({ first_name: 'Ada', last_name: 'Ada Lovelace', version: 4 });
    expect((await historyRows(item.id)).map((row) => row.action)).toEqual(['create', 'update', 'update', 'restore']);
  });

  it('leaves no history of a write that failed', async () => {
    const item = await staff.create('exercises', bodies.exercise('Failing'));
    const before = await contentSnapshot(server);
    const refused = await staff.request('PUT', `/admin/exercises/${item.id}`, { equipment_ids: ['00000000-0000-4000-8000-000000000000'] });
    expect(refused.status).toBe(422);
    expect(await contentSnapshot(server)).toEqual(before);
  });

  it('lists deleted items and restores one under its own id, once', async () => {
    const author = await staff.create('authors', bodies.author('Gone'));
    expect((await staff.request('DELETE', `/admin/authors/${author.id}`)).status).toBe(204);
    const deleted = (await staff.request('GET', '/admin/authors/deleted')).body as any;
    expect(deleted.data[0]).toMatchObject({ id: author.id, version: 2, action: 'delete', item: { first_name: 'Gone' } });
    const restored = await staff.request('POST', `/admin/authors/deleted/${author.id}/restore`);
    expect(restored.status).toBe(201);
    expect((restored.body as any).data).toMatchObject({ id: author.id, first_name: 'Gone', version: 3 });
    expect(((await staff.request('GET', '/admin/authors/deleted')).body as any).data.map((entry: any) => entry.id)).not.toContain(
      author.id,
    );
    const again = await staff.request('POST', `/admin/authors/deleted/${author.id}/restore`);
    expect(again.status).toBe(409);
    expect((await historyRows(author.id)).map((row) => row.action)).toEqual(['create', 'delete', 'restore']);
  });

  it('restores an item as it was, a translation missing (content from before the rule), from Recently deleted and from History', async () => {
    const item = await staff.create('exercises', bodies.exercise('Half translated'));
    // As content written before every language was required, or imported: Dutch left empty.
    await server.context.db.query(`update exercises set description = jsonb_set(description, '{nl}', '""') where id = $1`, [item.id]);
    // A bulk change passes such an item and keeps a version of it (version 2); then it is completed (3).
    expect((await staff.request('PATCH', '/admin/exercises/bulk', { ids: [item.id], data: { premium: true } })).status).toBe(200);
    expect((await staff.request('PUT', `/admin/exercises/${item.id}`, bodies.exercise('Half translated'))).status).toBe(200);

    const fromHistory = await staff.requestAsIs('POST', `/admin/exercises/${item.id}/versions/2/restore`, undefined, { 'if-match': '"3"' });
    expect(fromHistory.status).toBe(200);
    expect((fromHistory.body as any).data).toMatchObject({
      premium: true,
      description: { nl: '', en: 'Half translated description (en)' },
    });

    expect((await staff.request('DELETE', `/admin/exercises/${item.id}`)).status).toBe(204);
    const fromDeleted = await staff.request('POST', `/admin/exercises/deleted/${item.id}/restore`);
    expect(fromDeleted.status).toBe(201);
    expect((fromDeleted.body as any).data).toMatchObject({ id: item.id, version: 6, description: { nl: '' } });
    // Still incomplete, and found so by the list's filter rather than kept deleted.
    const missing = (await staff.request('GET', `/admin/exercises?missing=nl&search=${encodeURIComponent('Half translated')}`)).body as any;
    expect(missing.data.map((entry: any) => entry.id)).toEqual([item.id]);
  });

  it('restores a deleted item with its files, and refuses with 422 one whose required file is gone, changing nothing', async () => {
    const videoId = await uploaded(server, staff.token, sampleFiles.webm);
    const thumbnailId = await uploaded(server, staff.token, sampleFiles.png);
    const video = await staff.create(
      'knowledge_videos',
      bodies.knowledgeVideo('Kept', { knowledge_video_id: videoId, thumbnail_id: thumbnailId }),
    );
    expect((await staff.request('DELETE', `/admin/knowledge_videos/${video.id}`)).status).toBe(204);
    const deleted = ((await staff.request('GET', '/admin/knowledge_videos/deleted')).body as any).data;
    expect(deleted.find((entry: any) => entry.id === video.id).item).toMatchObject({
      knowledge_video: { id: videoId },
      thumbnail: { id: thumbnailId },
    });
    const restored = await staff.request('POST', `/admin/knowledge_videos/deleted/${video.id}/restore`);
    expect(restored.status).toBe(201);
    expect((restored.body as any).data).toMatchObject({ knowledge_video: { id: videoId }, thumbnail: { id: thumbnailId } });

    // A file gone anyway (removed by hand, or with a deletion from before files were kept).
    expect((await staff.request('DELETE', `/admin/knowledge_videos/${video.id}`)).status).toBe(204);
    await server.context.db.query('delete from media where id = $1', [thumbnailId]);
    const before = await contentSnapshot(server);
    const refused = await staff.request('POST', `/admin/knowledge_videos/deleted/${video.id}/restore`);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      message: 'This knowledge video cannot be restored: Thumbnail missing or no longer valid.',
      errors: { thumbnail_id: [expect.any(String)] },
    });
    expect(await contentSnapshot(server)).toEqual(before);
  });

  it('keeps the versions the retention says and forgets who a deleted account was', async () => {
    const item = await staff.create('injuries', bodies.injury('Prune'));
    for (const round of [1, 2, 3, 4]) await staff.request('PUT', `/admin/injuries/${item.id}`, { name: translated(`Prune ${round}`) });
    // The count includes other items' older versions this file's tests left.
    expect(await pruneHistory(server.context.db, { keepDays: 0, keepVersions: 2 })).toBeGreaterThanOrEqual(3);
    expect((await historyRows(item.id)).map((row) => row.version)).toEqual([4, 5]);
    await server.context.db.query(`update ${historyTable} set changed_at = now() - interval '10 days' where item_id = $1 and version = 4`, [
      item.id,
    ]);
    expect(await pruneHistory(server.context.db, { keepDays: 7, keepVersions: 0 })).toBe(1);
    expect((await historyRows(item.id)).map((row) => row.version)).toEqual([5]);

    const leaving = await staffClient(server);
    const changed = await leaving.request('PUT', `/admin/injuries/${item.id}`, { name: translated('Last words') });
    expect(changed.status).toBe(200);
    const { rows } = await server.context.db.query<{ user_id: string }>(
      `select user_id from ${historyTable} where item_id = $1 and version = 6`,
      [item.id],
    );
    expect(rows[0].user_id).toEqual(expect.any(String));
    await server.context.db.query('delete from users where id = $1', [rows[0].user_id]);
    const versions = (await staff.request('GET', `/admin/injuries/${item.id}/versions`)).body as any;
    expect(versions.data[0]).toMatchObject({ version: 6, changed_by: null });
  });
});
