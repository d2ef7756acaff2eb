/**
 * A form says where the user is: the item's name (or "New author", as the tab title says it) as
 * its heading, where the item stands, its History beside it rather than under the save bar, and
 * "Save and continue editing" beside Save, which keeps the item open.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Admin, memoryStore, Resource } from 'react-admin';
import { authors } from '../../../resources/authors/definition';
import { buildResourceModule } from '../buildResourceModule';
import { startSignedInApi } from '../testing/signedInApi.test-support';
import { testI18nProvider } from '../testing/TestAdmin.test-support';

let api: Awaited<ReturnType<typeof startSignedInApi>>;

beforeAll(async () => {
  api = await startSignedInApi([authors], [authors]);
});

afterAll(() => api?.close());

it('heads the form with the item and its state, and saves with the item kept open', async () => {
  const user = userEvent.setup();
  window.history.replaceState(null, '', '/#/authors/create');
  render(
    <Admin dataProvider={api.dataProvider} i18nProvider={testI18nProvider()} store={memoryStore()}>
      <Resource {...buildResourceModule(authors)} />
    </Admin>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'New author' })).toBeInTheDocument();
  expect(screen.queryByText(/Create Author/i)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Authors' })).toHaveAttribute('href', '#/authors');

  await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Lovelace');
  expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Unsaved changes, kept as a draft');
  await user.click(screen.getByRole('button', { name: 'Save and continue editing' }));

  expect(await screen.findByText('Author created successfully')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
  await waitFor(() => expect(window.location.hash).toMatch(/^#\/authors\/[0-9a-f-]+\/edit$/));
  await waitFor(() => expect(screen.getByText('All changes saved')).toBeInTheDocument());
  expect(screen.getByText('Version 1')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'History' }));
  const history = await screen.findByRole('dialog', { name: 'History' });
  expect(await within(history).findByRole('button', { name: /^Version 1: created/ })).toBeInTheDocument();
  expect(screen.queryByText(/History \(\d+ versions?\)/)).not.toBeInTheDocument();
});
