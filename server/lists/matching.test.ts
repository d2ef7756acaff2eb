/**
 * Bulk over every match: one request changes every item the list's search and filters select,
 * loaded or not, all or nothing, checked against the count the user confirmed.
 */
import { authors } from '../../resources/authors/definition';
import { startTestServer, type TestServer } from '../testing.test-support';
import { historyTable } from '../history';
import { maxMatchedItems } from './matching';
import { bodies, contentSnapshot, staffClient, type StaffClient } from '../items/test-data.test-support';

let server: TestServer;
let staff: StaffClient;
const pulls: string[] = [];
const pushes: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  staff = await staffClient(server);
  for (let index = 0; index < 12; index++) {
    const pull = index % 3 !== 0;
    const item = await staff.create('exercises', bodies.exercise(`Matchword ${index}`, { types: [pull ? 'pull' : 'push'] }));
    (pull ? pulls : pushes).push(item.id);
  }
});
afterAll(() => server?.close());

const premiumOf = async (ids: string[]) =>
  (
    await server.context.db.query<{ id: string; premium: boolean }>(
      'select id, premium from exercises where id = any($1::uuid[]) order by id',
      [ids],
    )
  ).rows.map((row) => row.premium);

describe('the count of a selection', () => {
  it('answers exactly how many items the search and filters select', async () => {
    const answer = await staff.request('GET', '/admin/exercises/count?search=matchword&type=pull');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { count: pulls.length, more: false } });
    const bad = await staff.request('GET', '/admin/exercises/count?per_page=5');
    expect(bad.status).toBe(422);
  });
});

describe('bulk update by filter', () => {
  it('changes every matching item and no other, keeps a version of each, and answers the count', async () => {
    const list = await staff.request('GET', '/admin/exercises?search=matchword&type=pull&per_page=3');
    const total = (list.body as { meta: { total: number } }).meta.total;
    expect(total).toBe(pulls.length);
    const answer = await staff.requestAsIs('PATCH', '/admin/exercises/bulk?search=matchword&type=pull', {
      count: total,
      data: { premium: true },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { updated: pulls.length } });
    expect(await premiumOf(pulls)).toEqual(pulls.map(() => true));
    expect(await premiumOf(pushes)).toEqual(pushes.map(() => false));
    const { rows } = await server.context.db.query<{ n: number }>(
      `select count(*)::int as n from ${historyTable} where item_id = any($1::uuid[]) and action = 'update'`,
      [pulls],
    );
    expect(rows[0].n).toBe(pulls.length);
  });

  it('changes nothing when the selection is not the confirmed count: 409 with the count now', async () => {
    const before = await contentSnapshot(server);
    const answer = await staff.requestAsIs('PATCH', '/admin/exercises/bulk?search=matchword&type=push', {
      count: pushes.length + 1,
      data: { premium: true },
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      count: pushes.length,
      message: expect.stringContaining(`${pushes.length} exercises match now, not ${pushes.length + 1}`),
    });
    expect(await contentSnapshot(server)).toEqual(before);
  });

  it('refuses what a bulk update by ids refuses: a field not bulk-updatable, a bad query, a count out of range', async () => {
    const before = await contentSnapshot(server);
    const cases = [
      ['/admin/exercises/bulk?search=matchword', { count: 12, data: { name: { en: 'x' } } }, 'data.name'],
      ['/admin/exercises/bulk?colour=red', { count: 12, data: { premium: true } }, 'colour'],
      ['/admin/exercises/bulk?search=matchword', { count: maxMatchedItems + 1, data: { premium: true } }, 'count'],
      ['/admin/exercises/bulk?search=matchword', { count: 0, data: { premium: true } }, 'count'],
    ] as const;
    for (const [path, body, field] of cases) {
      const answer = await staff.requestAsIs('PATCH', path, body);
      expect(answer.status, path).toBe(422);
      expect(Object.keys(answer.body.errors ?? {}), path).toContain(field);
    }
    // Ids and a query together: the query is refused, as for every bulk by ids.
    const mixed = await staff.requestAsIs('PATCH', '/admin/exercises/bulk?search=matchword', {
      ids: [pulls[0]],
      versions: [2],
      data: { premium: false },
    });
    expect(mixed.status).toBe(422);
    expect(await contentSnapshot(server)).toEqual(before);
  });
});

describe('bulk delete by filter', () => {
  it('deletes every matching item and no other, each kept among the recently deleted', async () => {
    const answer = await staff.requestAsIs('POST', '/admin/exercises/bulk-delete?search=matchword&type=push', { count: pushes.length });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { deleted: pushes.length } });
    const left = await staff.request('GET', '/admin/exercises?search=matchword&per_page=100');
    expect((left.body as { data: { id: string }[] }).data.map((item: { id: string }) => item.id).sort()).toEqual([...pulls].sort());
    const { rows } = await server.context.db.query<{ n: number }>(
      `select count(*)::int as n from ${historyTable} where item_id = any($1::uuid[]) and action = 'delete'`,
      [pushes],
    );
    expect(rows[0].n).toBe(pushes.length);
  });

  it('deletes nothing when the count is stale', async () => {
    const before = await contentSnapshot(server);
    const answer = await staff.requestAsIs('POST', '/admin/exercises/bulk-delete?search=matchword', { count: 1 });
    expect(answer.status).toBe(409);
    expect(answer.body.count).toBe(pulls.length);
    expect(await contentSnapshot(server)).toEqual(before);
  });
});

describe('bulk update of a field the search and the sort read', () => {
  it('writes each item whole: its search text and its sort key follow the new value', async () => {
    const named = await startTestServer({}, [{ ...authors, bulkUpdatable: ['lastName'] }]);
    try {
      const namedStaff = await staffClient(named);
      const ids: string[] = [];
      for (const name of ['Zoltan', 'Zelda', 'Zora']) ids.push((await namedStaff.create('authors', bodies.author(name))).id);
      await namedStaff.create('authors', bodies.author('Bertha'));
      const answer = await namedStaff.requestAsIs('PATCH', '/admin/authors/bulk?search=lovelace%20z', {
        count: 3,
        data: { last_name: 'Aardvark' },
      });
      expect(answer.body).toEqual({ data: { updated: 3 } });
      const idsOf = async (query: string) =>
        ((await namedStaff.request('GET', `/admin/authors?${query}`)).body as { data: { id: string }[] }).data.map((item) => item.id);
      expect((await idsOf('search=aardvark')).sort()).toEqual([...ids].sort());
      expect(await idsOf('search=lovelace%20z')).toEqual([]);
      expect((await idsOf('column=last_name&direction=asc&per_page=3')).sort()).toEqual([...ids].sort());
    } finally {
      await named.close();
    }
  });
});
