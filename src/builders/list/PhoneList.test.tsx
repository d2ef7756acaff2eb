/**
 * The list on a phone (390 px wide, below MUI's `sm`): each row a card of two lines (the item's
 * name, then a few of its values), the filters behind one "Filters" button that counts those on,
 * and the header's actions by name in one menu rather than as bare icons.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Admin, memoryStore, Resource } from 'react-admin';
import { definitions } from '../../../resources';
import { buildResourceModule } from '../buildResourceModule';
import { createGadget } from '../testing/createGadget.test-support';
import { gadgets } from '../testing/gadgets.test-support';
import { startSignedInApi } from '../testing/signedInApi.test-support';
import { testI18nProvider } from '../testing/TestAdmin.test-support';

const served = [...definitions, gadgets];
let api: Awaited<ReturnType<typeof startSignedInApi>>;
const wideScreen = window.matchMedia;

beforeAll(async () => {
  api = await startSignedInApi(served, served);
  await createGadget(api.dataProvider, { title: 'Kite', code: 'K', size: 'large', tags: ['outdoor'] });
  // A phone's width: every query for a width at most some size matches (theme.breakpoints.down).
  window.matchMedia = (query: string) =>
    ({
      matches: /max-width/.test(query),
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    }) as never;
});

afterAll(() => {
  window.matchMedia = wideScreen;
  return api?.close();
});

it('shows rows as cards, the filters behind a button that counts them, and the actions by name', async () => {
  const user = userEvent.setup();
  window.history.replaceState(null, '', '/#/gadgets');
  render(
    <Admin dataProvider={api.dataProvider} i18nProvider={testI18nProvider([gadgets])} store={memoryStore()}>
      <Resource {...buildResourceModule(gadgets)} />
    </Admin>,
  );
  const row = await screen.findByRole('row', { name: /Kite \(en\)/ });
  // One column beside the checkbox: the name, and under it its values.
  expect(within(row).getAllByRole('cell')).toHaveLength(2);
  expect(within(row).getByRole('link', { name: 'Kite (en)' })).toBeInTheDocument();
  expect(row).toHaveTextContent('Size: Large · Country: ');

  const filters = screen.getByRole('button', { name: 'Filters' });
  expect(screen.getByRole('textbox', { name: 'Search' })).toBeVisible();
  expect(screen.queryByRole('combobox', { name: 'Size' })).not.toBeInTheDocument();
  await user.click(filters);
  expect(filters).toHaveAttribute('aria-expanded', 'true');
  await user.click(screen.getByRole('combobox', { name: 'Size' }));
  await user.click(await screen.findByRole('option', { name: 'Large' }));
  expect(await screen.findByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'More actions' }));
  const menu = await screen.findByRole('menu');
  expect(within(menu).getByRole('menuitem', { name: 'Translations' })).toBeInTheDocument();
  await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Recently deleted' })).toBeInTheDocument());
});
