import type { Queryable } from '../db/database';
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

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Output?: string[];
  Filter?: string;
  'Recheck Cond'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** The list's page query for `search` on `endpoint` (`paging` as its definition pages), as sent to the database. */
async function pageQuery(endpoint: string, search: string): Promise<{ sql: string; params: unknown[] }> {
  const { db, definitions } = server.context;
  const definition = definitions.find((candidate) => candidate.endpoint === endpoint)!;
  const sent: { sql: string; params: unknown[] }[] = [];
  const recording: Queryable = {
    query: (sql, params = []) => {
      sent.push({ sql, params });
      return db.query(sql, params);
    },
  };
  const paging = definition.list.pagination === 'pages' ? 'page' : 'cursor';
  const query = parseListQuery(definition, new URLSearchParams({ search }), paging);
  const page = await listPage({ db: recording, served: definitions, definition, query, location: { origin: 'http://x.test', path: '/' } });
  expect(page.data.length).toBeGreaterThan(0);
  // The page query is the one that reads the items' columns: `name` among them.
  const pageQueries = sent.filter(({ sql }) => /^select id, created_at, version, .*"name"/s.test(sql));
  expect(pageQueries).toHaveLength(1);
  return pageQueries[0];
}

describe('a page of a search', () => {
  // The matches are put in order carrying their id and sort key alone; the page's items are
  // read whole only once chosen (list.ts `pageRowsSql`). Checked on the plan the database makes.
  it.each([
    ['exercises', 'ball', 'name_sort'],
    ['equipment', 'a', 'name_sort'],
  ])('reads the matches of %s with no column but the id and the sort key', async (endpoint, search, sortColumn) => {
    const { sql, params } = await pageQuery(endpoint, search);
    const { rows } = await server.context.db.query<Record<string, unknown>>(`explain (verbose, format json) ${sql}`, params);
    const explained = Object.values(rows[0])[0];
    const [{ Plan }] = (typeof explained === 'string' ? JSON.parse(explained) : explained) as { Plan: PlanNode }[];
    const matching = nodesOf(Plan).filter((node) =>
      [node.Filter, node['Recheck Cond'], node['Index Cond']].some((condition) => condition?.includes(searchWordsColumn)),
    );
    const scans = matching.filter((node) => node['Relation Name'] === endpoint);
    expect(scans.length).toBeGreaterThan(0);
    for (const scan of scans) {
      const columns = (scan.Output ?? []).map((column) => column.replace(/^.*\./, ''));
      expect(columns.sort()).toEqual(['id', sortColumn].sort());
    }
  });
});
