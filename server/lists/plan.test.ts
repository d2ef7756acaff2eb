import { exercises } from '../../resources/exercises/definition';
import type { Queryable } from '../db/database';
import { queryPlan, type PlanNode } from '../db/query-plan';
import { createItems } from '../items';
import { translated } from '../items/test-data.test-support';
import { startTestServer, type TestServer } from '../testing.test-support';
import { exactCountUpTo } from './count';
import { listPage } from './page';
import { parseListQuery } from './query';

let server: TestServer;
const items = 4_000;
const perPage = 25;

beforeAll(async () => {
  server = await startTestServer();
  // Half of them in one category; the rest spread over others.
  await createItems(
    server.context.db,
    exercises,
    Array.from({ length: items }, (_, index) => ({
      name: translated(`Planned ${String(index).padStart(4, '0')}`),
      description: translated(index % 100 === 0 ? 'Hundredth' : 'Other'),
      types: [index % 2 === 0 ? 'strength' : ['rest', 'mobility', 'agility'][index % 3]],
      reps: index % 50,
    })),
  );
  // The planner's statistics taken, and the search index's pending entries merged into it, as
  // autovacuum does on a server after a load.
  await server.context.db.query('vacuum analyze exercises');
}, 120_000);
afterAll(() => server?.close());

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** The rows the scans of the exercises read when the page's query runs: passed on, and filtered out. */
function rowsRead(plan: PlanNode): number {
  return nodesOf(plan)
    .filter((node) => node['Relation Name'] === 'exercises')
    .reduce(
      (sum, node) =>
        sum +
        ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) *
          (node['Actual Loops'] ?? 1),
      0,
    );
}

/**
 * The plan, run, of the query that reads the first page of `params` (the one reading the items'
 * columns): a cursor page is read along the order, as is a length-aware page of a selection
 * PostgreSQL expects to be large; a length-aware page of a small one is read whole.
 */
async function firstPagePlan(params: Record<string, string>, paging: 'page' | 'cursor'): Promise<PlanNode> {
  const sent: { sql: string; params: unknown[] }[] = [];
  const recording: Queryable = {
    query: (sql, values = []) => {
      sent.push({ sql, params: values });
      return server.context.db.query(sql, values);
    },
  };
  const definition = { ...exercises, list: { ...exercises.list, pagination: paging === 'page' ? 'pages' : 'cursor' } } as const;
  const query = parseListQuery(definition, new URLSearchParams({ ...params, per_page: String(perPage) }), paging);
  const page = await listPage({
    db: recording,
    served: server.context.definitions,
    definition,
    query,
    location: { origin: 'http://x.test', path: '/' },
  });
  expect(page.data).toHaveLength(perPage);
  const [pageQuery] = sent.filter(({ sql }) => /^(select id, created_at, version, |with matches as materialized)/.test(sql));
  return queryPlan(server.context.db, pageQuery.sql, pageQuery.params, { analyze: true });
}

describe("a first page's plan", () => {
  it.each<[string, Record<string, string>]>([
    ['the plain list by name', { column: 'name' }],
    ['the plain list by reps, descending', { column: 'reps', direction: 'desc' }],
    ['a filter of half the items', { type: 'strength', column: 'name' }],
    ['a search of most items, filtered', { search: 'planned', type: 'strength', column: 'created_at' }],
  ])('reads a bounded number of rows along the order, in the order of an index: %s', async (_name, params) => {
    const plan = await firstPagePlan(params, 'cursor');
    // The page, the one row that says whether a next page exists, and the rows the filter skips on the way.
    expect(rowsRead(plan)).toBeLessThanOrEqual(4 * (perPage + 1));
    expect(nodesOf(plan).some((node) => node['Node Type'] === 'Sort')).toBe(false);
  });

  it('reads a small selection whole, at most one past the exact bound', async () => {
    const plan = await firstPagePlan({ column: 'name' }, 'page');
    // Every item once to count it, and the page's rows (one more to say a next page exists) again by id.
    expect(rowsRead(plan)).toBe(items + perPage + 1);
    expect(items).toBeLessThanOrEqual(exactCountUpTo);
  });

  it('reads only the matches of a narrow search, through the search index', async () => {
    const plan = await firstPagePlan({ search: 'hundredth', column: 'name' }, 'page');
    expect(nodesOf(plan).some((node) => node['Index Name']?.startsWith('exercises_search_'))).toBe(true);
    expect(rowsRead(plan)).toBe(items / 100 + perPage + 1);
  });
});
