/**
 * A field renamed with `renamedFrom` on a database that has items, versions and saved views: the
 * next start renames its column, the values its kept versions hold and the saved views that name
 * it, so an old version reads and restores under the new name; a second start changes nothing.
 */
import type { FieldDefinition } from '../../resources/definition';
import { kitSuppliers } from './kit-suppliers.test-support';
import { staffClient } from '../items/test-data.test-support';
import { startTestServer, type TestServer } from '../testing.test-support';
import { savedViewsTable } from '../saved-views/table';

const suppliersWith = (fields: readonly FieldDefinition[], columns: readonly string[]) =>
  kitSuppliers(fields, {
    list: { columns, sortable: ['name', columns[1]], defaultSort: { field: 'name', order: 'ASC' }, pagination: 'pages' },
  });

const before = suppliersWith(
  [
    { source: 'link', label: 'Link', kind: 'text', nullable: true },
    { source: 'parent', label: 'Parent', kind: 'reference', reference: 'kit-suppliers', writeSource: 'parentId', nullable: true },
  ],
  ['name', 'link'],
);
const after = suppliersWith(
  [
    { source: 'website', label: 'Website', kind: 'text', nullable: true, renamedFrom: 'link' },
    {
      source: 'group',
      label: 'Group',
      kind: 'reference',
      reference: 'kit-suppliers',
      writeSource: 'groupId',
      nullable: true,
      renamedFrom: { source: 'parent', writeSource: 'parentId' },
    },
  ],
  ['name', 'website'],
);

let first: TestServer;
let renamed: TestServer | undefined;
afterAll(async () => {
  await renamed?.close();
  if (!renamed) await first?.close();
});

const columnsOf = async (server: TestServer) =>
  (
    await server.context.db.query<{ name: string }>(
      `select column_name as name from information_schema.columns where table_name = 'kit_suppliers' and table_schema = current_schema() order by 1`,
    )
  ).rows.map((row) => row.name);

it('renames the column, the kept versions and the saved views: an old version restores under the new name', async () => {
  first = await startTestServer({}, [before]);
  const staff = await staffClient(first);
  const umbro = await staff.create('kit_suppliers', { name: 'Umbro', link: 'https://umbro.example/old' });
  expect(
    (await staff.request('PUT', `/admin/kit_suppliers/${umbro.id}`, { name: 'Umbro', link: 'https://umbro.example/new' })).status,
  ).toBe(200);
  const junior = await staff.create('kit_suppliers', { name: 'Umbro Junior', parent_id: umbro.id });
  const view = await staff.request('POST', '/admin/saved-views', {
    resource: 'kit-suppliers',
    name: 'By link',
    state: { filter: { q: 'umbro' }, sort: 'link', order: 'DESC', columns: ['name', 'link'] },
  });
  expect(view.status).toBe(201);

  renamed = await first.restartWith([after]);
  expect(await columnsOf(renamed)).toEqual(expect.arrayContaining(['website', 'group_id']));
  expect(await columnsOf(renamed)).not.toEqual(expect.arrayContaining(['link']));
  expect(await columnsOf(renamed)).not.toContain('parent_id');

  const renamedStaff = await staffClient(renamed);
  const read = (await renamedStaff.request('GET', `/admin/kit_suppliers/${umbro.id}`)).body.data as Record<string, unknown>;
  expect(read).toMatchObject({ website: 'https://umbro.example/new', version: 2 });
  expect(read).not.toHaveProperty('link');
  const child = (await renamedStaff.request('GET', `/admin/kit_suppliers/${junior.id}`)).body.data as Record<string, any>;
  expect(child).toMatchObject({ group: { id: umbro.id, name: 'Umbro' } });

  const oldVersion = await renamedStaff.request('GET', `/admin/kit_suppliers/${umbro.id}/versions/1`);
  expect((oldVersion.body.data as { item: Record<string, unknown> }).item).toMatchObject({ website: 'https://umbro.example/old' });
  const restored = await renamedStaff.requestAsIs('POST', `/admin/kit_suppliers/${umbro.id}/versions/1/restore`, undefined, {
    'if-match': '"2"',
  });
  expect(restored.status).toBe(200);
  expect(restored.body.data).toMatchObject({ website: 'https://umbro.example/old', version: 3 });

  const { rows } = await renamed.context.db.query<{ state: unknown }>(`select state from ${savedViewsTable} where name = 'By link'`);
  expect(rows[0].state).toEqual({ filter: { q: 'umbro' }, sort: 'website', order: 'DESC', columns: ['name', 'website'] });

  // A second start finds nothing left to rename.
  const again = await renamed.restartWith([after]);
  renamed = again;
  expect((await (await staffClient(again)).request('GET', `/admin/kit_suppliers/${umbro.id}`)).body.data as object).toMatchObject({
    website: 'https://umbro.example/old',
    version: 3,
  });
});
