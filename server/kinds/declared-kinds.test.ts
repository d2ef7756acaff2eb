/**
 * The kinds a resource declares for contact details and dates work end to end through the API
 * (docs/adding-a-resource.md "A new field kind"): a resource declared here only holds a field of
 * each, stored in its column, checked on write with its own message, searched, filtered, sorted and
 * exported.
 */
import { defineResource } from '../../resources/definition';
import { staffClient, type StaffClient } from '../items/test-data.test-support';
import { startTestServer, type TestServer } from '../testing.test-support';

const fixtures = defineResource({
  name: 'fixtures',
  endpoint: 'fixtures',
  label: { one: 'Fixture', other: 'Fixtures' },
  recordRepresentation: 'name',
  fields: [
    { source: 'name', label: 'Name', kind: 'text' },
    { source: 'contact', label: 'Contact', kind: 'email', nullable: true },
    { source: 'website', label: 'Website', kind: 'url', nullable: true },
  ],
  list: {
    columns: ['name', 'contact'],
    sortable: ['name', 'contact', 'website'],
    defaultSort: { field: 'name', order: 'ASC' },
    pagination: 'pages',
  },
  search: ['name', 'contact', 'website'],
  filters: [],
  deleteIsIrreversibleWarning: false,
});

let server: TestServer;
let staff: StaffClient;

beforeAll(async () => {
  server = await startTestServer({}, [fixtures]);
  staff = await staffClient(server);
});
afterAll(() => server?.close());

const columnTypes = async () =>
  Object.fromEntries(
    (
      await server.context.db.query<{ column_name: string; data_type: string }>(
        `select column_name, data_type from information_schema.columns where table_name = 'fixtures' and table_schema = current_schema()`,
      )
    ).rows.map((row) => [row.column_name, row.data_type]),
  );

const names = async (query: string) =>
  ((await staff.request('GET', `/admin/fixtures?${query}`)).body as { data: { name: string }[] }).data.map((item) => item.name);

const refusal = async (body: Record<string, unknown>) => {
  const answer = await staff.request('POST', '/admin/fixtures', { name: 'Refused', ...body });
  expect(answer.status).toBe(422);
  return (answer.body as { errors: Record<string, string[]> }).errors;
};

const csvRows = async () => {
  const answer = await fetch(`${server.apiUrl}/admin/export/fixtures?format=csv`, {
    headers: { authorization: `Bearer ${staff.token}` },
  });
  return (await answer.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
};

describe('an e-mail field', () => {
  it('is stored as text, checked as an address, searched, sorted and exported as written', async () => {
    expect(await columnTypes()).toMatchObject({ contact: 'text' });
    await staff.create('fixtures', { name: 'Derby', contact: ' ops@county.test ' });
    await staff.create('fixtures', { name: 'Cup tie', contact: 'Admin@Albion.test' });
    await staff.create('fixtures', { name: 'Friendly', contact: null });
    expect(await refusal({ contact: 'ops@' })).toEqual({ contact: ['Invalid email'] });
    expect(await refusal({ contact: '' })).toEqual({ contact: ['Required'] });

    expect(await names('search=county')).toEqual(['Derby']);
    expect(await names('column=contact&direction=asc')).toEqual(['Friendly', 'Cup tie', 'Derby']);
    const rows = await csvRows();
    expect(rows[0]).toBe('"id","name","contact","website"');
    expect(rows.find((row) => row.includes('Derby'))).toContain('"ops@county.test"');
  });
});

describe('a URL field', () => {
  it('is stored as text, checked as an http(s) address, searched, sorted and exported as written', async () => {
    expect(await columnTypes()).toMatchObject({ website: 'text' });
    await staff.create('fixtures', { name: 'Away day', website: 'https://rovers.test/tickets' });
    await staff.create('fixtures', { name: 'Testimonial', website: 'http://athletic.test' });
    expect(await refusal({ website: 'javascript:alert(1)' })).toEqual({ website: ['Must be a valid URL'] });

    expect(await names('search=rovers')).toEqual(['Away day']);
    expect((await names('column=website&direction=desc')).slice(0, 2)).toEqual(['Away day', 'Testimonial']);
    expect((await csvRows()).find((row) => row.includes('Away day'))).toContain('"https://rovers.test/tickets"');
  });
});
