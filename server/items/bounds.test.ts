import { exercises } from '../../resources/exercises/definition';
import { startTestServer, type TestServer } from '../testing.test-support';
import { createItems } from './store';
import { staffClient, translated, type StaffClient } from './test-data.test-support';
import { sortTextLength } from '../kinds/sort-text';
import { expectSelection, totalOf } from '../lists';
import { parseListQuery } from '../lists';
import { sortKeys } from '../lists';

let server: TestServer;
let staff: StaffClient;

beforeAll(async () => {
  server = await startTestServer();
  staff = await staffClient(server);
});
afterAll(() => server?.close());

describe('texts beyond what an index entry holds', () => {
  it('are stored, listed, sorted and found whatever their length (written past validation, as old data may be)', async () => {
    // One word of 20,000 letters that do not compress: far beyond the ~2.7 KB a B-tree entry may take.
    let seed = 1;
    const letters = Array.from({ length: 20_000 }, () => String.fromCharCode(97 + ((seed = (seed * 48271) % 2147483647) % 26)));
    const huge = `Ünending${letters.join('')}`;
    const [id] = await createItems(server.context.db, exercises, [
      { name: translated(huge), description: translated(huge), types: ['rest'] },
    ]);
    // Its sort key, which the name's index holds, is cut to what an index entry takes.
    const key = sortKeys(exercises).find((candidate) => candidate.param === 'name')!;
    const { rows } = await server.context.db.query<{ key: string }>(`select ${key.expression} as key from exercises where id = $1`, [id]);
    expect([...rows[0].key]).toHaveLength(sortTextLength);

    const list = async (query: string) => {
      const answer = await staff.request('GET', `/admin/exercises?${query}`);
      expect(answer.status).toBe(200);
      return answer.body as { data: { id: string }[]; meta: Record<string, unknown> };
    };
    expect((await list(`search=${encodeURIComponent(huge.slice(0, 5000))}`)).data.map((item) => item.id)).toEqual([id]);
    expect((await list('search=unending&column=name&direction=desc')).data.map((item) => item.id)).toEqual([id]);
    expect((await list('column=name')).meta).toMatchObject({ total: 1, total_exact: true });
  });
});

describe('the count of a selection', () => {
  it('is exact up to its bound, and beyond it an estimate no lower than what was counted', async () => {
    await createItems(
      server.context.db,
      exercises,
      Array.from({ length: 12 }, (_, index) => ({
        name: translated(`Counted ${index}`),
        description: translated('Counted'),
        types: ['rest'],
      })),
    );
    const query = parseListQuery(exercises, new URLSearchParams({ search: 'counted' }), 'page');
    const expected = await expectSelection(server.context.db, exercises, query.conditions);
    expect(expected.readsWhole).toBe(true);
    expect((await staff.request('GET', '/admin/exercises?search=counted')).body).toMatchObject({ meta: { total: 12, total_exact: true } });
    const estimated = totalOf(expected);
    expect(estimated.exact).toBe(false);
    expect(estimated.total).toBeGreaterThan(12);
  });
});
