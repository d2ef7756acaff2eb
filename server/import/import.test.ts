import { startTestServer, type TestServer } from '../testing.test-support';
import { historyTable } from '../history';
import { interceptQueries } from '../db/intercepted-queries.test-support';
import { bodies, contentSnapshot, staffClient, translated, type StaffClient } from '../items/test-data.test-support';
import { maxImportRows } from './routes';

let server: TestServer;
let staff: StaffClient;

beforeAll(async () => {
  server = await startTestServer();
  staff = await staffClient(server);
});
afterAll(() => server?.close());

const importRows = (endpoint: string, rows: unknown[]) => staff.requestAsIs('POST', `/admin/${endpoint}/import`, { rows });

const historyOf = async (itemId: string) =>
  (
    await server.context.db.query<{ version: number; action: string; via: string | null; user_id: string | null }>(
      `select version, action, via, user_id from ${historyTable} where item_id = $1 order by version`,
      [itemId],
    )
  ).rows;

describe('an import batch', () => {
  it('creates and changes items in one request, each change kept in history as made by the user through an import', async () => {
    const ankle = await staff.create('injuries', bodies.injury('Ankle'));
    const answer = await importRows('injuries', [
      { data: bodies.injury('Shin') },
      { id: ankle.id, version: 1, data: { name: { ...translated('Ankle'), nl: 'Enkel' } } },
    ]);
    expect(answer.status).toBe(200);
    const [created, updated] = (answer.body as any).data;
    expect(created).toEqual({ status: 'created', id: expect.any(String), version: 1 });
    expect(updated).toEqual({ status: 'updated', id: ankle.id, version: 2 });
    const ankleNow = await staff.request('GET', `/admin/injuries/${ankle.id}`);
    expect((ankleNow.body as any).data.name).toEqual({ ...translated('Ankle'), nl: 'Enkel' });

    const [staffId] = (await historyOf(ankle.id)).map((entry) => entry.user_id);
    expect(await historyOf(ankle.id)).toEqual([
      { version: 1, action: 'create', via: null, user_id: staffId },
      { version: 2, action: 'update', via: 'import', user_id: staffId },
    ]);
    expect(await historyOf(created.id)).toEqual([{ version: 1, action: 'create', via: 'import', user_id: staffId }]);
    // The history routes say so too.
    const versions = await staff.request('GET', `/admin/injuries/${ankle.id}/versions`);
    expect((versions.body as any).data.map((entry: any) => [entry.version, entry.via])).toEqual([
      [2, 'import'],
      [1, null],
    ]);
  });

  it('does not overwrite a row changed by someone else since the dry run: reported with who changed it, the others written', async () => {
    const hip = await staff.create('injuries', bodies.injury('Hip'));
    const other = await staffClient(server);
    await other.requestAsIs('PUT', `/admin/injuries/${hip.id}`, { name: translated('Hip (theirs)') }, { 'if-match': '"1"' });
    const answer = await importRows('injuries', [
      { id: hip.id, version: 1, data: { name: translated('Hip (mine)') } },
      { data: bodies.injury('Groin') },
    ]);
    expect(answer.status).toBe(200);
    expect((answer.body as any).data).toEqual([
      {
        status: 'conflict',
        id: hip.id,
        version: 2,
        changed_by: { id: expect.any(String), name: 'Test staff' },
        changed_at: expect.any(String),
      },
      { status: 'created', id: expect.any(String), version: 1 },
    ]);
    const hipNow = await staff.request('GET', `/admin/injuries/${hip.id}`);
    expect((hipNow.body as any).data.name.en).toBe('Hip (theirs) (en)');
    expect((await historyOf(hip.id)).map((entry) => entry.version)).toEqual([1, 2]);
  });

  it('refuses each row that breaks a rule with its field errors, and writes the others', async () => {
    const knee = await staff.create('injuries', bodies.injury('Knee'));
    const answer = await importRows('exercises', [
      { data: bodies.exercise('Lunge', { name: { ...translated('Lunge'), de: '' } }) },
      { data: bodies.exercise('Plank', { injury_ids: ['00000000-0000-4000-8000-000000000000'] }) },
      { id: '00000000-0000-4000-8000-000000000001', version: 1, data: { premium: true } },
      { data: bodies.exercise('Bridge', { injury_ids: [knee.id, knee.id], level: 'easy' }) },
    ]);
    expect(answer.status).toBe(200);
    const [noGerman, unknownInjury, unknownItem, bridge] = (answer.body as any).data;
    expect(noGerman).toEqual({ status: 'refused', message: 'The given data was invalid.', errors: { 'data.name.de': ['Required'] } });
    expect(unknownInjury).toEqual({
      status: 'refused',
      message: 'The given data was invalid.',
      errors: { injury_ids: ['No such injury: 00000000-0000-4000-8000-000000000000'] },
    });
    expect(unknownItem).toEqual({ status: 'refused', message: 'The given data was invalid.', errors: { id: ['No such exercise'] } });
    expect(bridge).toEqual({ status: 'created', id: expect.any(String), version: 1 });
    const written = await staff.request('GET', `/admin/exercises/${bridge.id}`);
    expect((written.body as any).data).toMatchObject({ level: 'easy', injuries: [expect.objectContaining({ id: knee.id })] });
    const lunges = await staff.request('GET', '/admin/exercises?search=Lunge');
    expect((lunges.body as any).data).toEqual([]);
  });

  it('refuses a second change of one item in the same batch', async () => {
    const wrist = await staff.create('injuries', bodies.injury('Wrist'));
    const answer = await importRows('injuries', [
      { id: wrist.id, version: 1, data: { name: translated('Wrist 2') } },
      { id: wrist.id, version: 1, data: { name: translated('Wrist 3') } },
    ]);
    expect((answer.body as any).data.map((outcome: any) => outcome.status)).toEqual(['updated', 'refused']);
    expect((answer.body as any).data[1].errors).toEqual({ id: ['Another row of this import changes this item too'] });
  });

  it('writes nothing of a batch whose transaction fails', async () => {
    const before = await contentSnapshot(server);
    // The history of the items just inserted cannot be written: their insert goes back too.
    const restore = interceptQueries(server.context.db, (sql, run) =>
      sql.includes(`insert into ${historyTable}`) ? Promise.reject(new Error('the disk is full')) : run(),
    );
    try {
      const answer = await importRows('injuries', [{ data: bodies.injury('Neck') }, { data: bodies.injury('Back') }]);
      expect(answer.status).toBe(500);
    } finally {
      restore();
    }
    expect(await contentSnapshot(server)).toEqual(before);
  });

  it('refuses a request that names no version for a change (428), too many rows or none (422), changing nothing', async () => {
    const elbow = await staff.create('injuries', bodies.injury('Elbow'));
    const before = await contentSnapshot(server);
    const unversioned = await importRows('injuries', [
      { data: bodies.injury('Toe') },
      { id: elbow.id, data: { name: translated('Elbow 2') } },
    ]);
    expect(unversioned.status).toBe(428);
    expect(unversioned.body.message).toEqual(expect.stringContaining('version'));
    const tooMany = await importRows(
      'injuries',
      Array.from({ length: maxImportRows + 1 }, () => ({ data: bodies.injury('Many') })),
    );
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors).toEqual({ rows: [`Must have at most ${maxImportRows} items`] });
    expect((await importRows('injuries', [])).status).toBe(422);
    expect((await staff.requestAsIs('POST', '/admin/injuries/import', { rows: [{ data: {} }], extra: 1 })).status).toBe(422);
    expect(await contentSnapshot(server)).toEqual(before);
  });
});
