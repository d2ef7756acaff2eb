import type { Queryable } from '../db/database';
import { queryPlan, type PlanNode } from '../db/query-plan';
import { seedDemoIfEmpty } from '../seed/demo';
import { startTestServer, type TestServer } from '../testing.test-support';
import { listPage } from './list';
import { parseListQuery } from './list-query';
import { searchWordsColumn } from './table';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoIfEmpty(server.context);
}, 120_000);
afterAll(() => server?.close());

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

interface SentQuery {
  sql: string;
  params: unknown[];
}

/** Every query a list page with `params` on `endpoint` sent to the database (paged as its definition pages). */
async function queriesOfPage(endpoint: string, params: Record<string, string>): Promise<SentQuery[]> {
  const { db, definitions } = server.context;
  const definition = definitions.find((candidate) => candidate.endpoint === endpoint)!;
  const sent: SentQuery[] = [];
  const recording: Queryable = {
    query: (sql, params = []) => {
      sent.push({ sql, params });
      return db.query(sql, params);
    },
  };
  const paging = definition.list.pagination === 'pages' ? 'page' : 'cursor';
  const query = parseListQuery(definition, new URLSearchParams(params), paging);
  const page = await listPage({ db: recording, served: definitions, definition, query, location: { origin: 'http://x.test', path: '/' } });
  expect(page.data.length).toBeGreaterThan(0);
  return sent;
}

/** The one query that matches `pattern`. */
function theQuery(sent: SentQuery[], pattern: RegExp): SentQuery {
  const matching = sent.filter(({ sql }) => pattern.test(sql));
  expect(matching).toHaveLength(1);
  return matching[0];
}

/** The scans of `table` in the plan the database makes for `query`, with the columns each reads. */
async function scansOf({ sql, params }: SentQuery, table: string): Promise<PlanNode[]> {
  const plan = await queryPlan(server.context.db, sql, params, { verbose: true });
  return nodesOf(plan).filter((node) => node['Relation Name'] === table);
}

const columnNames = (node: PlanNode) => (node.Output ?? []).map((column) => column.replace(/^.*\./, '')).sort();

describe('a page of a search', () => {
  // The matches are put in order carrying their id and sort key alone; the page's items are
  // read whole only once chosen (list.ts `pageRowsSql`). Checked on the plan the database makes.
  it.each([
    ['exercises', 'ball', 'name_sort'],
    ['equipment', 'a', 'name_sort'],
  ])('reads the matches of %s with no column but the id and the sort key', async (endpoint, search, sortColumn) => {
    // The page query is the one that reads the items' columns: `name` among them.
    const page = theQuery(await queriesOfPage(endpoint, { search }), /^select id, created_at, version, .*"name"/s);
    const scans = (await scansOf(page, endpoint)).filter((node) =>
      [node.Filter, node['Recheck Cond'], node['Index Cond']].some((condition) => condition?.includes(searchWordsColumn)),
    );
    expect(scans.length).toBeGreaterThan(0);
    for (const scan of scans) expect(columnNames(scan)).toEqual(['id', sortColumn].sort());
  });
});

describe('the count of a list not searched', () => {
  // Only a search's estimate needs where its rows lie (list.ts `countSelection`): asking for no
  // column lets the database count from an index alone.
  it.each<Record<string, string>>([{}, { type: 'warm-up' }])('reads no column of the exercises (%j)', async (params) => {
    const count = theQuery(await queriesOfPage('exercises', params), /^select count\(\*\)/);
    const scans = await scansOf(count, 'exercises');
    expect(scans.length).toBeGreaterThan(0);
    for (const scan of scans) expect(columnNames(scan)).toEqual([]);
  });
});
