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
    { source: 'playedOn', label: 'Played on', kind: 'calendarDate', nullable: true },
    { source: 'kickOff', label: 'Kick-off', kind: 'dateTime', nullable: true },
    { source: 'labels', label: 'Labels', kind: 'tags' },
  ],
  list: {
    columns: ['name', 'contact'],
    sortable: ['name', 'contact', 'website', 'playedOn', 'kickOff'],
    defaultSort: { field: 'name', order: 'ASC' },
    pagination: 'pages',
  },
  search: ['name', 'contact', 'website', 'labels'],
  filters: [
    { param: 'played_from', label: 'Played from', kind: 'from', source: 'playedOn' },
    { param: 'played_to', label: 'Played to', kind: 'to', source: 'playedOn' },
    { param: 'kick_off_from', label: 'Kick-off from', kind: 'from', source: 'kickOff' },
    { param: 'kick_off_to', label: 'Kick-off to', kind: 'to', source: 'kickOff' },
    { param: 'label', label: 'Label', kind: 'includes', source: 'labels' },
  ],
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
    expect(rows[0]).toBe('"id","name","contact","website","played_on","kick_off","labels"');
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

describe('a calendar date field', () => {
  it('is stored as a date and read, filtered by a range, sorted and exported as yyyy-mm-dd', async () => {
    expect(await columnTypes()).toMatchObject({ played_on: 'date' });
    const opener = await staff.create('fixtures', { name: 'Opener', played_on: '2026-08-08' });
    expect(opener.played_on).toBe('2026-08-08');
    await staff.create('fixtures', { name: 'Boxing Day', played_on: '2026-12-26' });
    await staff.create('fixtures', { name: 'Leap day', played_on: '2028-02-29' });
    expect(await refusal({ played_on: '2026-02-30' })).toEqual({ played_on: ['Must be a date (yyyy-mm-dd)'] });
    expect(await refusal({ played_on: '26/12/2026' })).toEqual({ played_on: ['Must be a date (yyyy-mm-dd)'] });

    expect(await names('played_from=2026-08-08&played_to=2026-12-26&column=played_on&direction=asc')).toEqual(['Opener', 'Boxing Day']);
    expect(await names('played_from=2026-08-09&column=played_on&direction=desc')).toEqual(['Leap day', 'Boxing Day']);
    const badBound = await staff.request('GET', '/admin/fixtures?played_to=tomorrow');
    expect(badBound.status).toBe(422);
    expect(JSON.stringify(badBound.body)).toContain('Must be a date (yyyy-mm-dd)');

    // Missing days after every day, whichever way.
    const ascending = await names('column=played_on&direction=asc');
    expect(ascending.slice(0, 3)).toEqual(['Opener', 'Boxing Day', 'Leap day']);

    expect((await csvRows()).find((row) => row.includes('Leap day'))).toContain('"2028-02-29"');
    const json = (await (
      await fetch(`${server.apiUrl}/admin/export/fixtures?format=json`, { headers: { authorization: `Bearer ${staff.token}` } })
    ).json()) as Record<string, unknown>[];
    expect(json.find((item) => item.id === opener.id)).toEqual(opener);
  });
});

describe('a date-time field', () => {
  it('is stored as a timestamptz, written with any offset, read, filtered, sorted and exported in UTC', async () => {
    expect(await columnTypes()).toMatchObject({ kick_off: 'timestamp with time zone' });
    const evening = await staff.create('fixtures', { name: 'Evening game', kick_off: '2026-05-01T19:45:00+01:00' });
    expect(evening.kick_off).toBe('2026-05-01T18:45:00.000Z');
    await staff.create('fixtures', { name: 'Lunchtime game', kick_off: '2026-05-02T12:30:00Z' });
    await staff.create('fixtures', { name: 'Night game', kick_off: '2026-05-01T20:00:00-05:00' });
    expect(await refusal({ kick_off: '2026-05-01T19:45:00' })).toEqual({
      kick_off: ['Must be a date and time with its offset (ISO 8601)'],
    });

    // The night game kicks off at 01:00 UTC on 2 May: between the other two.
    expect(await names('kick_off_from=2026-05-01T00:00:00Z&column=kick_off&direction=asc')).toEqual([
      'Evening game',
      'Night game',
      'Lunchtime game',
    ]);
    expect(
      await names('kick_off_from=2026-05-01T20:00:00%2B01:00&kick_off_to=2026-05-02T12:30:00Z&column=kick_off&direction=desc'),
    ).toEqual(['Lunchtime game', 'Night game']);
    expect((await staff.request('GET', '/admin/fixtures?kick_off_to=2026-05-02')).status).toBe(422);

    expect((await csvRows()).find((row) => row.includes('Night game'))).toContain('"2026-05-02T01:00:00.000Z"');
    const json = (await (
      await fetch(`${server.apiUrl}/admin/export/fixtures?format=json`, { headers: { authorization: `Bearer ${staff.token}` } })
    ).json()) as Record<string, unknown>[];
    expect(json.find((item) => item.id === evening.id)).toEqual(evening);
  });
});

describe('a tags field', () => {
  it('is stored as a text array, each tag once, searched, filtered by a tag and exported as one cell', async () => {
    expect(await columnTypes()).toMatchObject({ labels: 'ARRAY' });
    const final = await staff.create('fixtures', { name: 'Final', labels: ['cup', ' televised ', 'cup'] });
    expect(final.labels).toEqual(['cup', 'televised']);
    await staff.create('fixtures', { name: 'Replay', labels: ['cup'] });
    expect((await staff.create('fixtures', { name: 'Untagged' })).labels).toEqual([]);
    expect(await refusal({ labels: ['home|away'] })).toEqual({ labels: ['A tag cannot hold |'] });

    expect(await names('label=cup&column=name&direction=asc')).toEqual(['Final', 'Replay']);
    expect(await names('label=televised')).toEqual(['Final']);
    expect(await names('search=televised')).toEqual(['Final']);
    expect((await csvRows()).find((row) => row.includes('"Final"'))).toMatch(/"cup\|televised"$/);
  });
});
