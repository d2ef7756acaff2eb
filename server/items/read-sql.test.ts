import { seedDemoIfEmpty } from '../seed/demo';
import { startTestServer, type TestServer } from '../testing.test-support';
import { readItems, readColumns } from './read';
import type { Item, Row } from './table';
import { readItemSql, withClause } from './read-sql';
import { literal } from '../db/sql';
import { tableName } from './table';

let server: TestServer;
const origin = 'https://admin.example.test';

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoIfEmpty(server.context);
}, 120_000);
afterAll(() => server?.close());

/** Every item of a resource in both read shapes: read.ts's, and the one the database builds, as JSON text parsed. */
async function bothShapes(endpoint: string): Promise<{ fromRows: Item[]; fromSql: Item[] }> {
  const { db, definitions } = server.context;
  const definition = definitions.find((candidate) => candidate.endpoint === endpoint);
  if (!definition) throw new Error(`No resource ${endpoint}`);
  const table = tableName(definition);
  const { rows } = await db.query<Row>(`select ${readColumns(definition)} from ${table} order by id`);
  const fromRows = await readItems(db, definitions, definition, rows, origin);
  const read = readItemSql(definitions, definition, 't', () => `${literal(origin)}::text`);
  const { rows: texts } = await db.query<{ item: string }>(
    `${withClause(read.with)}select ${read.item}::text as item from ${table} t ${read.joins} order by t.id`,
  );
  return { fromRows, fromSql: texts.map((row) => JSON.parse(row.item) as Item) };
}

describe('the read shape built by the database', () => {
  it.each(['exercises', 'equipment', 'injuries', 'authors', 'knowledge_videos', 'referrals'])(
    'is the read shape of every %s item of the demo content: files, references, lists, children, choices and times alike',
    async (endpoint) => {
      const { fromRows, fromSql } = await bothShapes(endpoint);
      expect(fromRows.length).toBeGreaterThan(0);
      expect(fromSql).toEqual(fromRows);
    },
  );

  it('is the same where a reference or a file is empty, a list names an item that is gone, and where a choice is not one of the definition', async () => {
    const { db } = server.context;
    const [video] = (await db.query<{ id: string }>(`select id from knowledge_videos where author_id is not null limit 1`)).rows;
    await db.query(`update knowledge_videos set author_id = null, category = 'no-such-choice', thumbnail_id = null where id = $1`, [
      video.id,
    ]);
    const [exercise] = (await db.query<{ id: string }>(`select id from exercises where cardinality(equipment_ids) > 0 limit 1`)).rows;
    await db.query(`update exercises set equipment_ids = array_append(equipment_ids, gen_random_uuid()) where id = $1`, [exercise.id]);

    for (const endpoint of ['knowledge_videos', 'exercises']) {
      const { fromRows, fromSql } = await bothShapes(endpoint);
      expect(fromSql).toEqual(fromRows);
    }
  });
});
