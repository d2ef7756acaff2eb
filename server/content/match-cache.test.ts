import { exercises } from '../../resources/exercises/definition';
import { startTestServer, type TestServer } from '../testing';
import { parseListQuery, orderClause, whereClause } from './list-query';
import { MatchCache } from './match-cache';
import { sortKeys } from './sort';
import { Params } from './sql';
import { createItems } from './store';
import { translated } from './test-data';
import { bumpContentVersion } from './content-version';

let server: TestServer;

const levels = ['easy', 'moderate', 'hard', null];
beforeAll(async () => {
  server = await startTestServer();
  // Many ties and missing values, so that the order under each key rests on the id too.
  await createItems(
    server.context.db,
    exercises,
    Array.from({ length: 60 }, (_, index) => ({
      name: translated(['Åbc', 'abc', 'Zed', 'éclair', 'Mid'][index % 5]),
      description: translated(index % 3 === 0 ? 'with ball' : 'without'),
      types: [index % 2 === 0 ? 'push' : 'pull'],
      level: levels[index % 4],
      reps: index % 7 === 0 ? null : index % 5,
      duration: index % 3,
    })),
  );
});
afterAll(() => server?.close());

/** The ids of one page straight from SQL, as a list larger than the cache keeps is read. */
async function sqlPage(query: ReturnType<typeof parseListQuery>, offset: number, limit: number) {
  const params = new Params();
  const { rows } = await server.context.db.query<{ id: string }>(
    `select id from exercises ${whereClause(query.conditions, params)} ${orderClause(query.sort, query.direction)}
     limit ${params.add(limit)} offset ${params.add(offset)}`,
    params.values,
  );
  return rows.map((row) => row.id);
}

describe('the match cache', () => {
  it('orders a kept selection exactly as the database does, under every key and direction, ranked or not', async () => {
    // Pages ending past 20 come from the ranked order, the others from a pass over the selection.
    const cache = new MatchCache({ maxKept: 20_000, maxKeptTotal: 400_000, unrankedEnd: 20 });
    for (const filter of ['', 'search=ball', 'type=pull']) {
      for (const key of sortKeys(exercises)) {
        for (const direction of ['asc', 'desc']) {
          const query = parseListQuery(exercises, new URLSearchParams(`${filter}&column=${key.param}&direction=${direction}`), 'page');
          const selection = await cache.select(server.context.db, exercises, query);
          expect(selection.page).toBeDefined();
          for (const offset of [0, 7, 25]) {
            expect(selection.page!(query.sort, query.direction, offset, 10)).toEqual(await sqlPage(query, offset, 10));
          }
        }
      }
    }
  });

  it('keeps only the total of a selection larger than its limit', async () => {
    const cache = new MatchCache({ maxKept: 10, maxKeptTotal: 100, unrankedEnd: 300 });
    const query = parseListQuery(exercises, new URLSearchParams('type=push'), 'page');
    const selection = await cache.select(server.context.db, exercises, query);
    expect(selection).toEqual({ version: expect.any(Number), total: 30 });
  });

  it('selects again once the content has changed', async () => {
    const cache = new MatchCache();
    const query = parseListQuery(exercises, new URLSearchParams('search=ball'), 'page');
    const before = await cache.select(server.context.db, exercises, query);
    await createItems(server.context.db, exercises, [{ name: translated('New'), description: translated('ball'), types: ['rest'] }]);
    const after = await cache.select(server.context.db, exercises, query);
    expect(after.total).toBe(before.total + 1);
    await bumpContentVersion(server.context.db, []);
    expect((await cache.select(server.context.db, exercises, query)).total).toBe(after.total);
  });
});
