import { exercises } from '../../resources/exercises/definition';
import { createItems } from '../items';
import { staffClient, translated, type StaffClient } from '../items/test-data.test-support';
import { startTestServer, type TestServer } from '../testing.test-support';
import { exactCountUpTo, expectSelection, totalOf } from './count';
import { parseListQuery } from './query';

let server: TestServer;
let staff: StaffClient;

beforeAll(async () => {
  server = await startTestServer();
  staff = await staffClient(server);
  // Past the exact bound: most of them "wide", a few "narrow".
  await createItems(
    server.context.db,
    exercises,
    Array.from({ length: exactCountUpTo + 50 }, (_, index) => ({
      name: translated(index % 1000 === 0 ? `Narrow ${index}` : `Wide ${index}`),
      description: translated('Counted'),
      types: ['rest'],
    })),
  );
}, 120_000);
afterAll(() => server?.close());

const meta = async (query: string) => {
  const answer = await staff.request('GET', `/admin/exercises?${query}`);
  expect(answer.status).toBe(200);
  return (answer.body as { meta: { total: number; total_exact: boolean; last_page: number } }).meta;
};

describe("a list's total", () => {
  it('is exact up to the bound', async () => {
    expect(await meta('search=narrow')).toMatchObject({ total: 11, total_exact: true });
  });

  it('is marked an estimate past the bound, never lower than what was counted', async () => {
    for (const query of ['', 'search=wide', 'type=rest&search=counted']) {
      const { total, total_exact } = await meta(query);
      expect(total_exact).toBe(false);
      expect(total).toBeGreaterThan(exactCountUpTo);
    }
  });

  it("comes from PostgreSQL's own estimate where the selection was not counted whole", async () => {
    const query = parseListQuery(exercises, new URLSearchParams({ search: 'wide' }), 'page');
    const expected = await expectSelection(server.context.db, exercises, query.conditions);
    expect(totalOf(expected, 42)).toEqual({ total: 42, exact: true });
    const estimated = totalOf(expected, exactCountUpTo + 1);
    expect(estimated.exact).toBe(false);
    expect(estimated.total).toBeGreaterThan(exactCountUpTo);
    expect(totalOf(expected).exact).toBe(false);
  });
});
