import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Admin, memoryStore, Resource, type DataProvider } from 'react-admin';
import { authors } from '../../../resources/authors/definition';
import { definitions } from '../../../resources';
import { equipment } from '../../../resources/equipment/definition';
import { estimatedTotalMeta } from '../../../providers/list-total';
import { buildResourceModule } from '../buildResourceModule';
import { gadgets } from '../testing/gadgets.test-support';
import { startSignedInApi } from '../testing/signedInApi.test-support';
import { testI18nProvider } from '../testing/TestAdmin.test-support';
import { translated } from '../../../resources/translated.test-support';
import { createGadget } from '../testing/createGadget.test-support';

// Gadgets count their items: the list says how many there are; a bulk action features them.
const countedGadgets = { ...gadgets, list: { ...gadgets.list, pagination: 'pages' as const }, bulkUpdatable: ['featured'] };
const served = [...definitions, countedGadgets];

let api: Awaited<ReturnType<typeof startSignedInApi>>;

beforeAll(async () => {
  api = await startSignedInApi(served, served);
  const designer = await api.dataProvider.create('authors', { data: { firstName: 'Ada', lastName: 'Lovelace' } });
  const part = await api.dataProvider.create('equipment', { data: { name: translated('Cone'), description: translated('Cone') } });
  for (const gadget of [
    { title: 'Kite', code: 'K', size: 'large', country: 'NL', tags: ['outdoor', 'indoor'], featured: true },
    { title: 'Ball', code: 'B', designerId: designer.data.id },
    { title: 'Net', code: 'N', size: 'large', partIds: [part.data.id] },
  ])
    await createGadget(api.dataProvider, gadget);
});

afterAll(() => api?.close());

// Each test starts from the list's own address, not where the previous one left the page.
beforeEach(() => window.history.replaceState(null, '', '/'));

function renderList(dataProvider: DataProvider = api.dataProvider) {
  return render(
    <Admin dataProvider={dataProvider} i18nProvider={testI18nProvider([countedGadgets])} store={memoryStore()}>
      <Resource {...buildResourceModule(countedGadgets)} />
      <Resource {...buildResourceModule(authors)} />
      <Resource {...buildResourceModule(equipment)} />
    </Admin>,
  );
}

const titles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2].textContent);

describe('the list built from a definition', () => {
  it('shows a skeleton without checkboxes while the first page loads, then the table', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    renderList({
      ...api.dataProvider,
      getList: async (resource, params) => {
        await released;
        return api.dataProvider.getList(resource, params);
      },
    });
    // After a second without rows: grey rows, nothing to select, nothing for a screen reader.
    const skeleton = await screen.findByTestId('list-skeleton');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryAllByRole('checkbox', { hidden: true })).toEqual([]);
    release();
    expect(await screen.findByText('3 gadgets')).toBeInTheDocument();
    expect(screen.queryByTestId('list-skeleton')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Kite (en)' })).toBeInTheDocument();
  });

  it('shows each column by its kind, sorted as the definition says, with the count', async () => {
    renderList();
    expect(await screen.findByText('3 gadgets')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '',
      'Photo',
      'Title',
      'Size',
      'Country',
      'Tags',
      'Designer',
      'Featured',
      'Created',
      'Translated',
    ]);
    expect(titles()).toEqual(['Ball (en)', 'Kite (en)', 'Net (en)']);
    // Every language of the gadgets' title is filled: 6 of 6, read out in full.
    expect(within(screen.getByRole('row', { name: /Kite \(en\)/ })).getByText('6 of 6 languages translated')).toBeInTheDocument();
    const kite = screen.getByRole('row', { name: /Kite \(en\)/ });
    expect(within(kite).getByText('Large')).toBeInTheDocument();
    expect(within(kite).getByText('Netherlands')).toBeInTheDocument();
    expect(within(kite).getByText('Outdoor, Indoor')).toBeInTheDocument();
    expect(within(kite).getByLabelText('Yes')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Ball \(en\)/ })).getByText('Ada Lovelace')).toBeInTheDocument();
    // Only the definition's sortable columns sort.
    expect(screen.queryByRole('button', { name: /Sort by size/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Sort by title/ }));
    await waitFor(() => expect(titles()).toEqual(['Net (en)', 'Kite (en)', 'Ball (en)']));
  });

  it("draws its rows with the table's one style, not a styled component per row", async () => {
    const { container } = renderList();
    await screen.findByText('3 gadgets');
    const body = container.querySelector('tbody')!;
    // Each row has its picture, link, coverage and checkbox; the featured kite has its tick.
    const count = (selector: string) => body.querySelectorAll(selector).length;
    expect([count('img'), count('a'), count('[title*="languages translated"]'), count('input[type="checkbox"]')]).toEqual([3, 3, 3, 3]);
    expect(count('svg[role="img"]')).toBe(1);
    expect(body.querySelectorAll('[class*="css-"]')).toHaveLength(0);
    // The checkbox draws its state, and selecting goes by the native input.
    const kite = screen.getByRole('checkbox', { name: 'Select Kite (en)' });
    await userEvent.click(kite);
    expect(kite).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Ball (en)' })).not.toBeChecked();
    await userEvent.click(kite);
    expect(kite).not.toBeChecked();
  });

  it('searches and filters by the definition, and says how many match', async () => {
    renderList();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Search' }), 'kite');
    await waitFor(() => expect(titles()).toEqual(['Kite (en)']));
    expect(screen.getByText('1 gadget')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Search' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Size' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Large' }));
    await waitFor(() => expect(titles()).toEqual(['Kite (en)', 'Net (en)']));
    expect(screen.getByText('2 gadgets')).toBeInTheDocument();
  });

  it('names a filter the server refused, with its message, and takes it away, keeping the others', async () => {
    window.history.replaceState(null, '', `/#/gadgets?filter=${encodeURIComponent(JSON.stringify({ q: 'kite', size: 'huge' }))}`);
    renderList();
    const alert = (await screen.findByText('The list could not be loaded: The given query was invalid.')).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(within(alert).getByRole('listitem')).toHaveTextContent(/^Size: Must be one of /);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Remove this filter' }));
    await waitFor(() => expect(titles()).toEqual(['Kite (en)']));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('kite');
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });

  it('says "about" for the server\'s estimate of a large selection, and gives assistive technology no guess as a count', async () => {
    renderList({
      ...api.dataProvider,
      getList: async (resource, params) => {
        const page = await api.dataProvider.getList(resource, params);
        return resource === 'gadgets' ? { ...page, total: 21_253, meta: estimatedTotalMeta } : page;
      },
    });
    expect(await screen.findByText('about 21000 gadgets')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '4');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(await screen.findByRole('button', { name: 'Select all about 21000 gadgets matching' })).toBeInTheDocument();
  });

  it('says once what is selected, with one way to widen the selection and one to clear it', async () => {
    renderList();
    await screen.findByText('3 gadgets');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Kite (en)' }));
    const statement = () => screen.getAllByRole('status').filter((status) => /selected/.test(status.textContent ?? ''));
    await waitFor(() => expect(statement().map((status) => status.textContent)).toEqual(['1 gadget selected']));
    expect(screen.queryByText(/items? selected/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Select all$/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^(Clear selection|Unselect)$/ })).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Select all 3 gadgets matching' }));
    await waitFor(() => expect(statement().map((status) => status.textContent)).toEqual(['3 gadgets selected']));
    expect(screen.queryByRole('button', { name: /^Select all \d/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('checkbox', { name: /^Select .* \(en\)$/, checked: true })).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    await waitFor(() => expect(statement()).toEqual([]));
    expect(screen.queryAllByRole('checkbox', { checked: true })).toEqual([]);
  });

  it('sets a yes/no field on the selected items in one request, says so, and clears the selection', async () => {
    const updates: unknown[] = [];
    renderList({
      ...api.dataProvider,
      updateMany: (resource, params) => {
        updates.push({ resource, ids: [...params.ids].sort(), data: params.data });
        return api.dataProvider.updateMany(resource, params);
      },
    });
    await screen.findByText('3 gadgets');
    const ball = screen.getByRole('row', { name: /Ball \(en\)/ });
    const net = screen.getByRole('row', { name: /Net \(en\)/ });
    expect(within(ball).getByLabelText('No')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Ball (en)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Net (en)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Set Featured to yes' }));

    expect(await screen.findByText('Featured set to yes on 2 gadgets')).toBeInTheDocument();
    const ids = [ball, net].map((row) => within(row).getByRole('link').getAttribute('href')!.split('/').at(-2));
    expect(updates).toEqual([{ resource: 'gadgets', ids: ids.sort(), data: { featured: true } }]);
    await waitFor(() => expect(within(screen.getByRole('row', { name: /Ball \(en\)/ })).getByLabelText('Yes')).toBeInTheDocument());
    expect(within(screen.getByRole('row', { name: /Net \(en\)/ })).getByLabelText('Yes')).toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox', { checked: true })).toEqual([]);
    // The server has them featured too.
    const stored = await api.dataProvider.getMany('gadgets', { ids: ids as string[] });
    expect(stored.data.map((gadget) => gadget.featured)).toEqual([true, true]);
  });

  it('deletes the selected items after a confirmation that says where they go', async () => {
    renderList();
    await screen.findByText('3 gadgets');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Kite (en)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Net (en)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete 2 gadgets');
    expect(dialog).toHaveTextContent('These 2 gadgets go to Recently deleted, where they can be restored.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('2 gadgets deleted')).toBeInTheDocument();
    await waitFor(() => expect(titles()).toEqual(['Ball (en)']));
    expect(screen.getByText('1 gadget')).toBeInTheDocument();
  });
});
