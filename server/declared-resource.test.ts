/**
 * The server serves the resources its context lists, and only those: two resources declared
 * here and nowhere else (not in resources/index.ts) get their tables, their routes, their
 * references to each other and their export, while the built-in resources, not handed to this
 * server, get nothing.
 */
import { defineResource } from '../resources/definition';
import { bodies, sampleFiles, staffClient, translated, uploaded, type StaffClient } from './items/test-data.test-support';
import { startTestServer, type TestServer } from './testing.test-support';

const kits = defineResource({
  name: 'kits',
  endpoint: 'kits',
  label: { one: 'Kit', other: 'Kits' },
  recordRepresentation: 'name',
  fields: [
    { source: 'name', label: 'Name', kind: 'translatable' },
    {
      source: 'sponsors',
      label: 'Sponsors',
      kind: 'children',
      reference: 'sponsors',
      inverse: 'mainKit',
      embed: ['id', 'name'],
      readOnly: true,
    },
    { source: 'createdAt', label: 'Created', kind: 'date', readOnly: true },
  ],
  list: { columns: ['name'], sortable: ['name', 'createdAt'], defaultSort: { field: 'name', order: 'ASC' }, pagination: 'cursor' },
  search: ['name'],
  filters: [],
  deleteIsIrreversibleWarning: true,
});

const sponsors = defineResource({
  name: 'sponsors',
  endpoint: 'sponsors',
  label: { one: 'Sponsor', other: 'Sponsors' },
  recordRepresentation: 'name',
  fields: [
    { source: 'name', label: 'Name', kind: 'text' },
    {
      source: 'mainKit',
      label: 'Main kit',
      kind: 'reference',
      reference: 'kits',
      writeSource: 'mainKitId',
      nullable: true,
      embed: ['id', 'name'],
    },
    { source: 'kits', label: 'Kits', kind: 'referenceList', reference: 'kits', writeSource: 'kitIds', embed: ['id', 'name'] },
    { source: 'logo', label: 'Logo', kind: 'media', accept: 'image', writeSource: 'logoId', nullable: true },
    { source: 'createdAt', label: 'Created', kind: 'date', readOnly: true },
  ],
  list: { columns: ['logo', 'name'], sortable: ['name', 'createdAt'], defaultSort: { field: 'name', order: 'ASC' }, pagination: 'pages' },
  search: ['name'],
  filters: [{ param: 'kit', label: 'Kit', kind: 'references', source: 'kits' }],
  deleteIsIrreversibleWarning: true,
});

let server: TestServer;
let staff: StaffClient;

beforeAll(async () => {
  server = await startTestServer({}, [kits, sponsors]);
  staff = await staffClient(server);
});
afterAll(() => server?.close());

const columnsOf = async (table: string) =>
  Object.fromEntries(
    (
      await server.context.db.query<{ column_name: string; data_type: string }>(
        `select column_name, data_type from information_schema.columns where table_name = $1 and table_schema = current_schema()`,
        [table],
      )
    ).rows.map((row) => [row.column_name, row.data_type]),
  );

describe('a resource declared only where the server is started', () => {
  it('has its table, with a column per writable field', async () => {
    expect(await columnsOf('kits')).toMatchObject({ id: 'uuid', name: 'jsonb', created_at: 'timestamp with time zone' });
    expect(await columnsOf('sponsors')).toMatchObject({ name: 'text', main_kit_id: 'uuid', kit_ids: 'ARRAY', logo_id: 'uuid' });
  });

  it('has its routes, with references resolved among the served resources both ways', async () => {
    const home = await staff.create('kits', { name: translated('Home') });
    const away = await staff.create('kits', { name: translated('Away') });
    const logoId = await uploaded(server, staff.token, sampleFiles.png);
    const sponsor = await staff.create('sponsors', { name: 'Globex', main_kit_id: home.id, kit_ids: [away.id, home.id], logo_id: logoId });
    expect(sponsor).toMatchObject({
      name: 'Globex',
      main_kit: { id: home.id, name: translated('Home') },
      kits: [
        { id: away.id, name: translated('Away') },
        { id: home.id, name: translated('Home') },
      ],
      logo: { id: logoId, mime_type: 'image/png' },
    });
    expect((await staff.request('GET', `/admin/kits/${home.id}`)).body).toMatchObject({
      data: { sponsors: [{ id: sponsor.id, name: 'Globex' }] },
    });

    const page = await staff.request('GET', `/admin/sponsors?search=globex&kit=${away.id}`);
    expect(page.body).toMatchObject({ data: [{ id: sponsor.id }], meta: { total: 1 } });

    const unknownKit = '00000000-0000-4000-8000-000000000000';
    expect(await staff.request('PUT', `/admin/sponsors/${sponsor.id}`, { main_kit_id: unknownKit })).toEqual({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { main_kit_id: [`No such kit: ${unknownKit}`] } },
    });

    // Deleting a kit takes it out of every served list that held it, and clears references to it.
    expect((await staff.request('DELETE', `/admin/kits/${away.id}`)).status).toBe(204);
    expect((await staff.request('DELETE', `/admin/kits/${home.id}`)).status).toBe(204);
    expect((await staff.request('GET', `/admin/sponsors/${sponsor.id}`)).body).toMatchObject({ data: { main_kit: null, kits: [] } });
  });

  it('has versions and history without a line of code, unless its definition says history: false', async () => {
    const kit = await staff.create('kits', { name: translated('Away') });
    expect(kit.version).toBe(1);
    await staff.request('PUT', `/admin/kits/${kit.id}`, { name: translated('Away 2') });
    const versions = (await staff.request('GET', `/admin/kits/${kit.id}/versions`)).body as any;
    expect(versions.data.map((entry: any) => [entry.version, entry.action])).toEqual([
      [2, 'update'],
      [1, 'create'],
    ]);

    const quiet = await startTestServer({}, [{ ...kits, history: false }, sponsors]);
    try {
      const quietStaff = await staffClient(quiet);
      const unkept = await quietStaff.create('kits', { name: translated('Unkept') });
      const changed = await quietStaff.request('PUT', `/admin/kits/${unkept.id}`, { name: translated('Unkept 2') });
      expect((changed.body as any).data.version).toBe(2);
      expect((await quietStaff.request('GET', `/admin/kits/${unkept.id}/versions`)).status).toBe(404);
      expect((await quiet.context.db.query('select * from content_history')).rows).toEqual([]);
    } finally {
      await quiet.close();
    }
  });

  it('has its export', async () => {
    const kit = await staff.create('kits', { name: translated('Exported') });
    const sponsor = await staff.create('sponsors', { name: 'Initech', main_kit_id: kit.id, kit_ids: [kit.id] });
    const download = (format: string) =>
      fetch(`${server.apiUrl}/admin/export/sponsors?format=${format}&search=initech`, {
        headers: { authorization: `Bearer ${staff.token}` },
      });

    expect(await (await download('json')).json()).toEqual([sponsor]);
    const [header, row] = (await (await download('csv')).text()).trim().split('\r\n');
    expect(header).toBe('"id","name","main_kit_id","kit_ids","logo","created_at"');
    expect(row).toBe(`"${sponsor.id}","Initech","${kit.id}","${kit.id}","","${sponsor.created_at}"`);
  });

  it('leaves out the resources the server was not handed: no table, no routes, no export', async () => {
    expect(await columnsOf('exercises')).toEqual({});
    for (const path of ['/admin/exercises', '/admin/export/exercises?format=csv']) {
      const answer = await staff.request('GET', path);
      expect(answer).toEqual({ status: 404, body: { message: expect.any(String) } });
    }
    expect((await staff.request('POST', '/admin/injuries', bodies.injury())).status).toBe(404);
  });
});
