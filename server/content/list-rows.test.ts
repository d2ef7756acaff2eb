import { exercises } from '../../resources/exercises/definition';
import type { Queryable } from '../db/database';
import { queryPlan, type PlanNode } from '../db/query-plan';
import { seedDemoIfEmpty } from '../seed/demo';
import { onPostgresServer, startTestServer, type TestServer } from '../testing.test-support';
import { listPage, type Page } from './list';
import type { Item } from './read';
import { parseListQuery } from './list-query';
import { walkedPerItemAsked } from './page-ids';
import { sortKeys } from './sort';
import { createItems, deleteItems, replaceItems } from './store';
import { searchPiecesColumn, searchTextColumn, searchWordsColumn } from './table';
import { migrateTermRanges, termRangesTable } from './term-ranges';
import { pieceCode } from './search-text';
import { bodies, staffClient } from './test-data.test-support';

let server: TestServer;

/** The exercises' sort columns, as the list's `column` parameter names them. */
const sortColumns = sortKeys(exercises).map((key) => key.param);

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

/** A list page with `params` on `endpoint` (paged as its definition pages, or as `pagination` says), and every query it sent to the database. */
async function pageAndQueries(
  endpoint: string,
  params: Record<string, string>,
  pagination?: 'pages' | 'cursor',
): Promise<{ page: Page; sent: SentQuery[] }> {
  const { db, definitions } = server.context;
  const declared = definitions.find((candidate) => candidate.endpoint === endpoint)!;
  const definition = { ...declared, list: { ...declared.list, pagination: pagination ?? declared.list.pagination } };
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
  return { page, sent };
}

/** Every query a list page with `params` on `endpoint` sent to the database; the page has items. */
async function queriesOfPage(endpoint: string, params: Record<string, string>): Promise<SentQuery[]> {
  const { page, sent } = await pageAndQueries(endpoint, params);
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
    // The scans that select the matches: by their words, or by a letter's pieces (search.ts).
    const scans = (await scansOf(page, endpoint)).filter((node) =>
      [node.Filter, node['Recheck Cond'], node['Index Cond']].some(
        (condition) => condition?.includes(searchWordsColumn) || condition?.includes(searchPiecesColumn),
      ),
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

/**
 * The rows the scans of `table` read when `query` runs: those passed on and those filtered out,
 * on every run. The planner is told to read along indexes and sort nothing it can walk, as it
 * does on a large table: on these few hundred rows it would read the whole table and sort it.
 */
async function rowsRead(query: SentQuery, table: string): Promise<{ read: number; searchScansRun: number }> {
  return rowsReadIn(await analyzedPlan(query), table);
}

/** The plan of `query`, run: on an index wherever one serves (see rowsRead). */
const analyzedPlan = ({ sql, params }: SentQuery): Promise<PlanNode> =>
  server.context.db.transaction(async (tx) => {
    await tx.query('set local enable_seqscan = off');
    return queryPlan(tx, sql, params, { analyze: true });
  });

/** The rows the scans of `table` in the run plan `plan` (or a part of it) read, and how many of them matched a search by its words. */
function rowsReadIn(plan: PlanNode, table: string): { read: number; searchScansRun: number } {
  // Not the table's sample (sample.ts): it reads a bounded number of rows once the table has
  // statistics, whatever the page, to tell whether a walk pays; the walks are what is counted.
  const scans = nodesOf(plan).filter((node) => node['Relation Name'] === table && node['Node Type'] !== 'Sample Scan');
  const read = scans.reduce(
    (sum, node) =>
      sum +
      ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) *
        (node['Actual Loops'] ?? 0),
    0,
  );
  const searchScansRun = scans.filter(
    (node) =>
      (node['Actual Loops'] ?? 0) > 0 &&
      [node.Filter, node['Recheck Cond'], node['Index Cond']].some((condition) => condition?.includes(searchWordsColumn)),
  ).length;
  return { read, searchScansRun };
}

// The two-step pages below: small enough that the items the first step reads along the order are all Alphas.
const perPage = 5;
const asked = perPage + 1;
const walked = walkedPerItemAsked * asked;

describe('a page of a search, chosen in two bounded steps (page-ids.ts)', () => {
  // 240 items named Alpha and 60 named Zulu: by name, the search "zulu" matches none of the first
  // items going up, and only them going down.
  const numbered = (name: string, count: number) =>
    Array.from({ length: count }, (_, index) => `${name} ${String(index).padStart(3, '0')}`);
  const alpha = numbered('Alpha', 240);
  const zulu = numbered('Zulu', 60);
  const englishName = (item: Item) => String((item.name as Record<string, string>).en).replace(/ \(en\)$/, '');

  beforeAll(async () => {
    const staff = await staffClient(server);
    const names = [...alpha, ...zulu];
    for (let start = 0; start < names.length; start += 20) {
      await Promise.all(names.slice(start, start + 20).map((name) => staff.create('equipment', bodies.equipment(name))));
    }
    // "zulu" was held before the Alphas by an item since deleted: its range in the name's order
    // still reaches back there (a range only widens, term-ranges.ts), and a walk starts before them.
    await createdAndDeleted(['Aardvark zulu']);
  }, 120_000);

  const ordered = (names: string[], direction: string) => (direction === 'asc' ? names : [...names].reverse());

  it.each([
    ['zulu', zulu],
    ['alpha', alpha],
  ])('pages through every match of "%s" once, in order, both ways', async (search, matches) => {
    for (const direction of ['asc', 'desc']) {
      const seen: string[] = [];
      // Past page 10, the first step would read over 1,000 items: the matches are sorted at once.
      for (let pageNumber = 1; seen.length < matches.length; pageNumber++) {
        const { page } = await pageAndQueries('equipment', { search, column: 'name', direction, page: String(pageNumber) }, 'pages');
        expect(page.data.length).toBeGreaterThan(0);
        seen.push(...page.data.map(englishName));
      }
      expect(seen).toEqual(ordered(matches, direction));
    }
  });

  it('follows cursors through every match, forward and back', async () => {
    for (const direction of ['asc', 'desc']) {
      const params = { search: 'zulu', column: 'name', direction };
      const cursorPage = async (cursor: string | null) =>
        (await pageAndQueries('equipment', cursor ? { ...params, cursor } : params, 'cursor')).page;
      const forward: string[][] = [];
      let page = await cursorPage(null);
      forward.push(page.data.map(englishName));
      while (page.meta.next_cursor) {
        page = await cursorPage(page.meta.next_cursor as string);
        forward.push(page.data.map(englishName));
      }
      expect(forward.flat()).toEqual(ordered(zulu, direction));

      const back: string[][] = [];
      while (page.meta.prev_cursor) {
        page = await cursorPage(page.meta.prev_cursor as string);
        back.unshift(page.data.map(englishName));
      }
      expect(back).toEqual(forward.slice(0, -1));
    }
  });

  const pageQuery = async (direction: string) =>
    theQuery(
      (await pageAndQueries('equipment', { search: 'zulu', column: 'name', direction, per_page: String(perPage) }, 'pages')).sent,
      /^select id, created_at, version, .*"name"/s,
    );

  it('sorts the matches, having read a bounded number of items per item asked, where the first items do not match', async () => {
    // The page asks one item more than it shows (whether a next page exists), read along the
    // order (fewer than the 240 Alphas), then the 60 matches by the search's index, then the page whole.
    expect(walked).toBeLessThan(alpha.length);
    const { read, searchScansRun } = await rowsRead(await pageQuery('asc'), 'equipment');
    expect(searchScansRun).toBeGreaterThan(0);
    expect(read).toBeLessThanOrEqual(walked + 60 + asked);
  });

  it('takes the first items where enough of them match, never selecting every match', async () => {
    const { read, searchScansRun } = await rowsRead(await pageQuery('desc'), 'equipment');
    expect(searchScansRun).toBe(0);
    expect(read).toBeLessThanOrEqual(asked + asked);
  });

  it('checks the items it reads along the order by their search text, not their words (stored apart: table.ts), with strpos rather than a pattern (search.ts `inReadText`)', async () => {
    const { sql, params } = await pageQuery('asc');
    const plan = await queryPlan(server.context.db, sql, params, { verbose: true });
    const firstStep = nodesOf(plan).find((node) => node['Subplan Name'] === 'CTE walked');
    const conditions = nodesOf(firstStep!).map((node) => node.Filter ?? '');
    expect(conditions.join(' ')).toMatch(new RegExp(`strpos\\(\\w+\\.${searchTextColumn},`));
    expect(conditions.join(' ')).not.toContain(`${searchTextColumn} ~~`);
    expect(conditions.join(' ')).not.toContain(searchWordsColumn);
  });
});

describe('a filtered page, chosen in two bounded steps too (page-ids.ts)', () => {
  // 60 exercises with one piece of equipment, named Zulu, among 240 named Alpha (and the demo's):
  // by name, the filter matches none of the first items going up, and only them going down.
  let equipmentId: string;

  beforeAll(async () => {
    const staff = await staffClient(server);
    equipmentId = (await staff.create('equipment', bodies.equipment('Filtered rope'))).id;
    const exercises = [
      ...Array.from({ length: 240 }, (_, index) => bodies.exercise(`Alpha drill ${String(index).padStart(3, '0')}`)),
      ...Array.from({ length: 60 }, (_, index) =>
        bodies.exercise(`Zulu drill ${String(index).padStart(3, '0')}`, { equipment_ids: [equipmentId] }),
      ),
    ];
    for (let start = 0; start < exercises.length; start += 20) {
      await Promise.all(exercises.slice(start, start + 20).map((body) => staff.create('exercises', body)));
    }
    // Statistics taken now, as an autovacuum may take them at any moment: the page then samples the
    // table too (a run of the clean clone failed so, its sample's rows counted as the walk's).
    await server.context.db.query('analyze exercises');
  }, 120_000);

  const filteredPage = async (direction: string) => {
    const { page, sent } = await pageAndQueries('exercises', {
      equipment: equipmentId,
      column: 'name',
      direction,
      per_page: String(perPage),
    });
    const names = page.data.map((item) => String((item.name as Record<string, string>).en));
    return { names, query: theQuery(sent, /^select id, created_at, version, .*"name"/s) };
  };

  it('sorts the matches, having read a bounded number of items per item asked, where the first items do not match', async () => {
    expect(walked).toBeLessThan(240);
    const { names, query } = await filteredPage('asc');
    expect(names[0]).toMatch(/^Zulu drill 000/);
    const { read } = await rowsRead(query, 'exercises');
    expect(read).toBeLessThanOrEqual(walked + 60 + asked);
  });

  it('reads the items named by id and no other', async () => {
    const [first] = (await pageAndQueries('exercises', { equipment: equipmentId, column: 'name' })).page.data;
    const { page, sent } = await pageAndQueries('exercises', { 'ids[]': String(first.id), column: 'name' });
    expect(page.data.map((item) => item.id)).toEqual([first.id]);
    const { read } = await rowsRead(theQuery(sent, /^select id, created_at, version, .*"name"/s), 'exercises');
    expect(read).toBeLessThanOrEqual(2);
  });

  it.each(sortColumns)(
    'stops reading along the order (by %s) once it has the matches asked for: it sorts none of what it read',
    async (column) => {
      const { sent } = await pageAndQueries('exercises', { equipment: equipmentId, column, per_page: String(perPage) });
      const { sql, params } = theQuery(sent, /^select id, created_at, version, .*"name"/s);
      const plan = await queryPlan(server.context.db, sql, params);
      const walks = nodesOf(plan).filter((node) => ['CTE walked', 'CTE walked_far'].includes(node['Subplan Name'] ?? ''));
      expect(walks).toHaveLength(2);
      // The nodes the walk's rows pass through, not those of the values it computes beforehand (how far it goes).
      const rowPath = (node: PlanNode): PlanNode[] => [
        node,
        ...(node.Plans ?? []).filter((child) => child['Parent Relationship'] !== 'InitPlan').flatMap(rowPath),
      ];
      for (const walk of walks) expect(rowPath(walk).map((node) => node['Node Type'])).not.toContain('Sort');
    },
  );

  it('takes the first items where enough of them match', async () => {
    const { names, query } = await filteredPage('desc');
    expect(names[0]).toMatch(/^Zulu drill 059/);
    const { read } = await rowsRead(query, 'exercises');
    expect(read).toBeLessThanOrEqual(asked + asked);
  });
});

describe("a page of a category: read along the index of the choice's items in the list's order (filter-indexes.ts)", () => {
  const typed = { type: 'warm-up', per_page: String(perPage) };

  it.each(
    sortColumns.flatMap((column) => [
      [column, 'asc'],
      [column, 'desc'],
    ]),
  )('reads the items asked for and no other (by %s, %s)', async (column, direction) => {
    const { page, sent } = await pageAndQueries('exercises', { ...typed, column, direction });
    expect(page.data).toHaveLength(perPage);
    for (const item of page.data) expect(item.types).toContain('warm-up');
    const plan = await analyzedPlan(theQuery(sent, /^select id, created_at, version, .*"name"/s));
    expect(rowsReadIn(plan, 'exercises').read).toBeLessThanOrEqual(asked + asked);
  });

  it('walks the first step of a searched page along that index', async () => {
    const { sent } = await pageAndQueries('exercises', { ...typed, search: 'drill', column: 'name' });
    const { sql, params } = theQuery(sent, /^select id, created_at, version, .*"name"/s);
    const plan = await queryPlan(server.context.db, sql, params);
    const firstStep = nodesOf(plan).find((node) => node['Subplan Name'] === 'CTE walked')!;
    expect(nodesOf(firstStep).map((node) => node['Index Name'])).toContainEqual(expect.stringMatching(/^exercises_filter_type_/));
  });
});

/** A number as the names below write it, so that the names sort in its order. */
const padded = (index: number) => String(index).padStart(5, '0');

/** Writes equipment items of these names, in this order (interleaved kinds share the table's blocks, and so its sample); answers their ids. */
async function createEquipmentNamed(names: string[]): Promise<string[]> {
  const { db, definitions } = server.context;
  const definition = definitions.find((candidate) => candidate.endpoint === 'equipment')!;
  return createItems(
    db,
    definition,
    names.map((name) => bodies.equipment(name)),
  );
}

/** Writes equipment items of these names and deletes them: the words they held keep their ranges (term-ranges.ts). */
async function createdAndDeleted(names: string[]) {
  const { db, definitions } = server.context;
  const definition = definitions.find((candidate) => candidate.endpoint === 'equipment')!;
  const ids = await createItems(
    db,
    definition,
    names.map((name) => bodies.equipment(name)),
  );
  expect(await deleteItems(db, definitions, definition, ids)).toBe(ids.length);
}

/** An equipment page of `search` by name: its items' names, its plan, and its second walk's part of the plan. */
async function equipmentPageByName(search: string, direction: string) {
  const { page, sent } = await pageAndQueries('equipment', { search, column: 'name', direction, per_page: String(perPage) }, 'pages');
  const plan = await analyzedPlan(theQuery(sent, /^select id, created_at, version, .*"name"/s));
  const farWalk = nodesOf(plan).find((node) => node['Subplan Name'] === 'CTE walked_far')!;
  return { names: page.data.map((item) => String((item.name as Record<string, string>).en)), plan, farWalk };
}

describe('a page of a search whose first items do not match, on a table larger than its sample (page-ids.ts)', () => {
  // By name: 1,000 items before 6,000 matches and 8,000 after them, written interleaved (the
  // sample's blocks each hold some of every kind). Going up, the sample puts the first match near:
  // the page is walked to. Going down, it puts it farther than sorting the matches costs.
  const matches = 6_000;

  beforeAll(async () => {
    await createEquipmentNamed(
      Array.from({ length: 8_000 }, (_, index) => [
        ...(index < 1_000 ? [`Aaa ${padded(index)}`] : []),
        ...(index < matches ? [`Mid farwalked ${padded(index)}`] : []),
        `Zzz ${padded(index)}`,
      ]).flat(),
    );
    // Held once before the first item and after the last: walks start at the ends (term-ranges.ts).
    await createdAndDeleted(['Aa farwalked', 'Zzzz farwalked']);
  }, 120_000);

  it('walks on along the order where the sample puts the first match near, never selecting every match', async () => {
    const { names, plan, farWalk } = await equipmentPageByName('farwalked', 'asc');
    expect(names).toEqual([0, 1, 2, 3, 4].map((index) => `Mid farwalked ${padded(index)} (en)`));
    expect(rowsReadIn(plan, 'equipment').searchScansRun).toBe(0);
    expect(rowsReadIn(farWalk, 'equipment').read).toBeLessThan(matches / 2);
  });

  it('sorts the matches where the sample puts the first one farther than that costs, walking no further', async () => {
    const { names, plan, farWalk } = await equipmentPageByName('farwalked', 'desc');
    expect(names).toEqual([5_999, 5_998, 5_997, 5_996, 5_995].map((index) => `Mid farwalked ${padded(index)} (en)`));
    expect(rowsReadIn(plan, 'equipment').searchScansRun).toBeGreaterThan(0);
    expect(rowsReadIn(farWalk, 'equipment').read).toBe(0);
  });
});

describe('a page whose first match lies past 20,000 items, within half as many as its matches (page-ids.ts)', () => {
  // By name: 22,000 items (and the 1,000 Aaa above, if written) before 60,000 matches, written
  // interleaved. The second walk's budget is half the matches, 30,000 items: the page is walked
  // to, however far past 20,000 that is (docs/performance.md, "A walk as long as the sort it spares").
  const before = 22_000;
  const matches = 60_000;

  beforeAll(async () => {
    await createEquipmentNamed(
      Array.from({ length: matches }, (_, index) => [
        ...(index < before ? [`Bbb ${padded(index)}`] : []),
        `Kkk longwalked ${padded(index)}`,
      ]).flat(),
    );
    await createdAndDeleted(['A longwalked']);
  }, 120_000);

  it('walks on along the order to the first match, never selecting every match', async () => {
    const { names, plan, farWalk } = await equipmentPageByName('longwalked', 'asc');
    expect(names).toEqual([0, 1, 2, 3, 4].map((index) => `Kkk longwalked ${padded(index)} (en)`));
    expect(rowsReadIn(plan, 'equipment').searchScansRun).toBe(0);
    expect(rowsReadIn(farWalk, 'equipment').read).toBeGreaterThan(20_000);
  });
});

describe('a page whose first items hold a few matches, where the sample puts the first match far (page-ids.ts)', () => {
  // By name: 10,000 items, six of which hold the word (every 200th from the first), then 8,000
  // holders together, written interleaved. The sample (a few blocks) holds none of the six: it puts
  // the first match past the 10,000, farther than sorting the matches costs (half of them). The
  // first step finds one in its 24 items: at that density its six are some 150 items along, and
  // the walk reaches them at the 1,001st, within its budget.
  const spread = 200;

  beforeAll(async () => {
    await createEquipmentNamed(
      Array.from({ length: 10_000 }, (_, index) => [
        index % spread === 0 && index <= 5 * spread ? `Pa ${padded(index)} sprinkleqk` : `Pa ${padded(index)}`,
        ...(index < 8_000 ? [`Pz sprinkleqk ${padded(index)}`] : []),
      ]).flat(),
    );
  }, 120_000);

  it('walks on along the order at the first step’s density, never selecting every match', async () => {
    const { names, plan, farWalk } = await equipmentPageByName('sprinkleqk', 'asc');
    expect(names).toEqual([0, 1, 2, 3, 4].map((index) => `Pa ${padded(index * spread)} sprinkleqk (en)`));
    expect(rowsReadIn(plan, 'equipment').searchScansRun).toBe(0);
    expect(rowsReadIn(farWalk, 'equipment').read).toBeLessThan(2_500);
  });
});

describe('a page of a search whose holders sort late: its walk starts at the first of them (term-ranges.ts)', () => {
  // By name: 200 items before 60 holders of the word "rangeqz" and the piece "qz" (no other name
  // holds it) and 200 after them, written interleaved.
  const holders = Array.from({ length: 60 }, (_, index) => `Mike rangeqz ${padded(index)}`);
  const searches = ['rangeqz', 'qz'];
  const firstFive = (names: string[]) => names.slice(0, 5).map((name) => `${name} (en)`);
  let ids: string[];
  const equipment = () => server.context.definitions.find((candidate) => candidate.endpoint === 'equipment')!;
  /** The range in the name's order of the word, and of the piece. */
  const rangesHeld = async () => {
    const rangeIn = async (kind: 'words' | 'pieces', term: string | number) =>
      (
        await server.context.db.query<{ lowest: string; highest: string }>(
          `select name_lowest as lowest, name_highest as highest from ${termRangesTable(equipment(), kind)} where term = $1`,
          [term],
        )
      ).rows[0];
    return [await rangeIn('words', 'rangeqz'), await rangeIn('pieces', pieceCode('qz'))];
  };
  const bothRanged = (lowest: string, highest: string) => [
    { lowest, highest },
    { lowest, highest },
  ];

  beforeAll(async () => {
    ids = await createEquipmentNamed(
      Array.from({ length: 200 }, (_, index) => [
        `Bravo ${padded(index)}`,
        ...(index < 60 ? [holders[index]] : []),
        `Yankee ${padded(index)}`,
      ]).flat(),
    );
  }, 120_000);

  it.each(
    searches.flatMap((search) => [
      [search, 'asc'],
      [search, 'desc'],
    ]),
  )('reads the items asked for from the first holder of "%s" on (%s), sorting no match', async (search, direction) => {
    const { names, plan } = await equipmentPageByName(search, direction);
    expect(names).toEqual(firstFive(direction === 'asc' ? holders : [...holders].reverse()));
    const { read, searchScansRun } = rowsReadIn(plan, 'equipment');
    expect(searchScansRun).toBe(0);
    // The walk's items and the page's rows, read again by id.
    expect(read).toBeLessThanOrEqual(asked + asked);
  });

  it('widens as items are written: one renamed before the holders, or written after them, leads its page', async () => {
    const staff = await staffClient(server);
    // Written as Bravo, Mike, Yankee for each of the first 60 numbers: the holder numbered 30.
    const renamedId = ids[3 * 30 + 1];
    const renamed = await staff.request('PUT', `/admin/equipment/${renamedId}`, { name: bodies.equipment('Echo rangeqz').name });
    expect(renamed.status).toBe(200);
    const written = await staff.create('equipment', bodies.equipment('Yyy rangeqz'));
    expect(await rangesHeld()).toEqual(bothRanged('echo rangeqz (en)', 'yyy rangeqz (en)'));
    const rest = holders.filter((_, index) => index !== 30);
    for (const search of searches) {
      expect((await equipmentPageByName(search, 'asc')).names).toEqual(firstFive(['Echo rangeqz', ...rest]));
      expect((await equipmentPageByName(search, 'desc')).names).toEqual(firstFive(['Yyy rangeqz', ...[...rest].reverse()]));
    }

    // Gone, they leave the ranges as wide: the walk starts farther, and the page is still the holders'.
    expect((await staff.request('DELETE', `/admin/equipment/${renamedId}`)).status).toBe(204);
    expect((await staff.request('DELETE', `/admin/equipment/${written.id}`)).status).toBe(204);
    expect(await rangesHeld()).toEqual(bothRanged('echo rangeqz (en)', 'yyy rangeqz (en)'));
    for (const search of searches) {
      expect((await equipmentPageByName(search, 'asc')).names).toEqual(firstFive(rest));
      expect((await equipmentPageByName(search, 'desc')).names).toEqual(firstFive([...rest].reverse()));
    }
  });

  // A lock is met from a second connection, which PGlite (one connection) has not: there the
  // check would wait on the write's own transaction.
  it.runIf(onPostgresServer)('locks a term’s row only while a write widens its range', async () => {
    const { db } = server.context;
    const definition = equipment();
    const holderId = ids[3 * 10 + 1];
    /** Whether another connection may lock the word's row (and the piece's) now, without waiting. */
    const termsFree = async () => {
      try {
        await db.query(`select from ${termRangesTable(definition, 'words')} where term = $1 for update nowait`, ['rangeqz']);
        await db.query(`select from ${termRangesTable(definition, 'pieces')} where term = $1 for update nowait`, [pieceCode('qz')]);
        return true;
      } catch (error) {
        if ((error as { code?: string }).code === '55P03') return false;
        throw error;
      }
    };
    const rollBack = new Error('rolled back');
    /** `name` written on the holder numbered 10 in a transaction, and whether the terms were free before it ended; nothing kept. */
    const freeWhileWriting = async (name: string) => {
      let free: boolean | undefined;
      await db
        .transaction(async (tx) => {
          expect(await replaceItems(tx, definition, [{ id: holderId, values: bodies.equipment(name) }])).toEqual([holderId]);
          free = await termsFree();
          throw rollBack;
        })
        .catch((error: unknown) => {
          if (error !== rollBack) throw error;
        });
      return free;
    };
    // The same name again widens nothing; a name before every holder widens both terms.
    expect(await freeWhileWriting('Mike rangeqz 00010')).toBe(true);
    expect(await freeWhileWriting('Aaaa rangeqz')).toBe(false);
    expect(await termsFree()).toBe(true);
  });

  it('is made anew from the items where missing, and for each new set of sort keys', async () => {
    const { db } = server.context;
    const definition = equipment();
    const tables = async () =>
      (
        await db.query<{ name: string }>(
          `select tablename as name from pg_tables where tablename like 'equipment_term_ranges_%' order by tablename`,
        )
      ).rows.map(({ name }) => name);
    const tablesOf = (served: typeof definition) => [termRangesTable(served, 'pieces'), termRangesTable(served, 'words')].sort();
    for (const kind of ['words', 'pieces'] as const) await db.query(`drop table ${termRangesTable(definition, kind)}`);
    await migrateTermRanges(db, definition);
    expect(await rangesHeld()).toEqual(bothRanged('mike rangeqz 00000 (en)', 'mike rangeqz 00059 (en)'));

    const byNameAlone = { ...definition, list: { ...definition.list, sortable: ['name'] } };
    await migrateTermRanges(db, byNameAlone);
    expect(await tables()).toEqual(tablesOf(byNameAlone));
    await migrateTermRanges(db, definition);
    expect(await tables()).toEqual(tablesOf(definition));
    expect(await rangesHeld()).toEqual(bothRanged('mike rangeqz 00000 (en)', 'mike rangeqz 00059 (en)'));
  });
});

describe('a page of a list with a total', () => {
  it('reads what its items refer to while the count runs', async () => {
    const { db, definitions } = server.context;
    const definition = definitions.find((candidate) => candidate.endpoint === 'exercises')!;
    let referredRead = () => {};
    const referred = new Promise<void>((resolve) => (referredRead = resolve));
    const answered: string[] = [];
    const recording: Queryable = {
      query: async (sql, params = []) => {
        if (/^select count\(\*\)/.test(sql)) {
          // The count answers once what the page's items refer to has been asked for, or after ten
          // seconds: a bound for a build that never asks, long enough for a loaded machine to ask.
          await Promise.race([referred, new Promise((resolve) => setTimeout(resolve, 10_000))]);
          answered.push('count');
        } else if (/as part, to_jsonb/.test(sql)) {
          answered.push('referred');
          referredRead();
        }
        return db.query(sql, params);
      },
    };
    const query = parseListQuery(definition, new URLSearchParams({ column: 'name' }), 'page');
    const page = await listPage({
      db: recording,
      served: definitions,
      definition,
      query,
      location: { origin: 'http://x.test', path: '/' },
    });
    expect(page.data.length).toBeGreaterThan(0);
    expect(answered).toEqual(['referred', 'count']);
  });
});

describe("the server's connections", () => {
  it('sort and build a search’s bitmap in 16 MB (database.ts)', async () => {
    const { rows } = await server.context.db.query<{ work_mem: string }>('show work_mem');
    expect(rows[0].work_mem).toBe('16MB');
  });

  it('compile no query to machine code, which costs more than a list’s query takes (database.ts)', async () => {
    const { rows } = await server.context.db.query<{ jit: string }>('show jit');
    expect(rows[0].jit).toBe('off');
  });
});
