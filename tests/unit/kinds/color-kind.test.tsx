/**
 * A new field kind works from its two modules alone (issue 12): registered, a `color` field of a
 * definition declared here gets its server column, validation, search and CSV column, and its
 * input and list cell in the admin, with no other code.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Admin, memoryStore, Resource } from 'react-admin';
import { definitions } from '../../../resources';
import { defineResource, type FieldDefinition } from '../../../resources/definition';
import { registerFieldKind } from '../../../resources/kinds';
import { registerScreenKind } from '../../../src/kinds';
import { buildResourceModule } from '../../../src/builders/buildResourceModule';
import { startSignedInApi } from '../../../src/builders/testing/signedInApi.test-support';
import { testI18nProvider } from '../../../src/builders/testing/TestAdmin.test-support';
import { colorKind, type ColorField } from './color';
import { colorScreen } from './colorScreen';

registerFieldKind<ColorField>('color', colorKind);
registerScreenKind<ColorField>('color', colorScreen);

const shade = { source: 'shade', label: 'Shade', kind: 'color' } as unknown as FieldDefinition;

const kits = defineResource({
  name: 'kit-colours',
  endpoint: 'kit_colours',
  label: { one: 'Kit colour', other: 'Kit colours' },
  recordRepresentation: 'name',
  fields: [{ source: 'name', label: 'Name', kind: 'text' }, shade],
  list: { columns: ['name', 'shade'], sortable: ['name'], defaultSort: { field: 'name', order: 'ASC' }, pagination: 'pages' },
  search: ['name', 'shade'],
  filters: [],
  deleteIsIrreversibleWarning: false,
});

const served = [...definitions, kits];
let api: Awaited<ReturnType<typeof startSignedInApi>>;

beforeAll(async () => {
  api = await startSignedInApi(served, served);
});

afterAll(() => api?.close());

describe('a field kind of two modules', () => {
  it('has its column, validation, search and CSV column on the server', async () => {
    const created = await api.request('POST', '/admin/kit_colours', { name: 'Home', shade: '#C8102E' });
    expect(created).toMatchObject({ status: 201, body: { data: { name: 'Home', shade: '#c8102e' } } });
    const refused = await api.request('POST', '/admin/kit_colours', { name: 'Away', shade: 'red' });
    expect(refused).toMatchObject({ status: 422, body: { errors: { shade: [expect.any(String)] } } });
    const found = await api.request('GET', '/admin/kit_colours?search=c8102e');
    expect((found.body.data as { name: string }[]).map((item) => item.name)).toEqual(['Home']);
    const csv = await api.text('/admin/export/kit_colours?format=csv');
    // (The byte-order mark is gone: `text()` decodes it away.)
    expect(csv.split('\r\n')[0]).toBe('"id","name","shade"');
    expect(csv).toContain('"Home","#c8102e"');
  });

  it('has its input and its list cell in the admin', async () => {
    const user = userEvent.setup();
    render(
      <Admin dataProvider={api.dataProvider} i18nProvider={testI18nProvider([kits])} store={memoryStore()}>
        <Resource {...buildResourceModule(kits)} />
      </Admin>,
    );
    const row = await screen.findByRole('row', { name: /Home/ });
    expect(within(row).getByRole('img', { name: '#c8102e' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Create' }));
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Third');
    const picker = document.querySelector('input[type="color"]') as HTMLInputElement;
    fireEvent.change(picker, { target: { value: '#00a651' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Kit colour created successfully')).toBeInTheDocument();
    const stored = (await api.request('GET', '/admin/kit_colours?search=00a651')).body.data as Record<string, unknown>[];
    expect(stored).toMatchObject([{ name: 'Third', shade: '#00a651' }]);
  });
});
