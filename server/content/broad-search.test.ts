import type { Queryable } from '../db/database';
import { queryPlan, type PlanNode } from '../db/query-plan';
import { startTestServer, type TestServer } from '../testing.test-support';
import { countSelection } from './list';
import { readListQuery, whereClause } from './list-query';
import { broadSearchTerms } from './search';
import { Params } from './sql';
import { searchPiecesColumn, searchTextColumn } from './table';
import { bodies, staffClient, type StaffClient } from './test-data.test-support';

// A typed word inside more than 64 of the vocabulary's words is not looked up in the vocabulary
// (search.ts): here `q`, `tz` and `uartz`, inside the 70 words quartz00–quartz69.
let server: TestServer;
let staff: StaffClient;
const quartz = Array.from({ length: 70 }, (_, index) => `Quartz${String(index).padStart(2, '0')}`);

beforeAll(async () => {
  server = await startTestServer();
  staff = await staffClient(server);
  for (const name of [...quartz, 'Plain slab', 'Plain rope']) await staff.create('equipment', bodies.equipment(name));
}, 120_000);
afterAll(() => server?.close());

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];
const englishNames = (items: { name: { en: string } }[]) => items.map((item) => item.name.en.replace(/ \(en\)$/, ''));

/** Every item the search lists on equipment (paged by cursor), by name, and its page sizes. */
async function listed(search: string): Promise<{ names: string[]; pageSizes: number[] }> {
  const names: string[] = [];
  const pageSizes: number[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ search, column: 'name', ...(cursor ? { cursor } : {}) });
    const answer = await staff.request('GET', `/admin/equipment?${params}`);
    expect(answer.status).toBe(200);
    const body = answer.body as { data: { name: { en: string } }[]; meta: { next_cursor: string | null } };
    names.push(...englishNames(body.data));
    pageSizes.push(body.data.length);
    cursor = body.meta.next_cursor;
  } while (cursor);
  return { names, pageSizes };
}

async function counted(search: string): Promise<number> {
  const answer = await staff.request('GET', `/admin/equipment/count?${new URLSearchParams({ search })}`);
  expect(answer.status).toBe(200);
  return (answer.body as { data: { count: number } }).data.count;
}

describe('a search word inside many of the vocabulary’s words', () => {
  it('is told apart from the words the index serves, a letter or two never asked about (found among the pieces)', async () => {
    const sent: string[] = [];
    const recording: Queryable = {
      query: (sql, params = []) => {
        sent.push(sql);
        return server.context.db.query(sql, params);
      },
    };
    expect(await broadSearchTerms(recording, 'uartz Q qu zq plain quartz07')).toEqual(new Set(['uartz']));
    expect(await broadSearchTerms(recording, 'Q zq')).toEqual(new Set());
    expect(sent).toHaveLength(1);
  });

  it('finds every item containing it, in order, page by page, and counts them', async () => {
    expect(await listed('Q')).toEqual({ names: quartz, pageSizes: [25, 25, 20] });
    expect(await counted('Q')).toBe(70);
  });

  it('is found in the search text; a letter or two, broad or not, among the items’ pieces', async () => {
    const { db, definitions } = server.context;
    const definition = definitions.find((candidate) => candidate.endpoint === 'equipment')!;
    const conditionsOf = async (search: string) => {
      const query = await readListQuery(db, definition, new URLSearchParams({ search }), 'none');
      return whereClause(query.conditions, new Params());
    };
    for (const pieces of ['tz', 'zq', 'q']) {
      expect(await conditionsOf(pieces)).toContain(searchPiecesColumn);
      expect(await conditionsOf(pieces)).not.toContain(searchTextColumn);
    }
    expect(await conditionsOf('uartz')).toContain(searchTextColumn);
    expect(await conditionsOf('uartz')).not.toContain(searchPiecesColumn);
    expect(await listed('TZ')).toEqual({ names: quartz, pageSizes: [25, 25, 20] });
    expect(await counted('tz')).toBe(70);
    // A pair inside a word only: `z0` in quartz00–quartz09; `ns` in none, only across two ("Plain slab").
    expect((await listed('Z0')).names).toEqual(quartz.slice(0, 10));
    expect(await counted('ns')).toBe(0);
  });

  it('narrows a search whose other words the index serves', async () => {
    expect((await listed('q quartz0')).names).toEqual(quartz.slice(0, 10));
    expect(await counted('q quartz0')).toBe(10);
    expect((await listed('plain q')).names).toEqual([]);
    expect(await counted('plain q')).toBe(0);
  });

  it('is counted without looking any word up, where a narrow word is looked up', async () => {
    const { db, definitions } = server.context;
    const definition = definitions.find((candidate) => candidate.endpoint === 'equipment')!;
    /** The relations the count of `search` reads, from the plan the database makes for it. */
    async function relationsCounted(search: string): Promise<string[]> {
      const sent: { sql: string; params: unknown[] }[] = [];
      const recording: Queryable = {
        query: (sql, params = []) => {
          sent.push({ sql, params });
          return db.query(sql, params);
        },
      };
      const query = await readListQuery(db, definition, new URLSearchParams({ search }), 'none');
      await countSelection(recording, definition, query);
      // Beside the count, the table's sample (list.ts `sampledMatches`): none of this small table.
      const counts = sent.filter(({ sql }) => /^select count\(\*\)/.test(sql));
      expect(counts).toHaveLength(1);
      const plan = await queryPlan(db, counts[0].sql, counts[0].params);
      return [...new Set(nodesOf(plan).flatMap((node) => [node['Relation Name'], node['Index Name']].filter(Boolean)))] as string[];
    }
    expect(await relationsCounted('q')).not.toContain('search_vocabulary');
    expect(await relationsCounted('uartz')).toEqual(['equipment']);
    expect(await relationsCounted('quartz0')).toContain('search_vocabulary');
  });
});

describe("the server's connections", () => {
  it('scan a table from its first block, as a search’s count estimates (list.ts)', async () => {
    const { rows } = await server.context.db.query<{ synchronize_seqscans: string }>('show synchronize_seqscans');
    expect(rows[0].synchronize_seqscans).toBe('off');
  });
});
