/**
 * An item written outside its edit (a bulk write, a restore from Recently deleted) and opened
 * again is read afresh: its form never shows the item as it was before the write, and a delete
 * from it is based on the version the write gave it, so the server does not refuse the user's own
 * change as a conflict (docs/versions.md).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Admin, memoryStore, Resource } from 'react-admin';
import { authors } from '../../../resources/authors/definition';
import { equipment } from '../../../resources/equipment/definition';
import { buildResourceModule } from '../buildResourceModule';
import { gadgets } from '../testing/gadgets.test-support';
import { withHeldReads } from '../testing/heldReads.test-support';
import { startSignedInApi } from '../testing/signedInApi.test-support';
import { testI18nProvider } from '../testing/TestAdmin.test-support';
import { createGadget } from '../testing/createGadget.test-support';

const pagedGadgets = { ...gadgets, list: { ...gadgets.list, pagination: 'pages' as const }, bulkUpdatable: ['featured'] };
const served = [pagedGadgets, authors, equipment];

let api: Awaited<ReturnType<typeof startSignedInApi>>;

beforeAll(async () => {
  api = await startSignedInApi(served, served);
});

afterAll(() => api?.close());

/**
 * Opens the gadget's edit (so its read is cached), runs `write` from there, then opens the gadget
 * again from the list with its read held, and checks what the form shows and what its delete sends.
 */
async function openAgainAfter(title: string, write: (user: UserEvent) => Promise<void>) {
  const gadget = await createGadget(api.dataProvider, { title, code: title });
  const { dataProvider, deletes, hold, answer } = withHeldReads(api.dataProvider);
  const user = userEvent.setup();
  window.history.replaceState(null, '', `/#/gadgets/${gadget.id}/edit`);
  render(
    <Admin dataProvider={dataProvider} i18nProvider={testI18nProvider([pagedGadgets])} store={memoryStore()}>
      {served.map((definition) => (
        <Resource key={definition.name} {...buildResourceModule(definition)} />
      ))}
    </Admin>,
  );
  const featured = () => screen.getByRole('switch', { name: 'Featured' });
  await waitFor(() => expect(featured()).not.toBeChecked());

  await write(user);
  const { data: written } = await api.dataProvider.getOne('gadgets', { id: gadget.id });
  expect(written.version).toBeGreaterThan(gadget.version);

  hold();
  const row = await screen.findByRole('row', { name: new RegExp(`${title} \\(en\\)`) });
  await user.click(within(row).getByRole('link', { name: `${title} (en)` }));
  // While the read is held, nothing of the item as it was shows and nothing can be deleted.
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument());
  expect(screen.queryByRole('switch', { name: 'Featured' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

  answer();
  await waitFor(() => expect(featured()).toHaveProperty('checked', written.featured));
  const deletesBefore = deletes.length;
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(deletes.slice(deletesBefore)).toEqual([{ id: gadget.id, version: written.version }]));
  await waitFor(async () => expect((await api.request('GET', `/admin/gadgets/${gadget.id}`)).status).toBe(404));
}

/** From the list at `listAddress`, sets Featured to yes on what `select` selects. */
async function setFeatured(user: UserEvent, listAddress: string, select: () => Promise<void>) {
  window.location.hash = listAddress;
  await select();
  await user.click(screen.getByRole('button', { name: 'Change' }));
  await user.click(screen.getByRole('menuitem', { name: 'Set Featured to yes' }));
}

it('an item set in bulk on the selected rows is read afresh when opened again', async () => {
  await openAgainAfter('Yoyo', async (user) => {
    await setFeatured(user, '#/gadgets', async () => user.click(await screen.findByRole('checkbox', { name: 'Select Yoyo (en)' })));
    expect(await screen.findByText('Featured set to yes on 1 gadget')).toBeInTheDocument();
  });
});

it('an item set in bulk on every matching item is read afresh when opened again', async () => {
  await createGadget(api.dataProvider, { title: 'Zeppelin', code: 'Zeppelin' });
  // A page of one, so that "every matching item" is more than the rows loaded.
  await openAgainAfter('Kite', async (user) => {
    await setFeatured(user, '#/gadgets?perPage=1', async () => {
      await user.click(await screen.findByRole('checkbox', { name: 'Select all' }));
      await user.click(await screen.findByRole('button', { name: 'Select all 2 gadgets matching' }));
      await screen.findByText('All 2 gadgets that match are selected.');
    });
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Featured set to yes on 2 gadgets')).toBeInTheDocument();
  });
});

it('an item deleted from its edit and restored from Recently deleted is read afresh when opened again', async () => {
  await openAgainAfter('Marble', async (user) => {
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await user.click(await screen.findByRole('button', { name: 'Recently deleted' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recently deleted' });
    await user.click(await within(dialog).findByRole('button', { name: 'Restore Marble (en)' }));
    expect(await screen.findByText('Marble (en) restored')).toBeInTheDocument();
    // The restored entry leaves with the focused button; the focus stays in the dialog, so Escape closes it.
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Restore Marble (en)' })).not.toBeInTheDocument());
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toHaveAttribute('type', 'button');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
