/**
 * The integrator's proof (docs/adding-a-resource.md): a resource declared here and nowhere else
 * gets its API from the reference server and its list, create, edit and delete in the admin,
 * with no other code than its definition and its module.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Admin, memoryStore, Resource } from 'react-admin';
import { defineResource } from '../../resources/definition';
import { definitions } from '../../resources';
import { languageNames, languages } from '../../resources/languages';
import { buildResourceModule } from './buildResourceModule';
import { startSignedInApi } from './testing/signedInApi.test-support';
import { testI18nProvider } from './testing/TestAdmin.test-support';
import { pngFile } from './testing/createGadget.test-support';

// A name of its own: the guide's `sponsors`, once added to the list, must not clash with it.
const sponsors = defineResource({
  name: 'proof-sponsors',
  endpoint: 'proof_sponsors',
  label: { one: 'Proof sponsor', other: 'Proof sponsors' },
  recordRepresentation: 'name',
  fields: [
    { source: 'name', label: 'Name', kind: 'translatable' },
    { source: 'logo', label: 'Logo', kind: 'media', accept: 'image', writeSource: 'logoId', nullable: true },
    { source: 'link', label: 'Link', kind: 'text', format: 'httpsUrl' },
    { source: 'createdAt', label: 'Created', kind: 'date', readOnly: true },
  ],
  list: {
    columns: ['logo', 'name', 'link', 'createdAt'],
    sortable: ['name', 'createdAt'],
    defaultSort: { field: 'name', order: 'ASC' },
    pagination: 'cursor',
  },
  search: ['name'],
  filters: [],
  deleteIsIrreversibleWarning: true,
});

const served = [...definitions, sponsors];
let api: Awaited<ReturnType<typeof startSignedInApi>>;

beforeAll(async () => {
  api = await startSignedInApi(served, served);
});

afterAll(() => api?.close());

const nameIn = (language: string) => `Acme Sports (${languageNames[language as keyof typeof languageNames]})`;

describe('a resource declared only by its definition', () => {
  it('has its API on the server', async () => {
    const created = await api.request('POST', '/admin/proof_sponsors', {
      name: Object.fromEntries(languages.map((language) => [language, `Globex ${language}`])),
      link: 'https://globex.example',
    });
    expect(created.status).toBe(201);
    const id = (created.body.data as { id: string }).id;
    const refused = await api.request('PUT', `/admin/proof_sponsors/${id}`, { link: 'http://globex.example' });
    expect(refused).toMatchObject({ status: 422, body: { errors: { link: ['Url must be https'] } } });
    const found = await api.request('GET', '/admin/proof_sponsors?search=globex');
    expect((found.body.data as { id: string }[]).map((item) => item.id)).toEqual([id]);
    const exported = await api.request('GET', '/admin/export/proof_sponsors?format=json&search=globex');
    expect(exported).toEqual({ status: 200, body: found.body.data });
    expect((await api.request('DELETE', `/admin/proof_sponsors/${id}`)).status).toBe(204);
  });

  it('has its list, create, edit and delete in the admin', async () => {
    const user = userEvent.setup();
    render(
      <Admin dataProvider={api.dataProvider} i18nProvider={testI18nProvider([sponsors])} store={memoryStore()}>
        <Resource {...buildResourceModule(sponsors)} />
      </Admin>,
    );

    // Nothing yet: the empty state offers to create one.
    expect(await screen.findByText('No proof sponsors yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Create' }));

    for (const language of languages) {
      await user.click(await screen.findByRole('tab', { name: new RegExp(`^${languageNames[language]}:`) }));
      const panel = screen.getByRole('tabpanel', { name: new RegExp(`^${languageNames[language]}:`) });
      // Pasted, not typed key by key: six names through a whole admin in jsdom would take most of the test's time.
      await user.click(within(panel).getByRole('textbox', { name: /^Name/ }));
      await user.paste(nameIn(language));
    }
    await user.type(screen.getByRole('textbox', { name: /^Link/ }), 'http://acme.example');
    await user.upload(
      screen.getByRole('group', { name: 'Logo' }).querySelector('input[type="file"]')!,
      pngFile('logo.png', { side: 32, shade: 200 }),
    );
    expect(await screen.findByText('logo.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Url must be https')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /^Link/ }));
    await user.type(screen.getByRole('textbox', { name: /^Link/ }), 'https://acme.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Proof sponsor created successfully')).toBeInTheDocument();

    // The list shows it, with its logo; a click opens it.
    const row = await screen.findByRole('row', { name: /Acme Sports \(English\)/ });
    expect(within(row).getByRole('img', { name: /^logo/ })).toBeInTheDocument();
    expect(within(row).getByText('https://acme.example')).toBeInTheDocument();
    await user.click(within(row).getByRole('link', { name: 'Acme Sports (English)' }));

    const link = await screen.findByRole('textbox', { name: /^Link/ });
    await waitFor(() => expect(link).toHaveValue('https://acme.example'));
    await user.clear(link);
    await user.type(link, 'https://acme.example/football');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Proof sponsor updated successfully')).toBeInTheDocument();
    const [stored] = (await api.request('GET', '/admin/proof_sponsors?search=acme')).body.data as Record<string, unknown>[];
    expect(stored).toMatchObject({ link: 'https://acme.example/football', logo: { mime_type: 'image/png' } });

    const updatedRow = await screen.findByRole('row', { name: /Acme Sports \(English\)/ });
    await user.click(within(updatedRow).getByRole('link', { name: 'Acme Sports (English)' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('This proof sponsor goes to Recently deleted, where it can be restored.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('No proof sponsors yet.')).toBeInTheDocument();
    expect((await api.request('GET', '/admin/proof_sponsors')).body.data).toEqual([]);
  });
});
