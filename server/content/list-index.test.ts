import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { equipment } from '../../resources/equipment/definition';
import { exercises } from '../../resources/exercises/definition';
import { apiPrefix, buildServer } from '../app';
import { startTestServer, type TestServer } from '../testing';
import { contentState } from './content-version';
import { ListIndex } from './list-index';
import { orderClause, parseListQuery, whereClause, type ListQuery } from './list-query';
import { MatchCache } from './match-cache';
import { sortKeys } from './sort';
import { Params } from './sql';
import { createItems, replaceItems } from './store';
import { bodies, staffClient, translated, type StaffClient } from './test-data';
import { valuesOfRow } from './table';
import { rowsByIds } from './read';

let server: TestServer;
let equipmentIds: string[];
let videoId: string;

const names = ['Ball über Kopf', 'ÉCOLE du ballon', 'Zed sprint', 'Passe courte', 'ball-control', 'Mid 4v1', 'Çalış', '𝔘nicode'];
const levels = ['easy', 'moderate', 'hard', null];

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.context;
  equipmentIds = await createItems(db, equipment, [
    { name: translated('Cones'), description: translated('Cones') },
    { name: translated('Hurdles'), description: translated('Hurdles') },
  ]);
  videoId = randomUUID();
  await db.query(`insert into media (id, uuid, name, file_name, mime_type, size, path) values ($1, $2, 'v', 'v.mp4', 'video/mp4', 1, 'v/v.mp4')`, [
    videoId,
    randomUUID(),
  ]);
  // Ties, missing values and every filter's both ways, so that order and selection rest on every rule.
  await createItems(
    db,
    exercises,
    Array.from({ length: 80 }, (_, index) => ({
      name: translated(names[index % names.length]),
      description: translated(index % 3 === 0 ? 'with the ball, close' : 'without'),
      types: [index % 2 === 0 ? 'push' : 'pull', ...(index % 5 === 0 ? ['running'] : [])],
      level: levels[index % 4],
      reps: index % 7 === 0 ? null : index % 5,
      duration: index % 3,
      videoId: index % 4 === 0 ? videoId : null,
      equipmentIds: index % 3 === 1 ? [equipmentIds[index % 2]] : [],
    })),
  );
});
afterAll(() => server?.close());

/** Every id of the query's selection in its order, straight from SQL. */
async function sqlIds(query: ListQuery): Promise<string[]> {
  const params = new Params();
  const { rows } = await server.context.db.query<{ id: string }>(
    `select id from exercises ${whereClause(query.conditions, params)} ${orderClause(query.sort, query.direction)}`,
    params.values,
  );
  return rows.map((row) => row.id);
}

const filters = () => [
  '',
  'search=ball',
  'search=BÂLL',
  'search=all',
  'search=uber',
  'search=ecole',
  'search=calis',
  'search=𝔘NICODE',
  'search=4v1',
  'search=the ball',
  'search=ball, close',
  'search=ball close',
  'search=!!',
  'search=nothing-like-it',
  'type=pull',
  'type=running',
  'search=ball&type=push',
  `equipment=${equipmentIds[0]}`,
  `equipment=${equipmentIds[1].toUpperCase()}`,
  'video=1',
  'video=0&type=pull',
  'thumbnail=0',
  'thumbnail=1',
  `equipment=${equipmentIds[1]}&video=1&search=ball`,
];

/** A cache that ranks a selection from its third page of 10 on: both ways of finding a page are checked. */
const indexedCache = async () => {
  const cache = new MatchCache({ maxKept: 20_000, maxKeptTotal: 400_000, unrankedEnd: 20 });
  await cache.indexList(server.context.db, exercises);
  return cache;
};

/** Checks every sort, direction and a few pages of `cache`'s selections against SQL. */
async function expectSameAsSql(cache: MatchCache, filter: string) {
  for (const key of sortKeys(exercises)) {
    for (const direction of ['asc', 'desc']) {
      const query = parseListQuery(exercises, new URLSearchParams(`${filter}&column=${key.param}&direction=${direction}`), 'page');
      const expected = await sqlIds(query);
      const selection = await cache.select(server.context.db, exercises, query);
      expect({ filter, total: selection.total }).toEqual({ filter, total: expected.length });
      for (const [offset, limit] of [[0, 10], [7, 10], [10, 10], [25, 25], [0, 100]]) {
        expect(selection.page!(query.sort, query.direction, offset, limit)).toEqual(expected.slice(offset, offset + limit));
      }
    }
  }
}

describe('the list index', () => {
  it('selects what SQL selects, in the same order, for every search, filter and sort', async () => {
    const cache = await indexedCache();
    for (const filter of filters()) await expectSameAsSql(cache, filter);
  });

  it('reads nothing but the content version for a new selection without a phrase', async () => {
    const cache = new MatchCache();
    await cache.indexList(server.context.db, exercises);
    const statements: string[] = [];
    const recording = { query: ((sql: string, params?: unknown[]) => (statements.push(sql), server.context.db.query(sql, params))) as typeof server.context.db.query };
    const query = parseListQuery(exercises, new URLSearchParams(`search=ball&type=push&equipment=${equipmentIds[1]}&video=0`), 'page');
    const selection = await cache.select(recording, exercises, query);
    expect(selection.total).toBe((await sqlIds(query)).length);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/from content_version/);
  });

  it('answers exactly the ids asked for, in any case, with the other conditions', async () => {
    const cache = await indexedCache();
    const all = await sqlIds(parseListQuery(exercises, new URLSearchParams(''), 'page'));
    const ids = [all[3], all[10].toUpperCase(), all[40], randomUUID(), all[3]];
    const asked = ids.map((id) => `ids[]=${id}`).join('&');
    await expectSameAsSql(cache, asked);
    await expectSameAsSql(cache, `${asked}&search=ball`);
  });

  it('reloads when the change log no longer reaches back to its version, and the list uses SQL meanwhile', async () => {
    const { db } = server.context;
    const index = new ListIndex(exercises);
    await index.load(db);
    const query = parseListQuery(exercises, new URLSearchParams('search=ball'), 'page');
    const before = (await index.select(db, await contentState(db), query.criteria))!.slots.length;
    await createItems(db, exercises, [{ name: translated('Late ball'), description: translated('x'), types: ['rest'] }]);
    // As if a thousand writes had happened since: the log starts after the index's version.
    await db.query('update content_version set logged_from = version');
    expect(await index.select(db, await contentState(db), query.criteria)).toBeUndefined();
    await index.settled();
    const after = await index.select(db, await contentState(db), query.criteria);
    expect(after!.slots.length).toBe(before + 1);
    expect(after!.slots.length).toBe((await sqlIds(query)).length);
  });

  it('drops the slots of changed items and still selects the same', async () => {
    const { db } = server.context;
    const cache = await indexedCache();
    const index = new ListIndex(exercises, 0);
    await index.load(db);
    const all = await sqlIds(parseListQuery(exercises, new URLSearchParams(''), 'page'));
    for (let round = 0; round < 3; round++) {
      const rows = await rowsByIds(db, exercises, all);
      await replaceItems(
        db,
        exercises,
        rows.map((row, position) => ({ id: row.id as string, values: { ...valuesOfRow(exercises, row), reps: (position + round) % 6 || null } })),
      );
      const state = await contentState(db);
      for (const filter of ['', 'search=ball&type=pull', 'video=1']) {
        const query = parseListQuery(exercises, new URLSearchParams(`${filter}&column=reps`), 'page');
        const selection = await index.select(db, state, query.criteria);
        expect(selection!.slots.length).toBe((await sqlIds(query)).length);
      }
      await expectSameAsSql(cache, 'search=ball');
    }
  });
});

describe('lists on two servers sharing one database', () => {
  let other: FastifyInstance;
  let staff: StaffClient;
  let otherStaff: StaffClient;

  beforeAll(async () => {
    other = await buildServer(server.context);
    await other.listen({ host: '127.0.0.1', port: 0 });
    const address = other.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    const baseUrl = `http://127.0.0.1:${address.port}`;
    staff = await staffClient(server);
    otherStaff = await staffClient({ ...server, baseUrl, apiUrl: baseUrl + apiPrefix });
  });
  afterAll(() => other?.close());

  /** Each server's list against SQL: total, first page, and the embedded equipment names. */
  async function expectBothServersRight(filter: string) {
    const query = parseListQuery(exercises, new URLSearchParams(`${filter}&column=name&direction=desc`), 'page');
    const expected = await sqlIds(query);
    for (const client of [staff, otherStaff]) {
      const answer = await client.request('GET', `/admin/exercises?${filter}&column=name&direction=desc`);
      expect(answer.status).toBe(200);
      const body = answer.body as any;
      expect({ filter, total: body.meta.total }).toEqual({ filter, total: expected.length });
      expect(body.data.map((item: any) => item.id)).toEqual(expected.slice(0, 25));
    }
  }

  const checked = () => ['', 'search=ball', 'search=renamed', 'type=rest', `equipment=${equipmentIds[0]}`, 'video=1'];

  it('agree with the database after each kind of write on the other one', async () => {
    for (const filter of checked()) await expectBothServersRight(filter);

    const created = await staff.create('exercises', bodies.exercise('Fresh ball', { types: ['rest'], equipment_ids: [equipmentIds[0]] }));
    for (const filter of checked()) await expectBothServersRight(filter);

    expect((await otherStaff.request('PUT', `/admin/exercises/${created.id}`, { name: translated('Renamed'), video_id: videoId })).status).toBe(200);
    for (const filter of checked()) await expectBothServersRight(filter);

    const some = (await sqlIds(parseListQuery(exercises, new URLSearchParams('search=ball'), 'page'))).slice(0, 5);
    expect((await staff.request('PATCH', '/admin/exercises/bulk', { ids: some, data: { premium: true } })).status).toBe(200);
    for (const filter of checked()) await expectBothServersRight(filter);

    expect((await otherStaff.request('POST', '/admin/exercises/bulk-delete', { ids: some.slice(0, 3) })).status).toBe(200);
    for (const filter of checked()) await expectBothServersRight(filter);

    expect((await staff.request('DELETE', `/admin/exercises/${created.id}`)).status).toBe(204);
    for (const filter of checked()) await expectBothServersRight(filter);

    // Deleting a piece of equipment takes it out of every exercise's list: the equipment filter follows.
    expect((await otherStaff.request('DELETE', `/admin/equipment/${equipmentIds[0]}`)).status).toBe(204);
    for (const filter of checked()) await expectBothServersRight(filter);
  });

  it('show a related item as it is now, on either server', async () => {
    const filter = `equipment=${equipmentIds[1]}`;
    const names = async (client: StaffClient) =>
      ((await client.request('GET', `/admin/exercises?${filter}`)).body as any).data.flatMap((item: any) => item.equipment.map((held: any) => held.name.en));
    expect(await names(staff)).toContain('Hurdles (en)');
    expect(await names(otherStaff)).toContain('Hurdles (en)');
    const renamed = { name: translated('Low hurdles'), description: translated('Hurdles'), link: null };
    expect((await otherStaff.request('PUT', `/admin/equipment/${equipmentIds[1]}`, renamed)).status).toBe(200);
    for (const client of [staff, otherStaff]) {
      const shown = await names(client);
      expect(shown.length).toBeGreaterThan(0);
      expect(new Set(shown)).toEqual(new Set(['Low hurdles (en)']));
    }
  });
});
