/**
 * The server started on a database made by earlier definitions: a new required field without a
 * backfill is refused with what to declare; with one, the stored items take it and read as the
 * resource's; a changed kind and a field gone undeclared are refused the same way, each message
 * naming the declaration to add and no command that loses data; a column an earlier start added
 * but never filled is filled by the backfill or refused; a new list's backfill fills every item.
 */
import type { FieldDefinition, ResourceDefinition } from '../../resources/definition';
import { kitSuppliers } from './kit-suppliers.test-support';
import { readSchemaOf } from '../../resources/read-schema';
import { toCamelKeys } from '../../providers/case';
import { createItems } from '../items';
import { readItems, readColumns } from '../items';
import { tableName } from '../items';
import { startTestServer, type TestServer } from '../testing.test-support';
import { migrate } from './migrate';
import { DefinitionChangeError } from './definition-changes';

/** A resource of this test's own, as it was first declared. */
const suppliersWith = (fields: readonly FieldDefinition[]) => kitSuppliers(fields);

const first = suppliersWith([{ source: 'website', label: 'Website', kind: 'text', nullable: true }]);
const country: FieldDefinition = { source: 'country', label: 'Country', kind: 'text' };

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, [first]);
  await createItems(server.context.db, first, [{ name: 'Umbro' }, { name: 'Admiral', website: 'https://admiral.example' }]);
});
afterAll(() => server?.close());

const refusal = (definition: ResourceDefinition) =>
  migrate(server.context.db, [definition]).then(
    () => undefined,
    (error: unknown) => (error instanceof DefinitionChangeError ? error.message : Promise.reject(error)),
  );

async function readAll(definition: ResourceDefinition) {
  const { rows } = await server.context.db.query(`select ${readColumns(definition)} from ${tableName(definition)} order by name`);
  return (await readItems(server.context.db, [definition], definition, rows, 'http://127.0.0.1')).map((item) =>
    readSchemaOf(definition, [definition]).parse(toCamelKeys(item)),
  );
}

describe('a definition changed on a database with items', () => {
  it('is refused when a required field is added without a backfill, saying what to declare', async () => {
    const message = await refusal(suppliersWith([first.fields[1], country]));
    expect(message).toContain('kit-suppliers.country is required, new, and "kit_suppliers" has items: declare its `backfill`');
    expect(message).toContain('or make it `nullable: true`');
    // Nothing was changed: the column is not there.
    const { rows } = await server.context.db.query(
      `select 1 from information_schema.columns where table_name = 'kit_suppliers' and column_name = 'country'`,
    );
    expect(rows).toEqual([]);
  });

  it('is refused when the backfill is not a value the field takes', async () => {
    const message = await refusal(suppliersWith([first.fields[1], { ...country, backfill: 42 }]));
    expect(message).toContain('kit-suppliers.country: its backfill 42 is not a value the field takes');
  });

  it('fills the stored items with the backfill, and they read as the resource has them', async () => {
    const second = suppliersWith([first.fields[1], { ...country, backfill: 'England' }]);
    await migrate(server.context.db, [second]);
    expect(await readAll(second)).toMatchObject([
      { name: 'Admiral', country: 'England', website: 'https://admiral.example' },
      { name: 'Umbro', country: 'England', website: null },
    ]);
    // Once added, the backfill is not applied again.
    await server.context.db.query(`update kit_suppliers set country = 'Wales' where name = 'Umbro'`);
    await migrate(server.context.db, [second]);
    expect((await readAll(second)).map((item) => item.country)).toEqual(['England', 'Wales']);
  });

  it('adds a field that may be empty without asking', async () => {
    const third = suppliersWith([
      first.fields[1],
      { ...country, backfill: 'England' },
      { source: 'active', label: 'Active', kind: 'boolean' },
    ]);
    await migrate(server.context.db, [third]);
    expect((await readAll(third)).map((item) => item.active)).toEqual([false, false]);
  });

  it('is refused when a field changed its kind, or went undeclared, naming the declaration to add and nothing destructive', async () => {
    const changed = await refusal(suppliersWith([{ source: 'website', label: 'Website', kind: 'number', nullable: true }, country]));
    expect(changed).toContain('kit-suppliers.website is declared number (double precision) but "kit_suppliers".website holds text');
    expect(changed).toContain('a field keeps its kind: declare the number under a new source');
    expect(changed).toContain("`removed: ['website']` on kit-suppliers to archive the old values");
    const gone = await refusal(suppliersWith([country]));
    expect(gone).toContain('"kit_suppliers".website holds values no field of kit-suppliers declares');
    expect(gone).toContain("declare `removed: ['website']` on kit-suppliers (its values are archived)");
    // A new field of the same type is named as the likely new name.
    const renamed = await refusal(suppliersWith([{ source: 'homePage', label: 'Home page', kind: 'text', nullable: true }, country]));
    expect(renamed).toContain("if kit-suppliers.homePage is website renamed, declare `renamedFrom: 'website'` on it");
    for (const message of [changed, gone, renamed]) {
      expect(message).toContain('nothing was changed');
      expect(message).not.toMatch(/drop|alter table|delete/i);
    }
  });

  it('fills, or refuses, a column an earlier start added and never filled, rather than serve it half-done', async () => {
    const { db } = server.context;
    // What a start of an older server that stopped between the column and its backfill left.
    await db.query('alter table kit_suppliers add column city text');
    await db.query(`update kit_suppliers set city = 'Leeds' where name = 'Umbro'`);
    const kept: FieldDefinition[] = [
      first.fields[1],
      { ...country, backfill: 'England' },
      { source: 'active', label: 'Active', kind: 'boolean' },
    ];
    const city: FieldDefinition = { source: 'city', label: 'City', kind: 'text' };
    const message = await refusal(suppliersWith([...kept, city]));
    expect(message).toContain('kit-suppliers.city is required but 1 item(s) of "kit_suppliers" hold no value');
    expect(message).toContain('declare its `backfill`');
    const filled = suppliersWith([...kept, { ...city, backfill: 'London' }]);
    await migrate(db, [filled]);
    // The item without a value takes the backfill; the one with a value keeps it.
    expect((await readAll(filled)).map((item) => [item.name, item.city])).toEqual([
      ['Admiral', 'London'],
      ['Umbro', 'Leeds'],
    ]);
  });

  it("gives a new field's backfill to every stored item, where its kind has an empty value of its own (a list)", async () => {
    const labels: FieldDefinition = { source: 'labels', label: 'Labels', kind: 'tags', backfill: ['kit'] };
    const withLabels = suppliersWith([
      first.fields[1],
      { ...country, backfill: 'England' },
      { source: 'active', label: 'Active', kind: 'boolean' },
      { source: 'city', label: 'City', kind: 'text', backfill: 'London' },
      labels,
    ]);
    await migrate(server.context.db, [withLabels]);
    expect((await readAll(withLabels)).map((item) => item.labels)).toEqual([['kit'], ['kit']]);
  });
});
