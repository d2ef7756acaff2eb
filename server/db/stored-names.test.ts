/**
 * Names PostgreSQL would cut (63 bytes): the server's own are shortened to a digest it finds again
 * (sql.ts `storedName`), and an endpoint or a column too long to store is refused at start.
 */
import { defineResource, type ResourceDefinition } from '../../resources/definition';
import { createItems } from '../items';
import { staffClient } from '../items/test-data.test-support';
import { sortKeys } from '../lists';
import { sortIndex } from '../lists';
import { maxNameBytes, storedName } from './sql';
import { maxEndpointBytes, storageProblems } from '../items';
import { startTestServer, type TestServer } from '../testing.test-support';
import { migrate } from './migrate';

/** A sortable field whose column is as long as may be (63 bytes), which the server's names of it lengthen. */
const longestColumnField = `longestDistanceCoveredInMetres${'a'.repeat(maxNameBytes - 'longest_distance_covered_in_metres'.length)}`;

/** A resource whose endpoint is as long as may be, with a field whose names the server lengthens past 63 bytes. */
const withEndpoint = (endpoint: string, distance = longestColumnField): ResourceDefinition =>
  defineResource({
    name: 'long-names',
    endpoint,
    label: { one: 'Long name', other: 'Long names' },
    recordRepresentation: 'name',
    fields: [
      { source: 'name', label: 'Name', kind: 'text' },
      { source: distance, label: 'Distance', kind: 'number', nullable: true },
    ],
    list: { columns: ['name'], sortable: ['name', distance], defaultSort: { field: 'name', order: 'ASC' }, pagination: 'pages' },
    search: ['name'],
    filters: [],
    deleteIsIrreversibleWarning: false,
  });

const longest = withEndpoint(`long_names_${'a'.repeat(maxEndpointBytes - 'long_names_'.length)}`);
const bytes = (name: string) => Buffer.byteLength(name);

describe('storedName', () => {
  it('keeps a name PostgreSQL keeps whole, and cuts a longer one to a digest of it whole', () => {
    expect(storedName('exercises_sort_name_0a1b2c3d')).toBe('exercises_sort_name_0a1b2c3d');
    const long = `${'x'.repeat(60)}_first`;
    expect(bytes(storedName(long))).toBeLessThanOrEqual(maxNameBytes);
    expect(storedName(long)).toBe(storedName(long));
    // Alike in their first 63 bytes, where PostgreSQL would make them one.
    expect(storedName(long)).not.toBe(storedName(`${'x'.repeat(60)}_second`));
  });

  it('cuts between characters, never inside one', () => {
    const name = storedName('é'.repeat(40));
    expect(bytes(name)).toBeLessThanOrEqual(maxNameBytes);
    expect(name).toMatch(/^é+_[0-9a-f]{8}$/);
  });
});

describe('storageProblems', () => {
  it('refuses an endpoint longer than it can store, and a column PostgreSQL would cut', () => {
    expect(storageProblems([longest])).toEqual([]);
    const tooLong = withEndpoint(`${longest.endpoint}b`);
    expect(storageProblems([tooLong])).toEqual([
      `long-names: its endpoint "${tooLong.endpoint}" is ${maxEndpointBytes + 1} bytes long: at most ${maxEndpointBytes}, as PostgreSQL keeps 63 bytes of a name and the server adds to it`,
    ]);
    const wide = withEndpoint('long_names', 'd'.repeat(64));
    expect(storageProblems([wide])).toEqual([
      `long-names: its column "${'d'.repeat(64)}" is 64 bytes long: PostgreSQL keeps 63 bytes of a name`,
    ]);
  });
});

describe('a resource of the longest endpoint', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, [longest]);
    await createItems(server.context.db, longest, [
      { name: 'Sprint', [longestColumnField]: 100 },
      { name: 'Sprint relay', [longestColumnField]: 40 },
    ]);
  });
  afterAll(() => server?.close());

  /** The resource's tables and their indexes, as PostgreSQL names them. */
  const storedNames = async () => {
    const { rows } = await server.context.db.query<{ tables: string[]; indexes: string[] }>(
      `select array(select tablename::text from pg_tables where schemaname = current_schema() and starts_with(tablename, 'long_names') order by 1) as tables,
              array(select indexname::text from pg_indexes where schemaname = current_schema() and starts_with(tablename, 'long_names') order by 1) as indexes`,
    );
    return rows[0];
  };

  it('keeps its indexes and tables, found again by their names, at the next start', async () => {
    const names = await storedNames();
    const key = sortKeys(longest).find((candidate) => candidate.param !== 'name')!;
    expect(bytes(`${longest.endpoint}_sort_${key.param}`)).toBeGreaterThan(maxNameBytes);
    expect(names.indexes).toContain(storedName(sortIndex(longest, key).name));
    expect(names.tables).toEqual([longest.endpoint]);
    await migrate(server.context.db, [longest]);
    expect(await storedNames()).toEqual(names);
  });

  it('serves its list, searched, in the order of the long-named field', async () => {
    const staff = await staffClient(server);
    const key = sortKeys(longest).find((candidate) => candidate.param !== 'name')!;
    expect(bytes(key.param)).toBe(maxNameBytes);
    for (const [direction, names] of [
      ['asc', ['Sprint relay', 'Sprint']],
      ['desc', ['Sprint', 'Sprint relay']],
    ] as const) {
      const answer = await staff.request('GET', `/admin/${longest.endpoint}?column=${key.param}&direction=${direction}&search=spr`);
      expect(answer.status).toBe(200);
      expect((answer.body as { data: { name: string }[] }).data.map((item) => item.name)).toEqual(names);
    }
  });

  it('refuses to start with an endpoint a byte longer', async () => {
    await expect(migrate(server.context.db, [withEndpoint(`${longest.endpoint}b`)])).rejects.toThrow(/is 41 bytes long: at most 40/);
  });
});
