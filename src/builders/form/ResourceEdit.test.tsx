/**
 * An item saved and opened again is the item as saved, even before its reload answers: its form
 * shows what was saved, and a delete or a save from it is based on the version the save returned,
 * so the server never refuses the user's own change as someone else's (docs/api.md, versions).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Admin, memoryStore, Resource } from 'react-admin';
import { authors } from '../../../resources/authors/definition';
import { buildResourceModule } from '../buildResourceModule';
import { withHeldReads } from '../testing/heldReads.test-support';
import { startSignedInApi } from '../testing/signedInApi.test-support';
import { testI18nProvider } from '../testing/TestAdmin.test-support';

let api: Awaited<ReturnType<typeof startSignedInApi>>;

beforeAll(async () => {
  api = await startSignedInApi([authors], [authors]);
});

afterAll(() => api?.close());

it('an item saved and opened again shows what was saved and is deleted from the saved version, before its reload answers', async () => {
  const { data: created } = await api.dataProvider.create('authors', { data: { firstName: 'Ada', lastName: 'Lovelace' } });
  const { dataProvider, deletes, hold } = withHeldReads(api.dataProvider);
  const user = userEvent.setup();
  window.history.replaceState(null, '', `/#/authors/${created.id}/edit`);
  render(
    <Admin dataProvider={dataProvider} i18nProvider={testI18nProvider()} store={memoryStore()}>
      <Resource {...buildResourceModule(authors)} />
    </Admin>,
  );

  const firstName = await screen.findByRole('textbox', { name: /^First name/ });
  await waitFor(() => expect(firstName).toHaveValue('Ada'));
  await user.clear(firstName);
  await user.type(firstName, 'Augusta');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Author updated successfully')).toBeInTheDocument();
  const { data: saved } = await api.dataProvider.getOne('authors', { id: created.id });
  expect(saved.version).toBeGreaterThan(created.version);

  // Opened again while its reload hangs: what shows is the cache the save left.
  hold();
  const row = await screen.findByRole('row', { name: /Augusta/ });
  await user.click(within(row).getByRole('link', { name: 'Augusta' }));
  const reopened = await screen.findByRole('textbox', { name: /^First name/ });
  await waitFor(() => expect(reopened).toHaveValue('Augusta'));

  await user.click(screen.getByRole('button', { name: 'Delete' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(deletes).toEqual([{ id: created.id, version: saved.version }]));
  await waitFor(async () => expect((await api.request('GET', `/admin/authors/${created.id}`)).status).toBe(404));
});
