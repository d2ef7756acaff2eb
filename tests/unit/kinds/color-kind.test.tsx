/**
 * A new field kind works from its modules alone (docs/adding-a-resource.md "A new field kind"):
 * three kinds the project does not have, declared in this folder only and registered at run time
 * (a colour, a file-like document and reference-like labels), give a definition declared here
 * their columns, validation, reads, checks, filter, search and CSV columns on the server, and
 * their inputs and list cells in the admin, with no other code. Their names are the test's own:
 * a kind the project adds under the guide's example name (`color`) never clashes with them.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Admin, memoryStore, Resource } from 'react-admin';
import { definitions } from '../../../resources';
import { defineResource, type FieldDefinition } from '../../../resources/definition';
import { registerFieldKind } from '../../../resources/kinds';
import { registerServerKind } from '../../../server/kinds';
import { sampleFiles } from '../../../server/items/test-data.test-support';
import { registerScreenKind } from '../../../src/kinds';
import { buildResourceModule } from '../../../src/builders/buildResourceModule';
import { startSignedInApi } from '../../../src/builders/testing/signedInApi.test-support';
import { testI18nProvider } from '../../../src/builders/testing/TestAdmin.test-support';
import { colorKind, type ColorField } from './color';
import { colorScreen } from './colorScreen';
import { colorServer } from './colorServer';
import { documentKind, type DocumentField } from './document';
import { documentScreen } from './documentScreen';
import { documentServer } from './documentServer';
import { labelsKind, type LabelsField } from './labels';
import { labelsScreen } from './labelsScreen';
import { labelsServer } from './labelsServer';

registerFieldKind<ColorField>('testColor', colorKind);
registerScreenKind<ColorField>('testColor', colorScreen);
registerServerKind<ColorField>('testColor', colorServer);
registerFieldKind<DocumentField>('testDocument', documentKind);
registerScreenKind<DocumentField>('testDocument', documentScreen);
registerServerKind<DocumentField>('testDocument', documentServer);
registerFieldKind<LabelsField>('testLabels', labelsKind);
registerScreenKind<LabelsField>('testLabels', labelsScreen);
registerServerKind<LabelsField>('testLabels', labelsServer);

/** A field of a kind the definitions' types do not know. */
const declared = (field: object) => field as unknown as FieldDefinition;

const sponsors = defineResource({
  name: 'kit-sponsors',
  endpoint: 'kit_sponsors',
  label: { one: 'Kit sponsor', other: 'Kit sponsors' },
  recordRepresentation: 'name',
  fields: [{ source: 'name', label: 'Name', kind: 'text' }],
  list: { columns: ['name'], sortable: ['name'], defaultSort: { field: 'name', order: 'ASC' }, pagination: 'pages' },
  search: ['name'],
  filters: [],
  deleteIsIrreversibleWarning: false,
});

const kits = defineResource({
  name: 'kit-colours',
  endpoint: 'kit_colours',
  label: { one: 'Kit colour', other: 'Kit colours' },
  recordRepresentation: 'name',
  fields: [
    { source: 'name', label: 'Name', kind: 'text' },
    declared({ source: 'shade', label: 'Shade', kind: 'testColor' }),
    declared({ source: 'rulebook', label: 'Rulebook', kind: 'testDocument', writeSource: 'rulebookId', nullable: true }),
    declared({ source: 'sponsors', label: 'Sponsors', kind: 'testLabels', reference: 'kit-sponsors', writeSource: 'sponsorIds' }),
  ],
  list: {
    columns: ['name', 'shade', 'rulebook', 'sponsors'],
    sortable: ['name'],
    defaultSort: { field: 'name', order: 'ASC' },
    pagination: 'pages',
  },
  search: ['name', 'shade'],
  filters: [{ param: 'sponsor', label: 'Sponsor', kind: 'references', source: 'sponsors' }],
  deleteIsIrreversibleWarning: false,
});

const served = [...definitions, sponsors, kits];
let api: Awaited<ReturnType<typeof startSignedInApi>>;

beforeAll(async () => {
  api = await startSignedInApi(served, served);
});

afterAll(() => api?.close());

const create = async (endpoint: string, body: Record<string, unknown>) => {
  const answer = await api.request('POST', `/admin/${endpoint}`, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return (answer.body as { data: Record<string, unknown> }).data;
};

const names = async (query: string) =>
  ((await api.request('GET', `/admin/kit_colours?${query}`)).body.data as { name: string }[]).map((item) => item.name);

describe('a field kind of its own modules', () => {
  it('has its column, validation, search and CSV column on the server: a colour', async () => {
    expect(await create('kit_colours', { name: 'Home', shade: '#C8102E' })).toMatchObject({ name: 'Home', shade: '#c8102e' });
    const refused = await api.request('POST', '/admin/kit_colours', { name: 'Away', shade: 'red' });
    expect(refused).toMatchObject({ status: 422, body: { errors: { shade: [expect.any(String)] } } });
    expect(await names('search=c8102e')).toEqual(['Home']);
    const csv = await api.text('/admin/export/kit_colours?format=csv');
    // (The byte-order mark is gone: `text()` decodes it away.)
    expect(csv.split('\r\n')[0]).toBe('"id","name","shade","rulebook","sponsor_ids"');
    expect(csv).toContain('"Home","#c8102e"');
  });

  it('holds a file, read as its media object and exported as its address, when it is a file-like kind', async () => {
    // Uploaded the way the admin does (jsdom's FormData is not the one Node's fetch sends).
    const rawFile = new File([new Uint8Array(sampleFiles.png.bytes)], sampleFiles.png.name, { type: sampleFiles.png.type });
    const { data } = await api.dataProvider.create('kit-colours', { data: { name: 'Third', shade: '#00a651', rulebook: { rawFile } } });
    const kit = (await api.request('GET', `/admin/kit_colours/${String(data.id)}`)).body.data as Record<string, unknown>;
    expect(kit.rulebook).toMatchObject({ mime_type: 'image/png', url: expect.stringMatching(/^http/) });
    const refused = await api.request('POST', '/admin/kit_colours', { name: 'Fourth', shade: '#00a651', rulebook_id: crypto.randomUUID() });
    expect(refused).toMatchObject({ status: 422, body: { errors: { rulebook_id: ['No such file'] } } });
    const csv = await api.text('/admin/export/kit_colours?format=csv');
    expect(csv).toContain(`"Third","#00a651","${(kit.rulebook as { url: string }).url}"`);
  });

  it('names items of another resource, embedded, checked, filtered and let go on their delete, when it is a reference-like kind', async () => {
    const [adidas, nike] = [await create('kit_sponsors', { name: 'Adidas' }), await create('kit_sponsors', { name: 'Nike' })];
    const kit = await create('kit_colours', { name: 'Training', shade: '#000000', sponsor_ids: [adidas.id, nike.id] });
    expect(kit.sponsors).toEqual([
      expect.objectContaining({ id: adidas.id, name: 'Adidas' }),
      expect.objectContaining({ id: nike.id, name: 'Nike' }),
    ]);
    const refused = await api.request('POST', '/admin/kit_colours', { name: 'Gone', shade: '#000000', sponsor_ids: [crypto.randomUUID()] });
    expect(refused).toMatchObject({ status: 422, body: { errors: { sponsor_ids: [expect.stringMatching(/^No such kit sponsor/)] } } });
    expect(await names(`sponsor=${nike.id}`)).toEqual(['Training']);
    const json = JSON.parse(await api.text('/admin/export/kit_colours?format=json')) as Record<string, unknown>[];
    expect(json.find((item) => item.id === kit.id)?.sponsors).toEqual(kit.sponsors);

    expect((await api.request('DELETE', `/admin/kit_sponsors/${adidas.id}`)).status).toBeLessThan(300);
    const after = (await api.request('GET', `/admin/kit_colours/${kit.id as string}`)).body.data as Record<string, unknown>;
    expect(after.sponsors).toEqual([expect.objectContaining({ id: nike.id })]);
  });

  it('has its inputs and its list cells in the admin', async () => {
    const user = userEvent.setup();
    render(
      <Admin dataProvider={api.dataProvider} i18nProvider={testI18nProvider([kits, sponsors])} store={memoryStore()}>
        <Resource {...buildResourceModule(kits)} />
        <Resource {...buildResourceModule(sponsors)} />
      </Admin>,
    );
    const row = await screen.findByRole('row', { name: /Third/ });
    expect(within(row).getByRole('img', { name: '#00a651' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /^pitch/ })).toBeInTheDocument();
    expect(within(await screen.findByRole('row', { name: /Training/ })).getByText('Nike')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Create' }));
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Fifth');
    fireEvent.change(document.querySelector('input[type="color"]') as HTMLInputElement, { target: { value: '#ffcc00' } });
    const file = new File([new Uint8Array(sampleFiles.png.bytes)], 'rules.png', { type: 'image/png' });
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file);
    await user.click(screen.getByRole('combobox', { name: 'Sponsors' }));
    await user.click(await screen.findByRole('option', { name: 'Nike' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Kit colour created successfully')).toBeInTheDocument();
    const [stored] = (await api.request('GET', '/admin/kit_colours?search=ffcc00')).body.data as Record<string, unknown>[];
    expect(stored).toMatchObject({
      name: 'Fifth',
      shade: '#ffcc00',
      rulebook: { file_name: expect.stringMatching(/\.png$/) },
      sponsors: [expect.objectContaining({ name: 'Nike' })],
    });
  });
});
