import { exercises } from '../../resources/exercises/definition';
import { startTestServer, type TestServer } from '../testing.test-support';
import { createItems } from './store';
import { staffClient, translated, type StaffClient } from './test-data.test-support';
import { maxSortTextLength } from './search-text';
import type { Queryable } from '../db/database';
import { countSelection } from './list';
import { sampledRows } from './sample';
import { parseListQuery, whereClause } from './list-query';
import { Params } from './sql';

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
    const { rows } = await server.context.db.query<{ name_sort: string }>('select name_sort from exercises where id = $1', [id]);
    expect([...rows[0].name_sort]).toHaveLength(maxSortTextLength);

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
    expect(await countSelection(server.context.db, exercises, query, 100)).toEqual({ total: 12, exact: true });
    const estimated = await countSelection(server.context.db, exercises, query, 5);
    expect(estimated.exact).toBe(false);
    expect(estimated.total).toBeGreaterThanOrEqual(6);
  });
});

describe('the estimate of a search beyond the bound', () => {
  it('comes from the share of the table the counted matches span, where the planner can only guess', async () => {
    // One item in three matches, spread evenly through the table as they were written.
    await createItems(
      server.context.db,
      exercises,
      Array.from({ length: 300 }, (_, index) => ({
        name: translated(index % 3 === 0 ? `Spread ${index}` : `Filler ${index}`),
        description: translated('An item among many'),
        types: ['rest'],
      })),
    );
    const query = parseListQuery(exercises, new URLSearchParams({ search: 'spread' }), 'page');
    expect(query.searched).toBe(true);
    expect(await countSelection(server.context.db, exercises, query, 1000)).toEqual({ total: 100, exact: true });
    const estimated = await countSelection(server.context.db, exercises, query, 20);
    expect(estimated.exact).toBe(false);
    expect(estimated.total).toBeGreaterThanOrEqual(70);
    expect(estimated.total).toBeLessThanOrEqual(130);
  });
});

describe('the count of a search on a table larger than its sample (sample.ts)', () => {
  it('is the sample’s estimate, nothing counted, where the sample puts it far past the bound, and counted otherwise', async () => {
    // 1,600 items in which one in two is a Broadword and twenty are Rarewords, interleaved as
    // they are written; with the items above, the table is larger than the sample.
    const names = Array.from({ length: 1_600 }, (_, index) =>
      index % 80 === 1 ? `Rareword ${index}` : index % 2 === 0 ? `Broadword ${index}` : `Filler ${index}`,
    );
    await createItems(
      server.context.db,
      exercises,
      names.map((name) => ({ name: translated(name), description: translated('Sampled'), types: ['rest'] })),
    );
    expect(names.length).toBeGreaterThan(sampledRows);
    const counted = async (search: string, exactUpTo?: number) => {
      const sent: string[] = [];
      const recording: Queryable = {
        query: (sql, params) => {
          sent.push(sql);
          return server.context.db.query(sql, params);
        },
      };
      const query = parseListQuery(exercises, new URLSearchParams({ search }), 'page');
      const result = await countSelection(recording, exercises, query, exactUpTo);
      return { ...result, counts: sent.filter((sql) => /^select count\(\*\)/.test(sql)).length };
    };

    // 800 matches against a bound of 100: the sample holds about 500 of them.
    const broad = await counted('broadword', 100);
    expect(broad).toMatchObject({ exact: false, counts: 0 });
    expect(broad.total).toBeGreaterThanOrEqual(600);
    expect(broad.total).toBeLessThanOrEqual(1_000);
    // Under the bound, or not far past it, a search is counted.
    expect(await counted('broadword')).toEqual({ total: 800, exact: true, counts: 1 });
    expect(await counted('rareword', 100)).toEqual({ total: 20, exact: true, counts: 1 });
  });
});

describe('the estimate of a search counted along an index in an order of its own', () => {
  it('is the sample’s, as the blocks those rows span say nothing of their share', async () => {
    // The 800 Broadwords above (all of the rest category) read along one of the category's
    // indexes in the list's orders (filter-indexes.ts), as the planner does on a large table:
    // the first 451 of them lie all through the table, so the blocks they span would make
    // about 451 of the 800. (Past twice the bound, the sample's estimate would stand uncounted.)
    const query = parseListQuery(exercises, new URLSearchParams({ search: 'broadword', type: 'rest' }), 'page');
    const { total, exact } = await server.context.db.transaction(async (tx) => {
      await tx.query('set local enable_seqscan = off');
      await tx.query('set local enable_bitmapscan = off');
      // The count's rows, read as it reads them: out of the table's order indeed.
      const params = new Params();
      const read = await tx.query<{ tid: string }>(
        `select ctid::text as tid from exercises ${whereClause(query.conditions, params)} limit 451`,
        params.values,
      );
      const blocks = read.rows.map((row) => Number(row.tid.slice(1).split(',')[0]));
      expect(blocks.some((block, index) => index > 0 && block < blocks[index - 1])).toBe(true);
      return countSelection(tx, exercises, query, 450);
    });
    expect(exact).toBe(false);
    expect(total).toBeGreaterThanOrEqual(600);
    expect(total).toBeLessThanOrEqual(1_000);
  });
});
