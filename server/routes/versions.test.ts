import { startTestServer, type TestServer } from '../testing.test-support';
import { historyTable } from '../history';
import { bodies, contentSnapshot, staffClient, translated, type StaffClient } from '../items/test-data.test-support';

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

describe('versions on the wire', () => {
  it('gives every item a version, in its answers and as the ETag of one item', async () => {
    const created = await staff.requestAsIs('POST', '/admin/injuries', bodies.injury('Ankle'));
    expect(created.status).toBe(201);
    const item = (created.body as any).data;
    expect(item.version).toBe(1);
    const response = await fetch(`${server.apiUrl}/admin/injuries/${item.id}`, { headers: { authorization: `Bearer ${staff.token}` } });
    expect(response.headers.get('etag')).toBe('"1"');
    const list = await staff.request('GET', `/admin/injuries?search=Ankle`);
    expect((list.body as any).data).toEqual([expect.objectContaining({ id: item.id, version: 1 })]);
  });

  it('refuses a write that names no version with 428, changing nothing', async () => {
    const item = await staff.create('injuries', bodies.injury('Elbow'));
    const before = await contentSnapshot(server);
    for (const [method, path, body] of [
      ['PUT', `/admin/injuries/${item.id}`, { name: translated('Elbow 2') }],
      ['DELETE', `/admin/injuries/${item.id}`, undefined],
      ['PATCH', '/admin/exercises/bulk', { ids: [item.id], data: { premium: true } }],
      ['POST', '/admin/injuries/bulk-delete', { ids: [item.id] }],
    ] as const) {
      const answer = await staff.requestAsIs(method, path, body, method === 'PUT' || method === 'DELETE' ? { 'if-match': '*' } : undefined);
      expect(answer.status).toBe(428);
      expect(answer.body.message).toEqual(expect.stringContaining('version'));
    }
    expect(await contentSnapshot(server)).toEqual(before);
  });

  it('takes the version quoted, weak or bare', async () => {
    const item = await staff.create('injuries', bodies.injury('Wrist'));
    for (const [header, version] of [
      ['"1"', 2],
      ['W/"2"', 3],
      ['3', 4],
    ] as const) {
      const answer = await staff.requestAsIs(
        'PUT',
        `/admin/injuries/${item.id}`,
        { name: translated(`Wrist ${version}`) },
        { 'if-match': header },
      );
      expect(answer.status).toBe(200);
      expect((answer.body as any).data.version).toBe(version);
    }
  });

  it('answers 409 with the current item and who changed it when the version is old, changing nothing', async () => {
    const item = await staff.create('injuries', bodies.injury('Hip'));
    const other = await staffClient(server);
    const first = await other.requestAsIs('PUT', `/admin/injuries/${item.id}`, { name: translated('Hip (theirs)') }, { 'if-match': '"1"' });
    expect(first.status).toBe(200);
    const before = await contentSnapshot(server);
    const stale = await staff.requestAsIs('PUT', `/admin/injuries/${item.id}`, { name: translated('Hip (mine)') }, { 'if-match': '"1"' });
    expect(stale).toEqual({
      status: 409,
      body: {
        message: expect.stringContaining('changed by someone else'),
        current: (first.body as any).data,
        changed_by: { id: expect.any(String), name: 'Test staff' },
        changed_at: expect.any(String),
      },
    });
    const staleDelete = await staff.requestAsIs('DELETE', `/admin/injuries/${item.id}`, undefined, { 'if-match': '"1"' });
    expect(staleDelete.status).toBe(409);
    expect((staleDelete.body as any).current.version).toBe(2);
    expect(await contentSnapshot(server)).toEqual(before);
  });

  it('lets exactly one of two writers based on the same version win', async () => {
    const item = await staff.create('injuries', bodies.injury('Knee'));
    const answers = await Promise.all(
      ['A', 'B'].map((writer) =>
        staff.requestAsIs('PUT', `/admin/injuries/${item.id}`, { name: translated(`Knee ${writer}`) }, { 'if-match': '"1"' }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!.body as any;
    const loser = answers.find((answer) => answer.status === 409)!.body as any;
    expect(loser.current).toEqual(winner.data);
    expect(await historyRows(item.id)).toEqual([
      { version: 1, action: 'create' },
      { version: 2, action: 'update' },
    ]);
  });

  it('moves the version of an item whose reference a delete removed, so a stale copy cannot put it back', async () => {
    const rope = await staff.create('equipment', bodies.equipment('Versioned rope'));
    const exercise = await staff.create('exercises', bodies.exercise('Versioned climb', { equipment_ids: [rope.id] }));
    expect((await staff.request('DELETE', `/admin/equipment/${rope.id}`)).status).toBe(204);
    const stale = await staff.requestAsIs('PUT', `/admin/exercises/${exercise.id}`, { equipment_ids: [] }, { 'if-match': '"1"' });
    expect(stale.status).toBe(409);
    expect((stale.body as any).current).toMatchObject({ version: 2, equipment: [] });
  });

  it('makes bulk writes all-or-nothing, naming the items that changed', async () => {
    const [one, two] = [
      await staff.create('exercises', bodies.exercise('Bulk A')),
      await staff.create('exercises', bodies.exercise('Bulk B')),
    ];
    await staff.request('PUT', `/admin/exercises/${two.id}`, { reps: 5 });
    const before = await contentSnapshot(server);
    const update = await staff.requestAsIs('PATCH', '/admin/exercises/bulk', {
      ids: [one.id, two.id],
      versions: [1, 1],
      data: { premium: true },
    });
    expect(update.status).toBe(409);
    expect((update.body as any).current).toEqual([expect.objectContaining({ id: two.id, version: 2, reps: 5 })]);
    const remove = await staff.requestAsIs('POST', '/admin/exercises/bulk-delete', { ids: [one.id, two.id], versions: [1, 1] });
    expect(remove.status).toBe(409);
    expect((remove.body as any).current.map((item: any) => item.id)).toEqual([two.id]);
    const mismatched = await staff.requestAsIs('POST', '/admin/exercises/bulk-delete', { ids: [one.id, two.id], versions: [1] });
    expect(mismatched).toEqual({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { versions: ['Give one version per id, in the order of ids'] } },
    });
    expect(await contentSnapshot(server)).toEqual(before);

    const done = await staff.requestAsIs('PATCH', '/admin/exercises/bulk', {
      ids: [one.id, two.id],
      versions: [1, 2],
      data: { premium: true },
    });
    expect((done.body as any).data.map((item: any) => [item.premium, item.version])).toEqual([
      [true, 2],
      [true, 3],
    ]);
    expect((await historyRows(two.id)).map((row) => row.action)).toEqual(['create', 'update', 'update']);
  });
});

describe('twenty writers at once', () => {
  it('loses no change and keeps one history row per successful write', async () => {
    const item = await staff.create('injuries', bodies.injury('Shared'));
    const clients = 20;
    const rounds = 3;
    const mark = (client: number, round: number) => `c${client}=${round};`;
    /** A client's merge: the current English name with this client's own mark replaced by its new one. */
    const merged = (english: string, client: number, round: number) =>
      english.replace(new RegExp(`c${client}=\\d+;`), '') + mark(client, round);
    let successes = 0;
    let conflicts = 0;
    await Promise.all(
      Array.from({ length: clients }, async (_, client) => {
        let current = item;
        for (let round = 1; round <= rounds; round++) {
          for (let attempt = 0; ; attempt++) {
            if (attempt > 200) throw new Error(`client ${client} never got its write in`);
            const name = { ...current.name, en: merged(current.name.en, client, round) };
            const answer = await staff.requestAsIs('PUT', `/admin/injuries/${item.id}`, { name }, { 'if-match': `"${current.version}"` });
            if (answer.status === 200) {
              successes++;
              current = (answer.body as any).data;
              break;
            }
            expect(answer.status).toBe(409);
            conflicts++;
            current = (answer.body as any).current;
          }
        }
      }),
    );
    const final = ((await staff.request('GET', `/admin/injuries/${item.id}`)).body as any).data;
    for (let client = 0; client < clients; client++) expect(final.name.en).toContain(mark(client, rounds));
    expect(successes).toBe(clients * rounds);
    expect(final.version).toBe(1 + successes);
    expect((await historyRows(item.id)).length).toBe(1 + successes);
    console.log(`20 writers × ${rounds} changes: ${successes} writes, ${conflicts} conflicts merged and retried`);
  });
});
