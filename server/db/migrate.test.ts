import { exercises } from '../../resources/exercises/definition';
import { languages } from '../../resources/languages';
import { staffClient, translated } from '../items/test-data.test-support';
import { createItems } from '../items';
import { fileColumns, storedColumns } from '../items';
import { historyTable } from '../history';
import { keepsHistory } from '../../resources/definition';
import { startTestServer, type TestServer } from '../testing.test-support';
import { migrate } from './migrate';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const columnsOf = async (table: string) =>
  (
    await server.context.db.query<{ column_name: string; data_type: string }>(
      `select column_name, data_type from information_schema.columns where table_name = $1 and table_schema = current_schema() order by column_name`,
      [table],
    )
  ).rows;

describe('the migration', () => {
  it('gives every definition its table, with a column per writable field', async () => {
    for (const definition of server.context.definitions) expect((await columnsOf(definition.endpoint)).length).toBeGreaterThan(3);
    const columns = Object.fromEntries((await columnsOf('exercises')).map((column) => [column.column_name, column.data_type]));
    expect(columns).toMatchObject({
      id: 'uuid',
      created_at: 'timestamp with time zone',
      name: 'jsonb',
      types: 'ARRAY',
      level: 'text',
      reps: 'double precision',
      premium: 'boolean',
      video_id: 'uuid',
      equipment_ids: 'ARRAY',
      search_text: 'text',
    });
    // The list keeps no column of its own beside the search text.
    expect(Object.keys(columns).filter((column) => /_sort$|^search_/.test(column))).toEqual(['search_text']);
  });

  it('runs again without error and without touching the rows', async () => {
    const [id] = await createItems(server.context.db, exercises, [
      { name: translated('Kept'), description: translated('Kept'), types: ['rest'] },
    ]);
    const before = (await server.context.db.query('select * from exercises where id = $1', [id])).rows;
    await migrate(server.context.db, server.context.definitions);
    expect((await server.context.db.query('select * from exercises where id = $1', [id])).rows).toEqual(before);
  });

  it("takes the planner's statistics where they are missing or stale, and only there", async () => {
    const lastAnalyzed = async (table: string) =>
      (
        await server.context.db.query<{ at: string | null }>(
          `select coalesce(last_analyze, last_autoanalyze)::text as at from pg_stat_user_tables where relid = to_regclass($1)`,
          [table],
        )
      ).rows[0]?.at ?? null;
    // Every table has statistics after the first start.
    for (const definition of server.context.definitions) expect(await lastAnalyzed(definition.endpoint)).not.toBeNull();
    const injuriesBefore = await lastAnalyzed('injuries');
    // More new rows than a tenth of the table: the exercises' statistics are stale, the injuries' are not.
    const { rows } = await server.context.db.query<{ n: number }>('select count(*)::int as n from exercises');
    await createItems(
      server.context.db,
      exercises,
      Array.from({ length: rows[0].n + 5 }, (_, index) => ({
        name: translated(`Stale ${index}`),
        description: translated('x'),
        types: ['rest'],
      })),
    );
    const exercisesBefore = await lastAnalyzed('exercises');
    // The counts of changed rows reach the statistics views when a connection goes idle (at once when
    // asked to, within seconds otherwise), as they have when a server starts after another stopped.
    await vi.waitFor(
      async () => {
        await server.context.db.query('select pg_stat_force_next_flush()');
        const { rows: changed } = await server.context.db.query<{ n: number }>(
          `select n_mod_since_analyze::int as n from pg_stat_user_tables where relid = to_regclass('exercises')`,
        );
        expect(changed[0].n).toBeGreaterThan(rows[0].n);
      },
      { timeout: 20_000, interval: 200 },
    );
    await migrate(server.context.db, server.context.definitions);
    expect(await lastAnalyzed('exercises')).not.toBe(exercisesBefore);
    expect(await lastAnalyzed('injuries')).toBe(injuriesBefore);
  });

  it('recomputes the search text of every row when what it derives from has changed', async () => {
    const [id] = await createItems(server.context.db, exercises, [
      { name: translated('Rebuilt'), description: translated('Again'), types: ['rest'] },
    ]);
    await server.context.db.query(`update exercises set search_text = ''`);
    await server.context.db.query(`update content_derivations set derivation = 'an older one' where endpoint = 'exercises'`);
    await migrate(server.context.db, server.context.definitions);
    const { rows } = await server.context.db.query<{ search_text: string }>('select search_text from exercises where id = $1', [id]);
    expect(rows[0].search_text).toContain('rebuilt (de)');
    expect(rows[0].search_text).toContain('again (pt)');
  });

  it('drops the tables and columns an earlier server kept for its lists', async () => {
    const { db } = server.context;
    await db.query('create table search_vocabulary (word text primary key)');
    await db.query('create table exercises_term_ranges_words_0a1b2c3d (term text primary key)');
    await db.query(`alter table exercises add column search_words text[] not null default '{}', add column name_sort text`);
    await migrate(db, server.context.definitions);
    const { rows } = await db.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = current_schema() and (tablename like 'search%' or tablename like '%term_ranges%')`,
    );
    expect(rows).toEqual([]);
    expect((await columnsOf('exercises')).map((column) => column.column_name)).not.toEqual(expect.arrayContaining(['search_words']));
    expect((await columnsOf('exercises')).map((column) => column.column_name)).not.toContain('name_sort');
  });

  it('keeps the search text in the row, uncompressed, where the rest of a large row goes apart', async () => {
    // Words of no pattern (so compressing them saves little) in each language: a row of some 4 KB,
    // past the 2 KB at which PostgreSQL compresses a row's values or stores them apart.
    const words = (language: string) =>
      Array.from({ length: 24 }, (_, index) => `${language}${((index + 1) * 7_919).toString(36)}x${(index * 104_729).toString(36)}`).join(
        ' ',
      );
    const [id] = await createItems(server.context.db, exercises, [
      {
        name: translated('Stored'),
        description: translated(Object.fromEntries(languages.map((language) => [language, words(language)]))),
        types: ['rest'],
      },
    ]);
    const { rows } = await server.context.db.query<{ length: number; row_size: number; compression: string | null; storage: string }>(
      `select octet_length(e.search_text) as length, octet_length(e::text) as row_size,
         pg_column_compression(e.search_text) as compression,
         (select attstorage from pg_attribute where attrelid = 'exercises'::regclass and attname = 'search_text') as storage
       from exercises e where id = $1`,
      [id],
    );
    expect(rows[0].length).toBeGreaterThan(1_000);
    expect(rows[0].row_size).toBeGreaterThan(2_500);
    expect(rows[0]).toMatchObject({ compression: null, storage: 'm' });
  });

  it('rewrites choices stored under their former spellings, once, and the lists find them under the new ones', async () => {
    const [id] = await createItems(server.context.db, exercises, [
      { name: translated('Renamed'), description: translated('Old'), types: ['rest'] },
    ]);
    await server.context.db.query(`update exercises set types = array['warm_up', 'strength_power', 'warm-up', 'rest'] where id = $1`, [id]);
    await migrate(server.context.db, server.context.definitions);
    const typesOf = async () =>
      (await server.context.db.query<{ types: string[] }>('select types from exercises where id = $1', [id])).rows[0].types;
    expect(await typesOf()).toEqual(['warm-up', 'strength power', 'rest']);
    const before = (await server.context.db.query('select * from exercises where id = $1', [id])).rows;
    await migrate(server.context.db, server.context.definitions);
    expect((await server.context.db.query('select * from exercises where id = $1', [id])).rows).toEqual(before);
    const staff = await staffClient(server);
    const { body } = await staff.request('GET', `/admin/exercises?search=renamed&type=${encodeURIComponent('strength power')}`);
    expect((body as unknown as { data: { id: string }[] }).data.map((item) => item.id)).toEqual([id]);
  });

  it('drops the indexes the definitions no longer call for, and keeps the others', async () => {
    const indexes = async () =>
      (
        await server.context.db.query<{ indexname: string }>(`select indexname from pg_indexes where tablename = 'exercises' order by 1`)
      ).rows.map((row) => row.indexname);
    const kept = await indexes();
    await server.context.db.query('create index exercises_from_an_older_definition on exercises (reps)');
    await migrate(server.context.db, server.context.definitions);
    expect(await indexes()).toEqual(kept);
  });

  it('indexes the search text by trigram, each sort key on (key, id), and each list column for its filters', async () => {
    const { rows } = await server.context.db.query<{ indexdef: string }>(`select indexdef from pg_indexes where tablename = 'exercises'`);
    const definitions = rows.map((row) => row.indexdef);
    expect(definitions).toContainEqual(expect.stringMatching(/USING gin \(search_text gin_trgm_ops\)$/));
    expect(definitions).toContainEqual(expect.stringMatching(/USING gin \(types\)$/));
    expect(definitions).toContainEqual(expect.stringMatching(/USING btree \(COALESCE\(reps, 'Infinity'::double precision\), id\)$/));
    const sorted = definitions.filter((definition) => /, id\)$/.test(definition));
    expect(sorted).toHaveLength(server.context.definitions.find((definition) => definition.endpoint === 'exercises')!.list.sortable.length);
  });

  it('indexes every column naming a file or another item, so that their deletion sets it null without reading the whole table', async () => {
    const referring = server.context.definitions.flatMap((definition) =>
      storedColumns(definition)
        .filter(({ field }) => field.kind === 'media' || field.kind === 'reference')
        .map(({ column }) => ({ table: definition.endpoint, column })),
    );
    expect(referring.map(({ column }) => column)).toEqual(expect.arrayContaining(['thumbnail_id', 'author_picture_id', 'author_id']));
    for (const { table, column } of referring) {
      const { rows } = await server.context.db.query<{ indexdef: string }>(`select indexdef from pg_indexes where tablename = $1`, [table]);
      expect(rows.map((row) => row.indexdef)).toContainEqual(expect.stringMatching(new RegExp(`\\(${column}\\)$`)));
    }
  });

  it('leads an index with every foreign key, so that deleting what it refers to reads no whole table', async () => {
    const { rows } = await server.context.db.query<{ reference: string; indexed: boolean }>(
      `select c.conrelid::regclass || '.' || a.attname as reference,
         exists (select from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1]) as indexed
       from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
       where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`,
    );
    expect(rows.map((row) => row.reference)).toEqual(expect.arrayContaining([`${historyTable}.user_id`, 'exercises.thumbnail_id']));
    expect(rows.filter((row) => !row.indexed).map((row) => row.reference)).toEqual([]);
  });

  it('indexes the file each kept version holds, per file column of a resource keeping history, and drops one no longer called for', async () => {
    const historyIndexes = async () =>
      (
        await server.context.db.query<{ indexname: string; indexdef: string }>(
          `select indexname, indexdef from pg_indexes where tablename = $1 order by 1`,
          [historyTable],
        )
      ).rows;
    const held = server.context.definitions
      .filter(keepsHistory)
      .flatMap((definition) => fileColumns(definition).map((column) => ({ endpoint: definition.endpoint, column })));
    expect(held).toEqual(expect.arrayContaining([{ endpoint: 'exercises', column: 'thumbnail_id' }]));
    const kept = await historyIndexes();
    for (const { endpoint, column } of held) {
      expect(kept.map((index) => index.indexdef)).toContainEqual(
        expect.stringContaining(`(((state ->> '${column}'::text))) WHERE (endpoint = '${endpoint}'::text)`),
      );
    }
    await server.context.db.query(`create index content_history_file_gone_picture_id on ${historyTable} ((state->>'picture_id'))`);
    await migrate(server.context.db, server.context.definitions);
    expect(await historyIndexes()).toEqual(kept);
  });
});
