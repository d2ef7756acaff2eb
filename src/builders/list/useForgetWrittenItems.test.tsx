/**
 * An item changed by a bulk write and opened again is read afresh: its form never shows the
 * values from before the write, and a delete from it is based on the version the write gave it,
 * so the server does not refuse the user's own change as a conflict (docs/versions.md).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { PNG } from 'pngjs';
import { Admin, memoryStore, Resource } from 'react-admin';
import { authors } from '../../../resources/authors/definition';
import { equipment } from '../../../resources/equipment/definition';
import { languages } from '../../../resources/languages';
import { buildResourceModule } from '../buildResourceModule';
import { gadgets } from '../testing/gadgets.test-support';
import { withHeldReads } from '../testing/heldReads.test-support';
import { startSignedInApi } from '../testing/signedInApi.test-support';
import { testI18nProvider } from '../testing/TestAdmin.test-support';

const pagedGadgets = { ...gadgets, list: { ...gadgets.list, pagination: 'pages' as const }, bulkUpdatable: ['featured'] };
const served = [pagedGadgets, authors, equipment];
const text = (value: string) => Object.fromEntries(languages.map((language) => [language, `${value} ${language}`]));

let api: Awaited<ReturnType<typeof startSignedInApi>>;

beforeAll(async () => {
  api = await startSignedInApi(served, served);
}, 60_000);

afterAll(() => api?.close(), 60_000);

async function createGadget(title: string) {
  const photo = new PNG({ width: 8, height: 8 });
  photo.data.fill(120);
  const file = new File([new Uint8Array(PNG.sync.write(photo))], 'gadget.png', { type: 'image/png' });
  const data = { title: text(title), summary: text('Summary'), code: title, size: 'small', tags: ['indoor'], featured: false };
  return (await api.dataProvider.create('gadgets', { data: { ...data, photo: { rawFile: file } } })).data;
}

/**
 * Opens the gadget's edit (so its read is cached), goes to `listAddress`, runs `bulkWrite` there,
 * then opens the gadget again with its read held, and checks what the form shows and what its
 * delete sends.
 */
async function openAgainAfter(title: string, listAddress: string, bulkWrite: (user: UserEvent) => Promise<void>) {
  const gadget = await createGadget(title);
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
  await waitFor(() => expect(featured()).not.toBeChecked(), { timeout: 10_000 });

  window.location.hash = listAddress;
  await bulkWrite(user);
  const { data: written } = await api.dataProvider.getOne('gadgets', { id: gadget.id });
  expect(written).toMatchObject({ featured: true, version: gadget.version + 1 });

  hold();
  const row = await screen.findByRole('row', { name: new RegExp(`${title} en`) }, { timeout: 10_000 });
  await user.click(within(row).getByRole('link', { name: `${title} en` }));
  // While the read is held, nothing of the item as it was shows and nothing can be deleted.
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument(), { timeout: 10_000 });
  expect(screen.queryByRole('switch', { name: 'Featured' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

  answer();
  await waitFor(() => expect(featured()).toBeChecked(), { timeout: 10_000 });
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  await user.click(within(await screen.findByRole('dialog', {}, { timeout: 10_000 })).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(deletes).toEqual([{ id: gadget.id, version: written.version }]), { timeout: 10_000 });
  await waitFor(async () => expect((await api.request('GET', `/admin/gadgets/${gadget.id}`)).status).toBe(404), { timeout: 10_000 });
}

async function setFeatured(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Change' }));
  await user.click(screen.getByRole('menuitem', { name: 'Set Featured to yes' }));
}

it('an item set in bulk on the selected rows is read afresh when opened again', async () => {
  await openAgainAfter('Yoyo', '#/gadgets', async (user) => {
    await user.click(await screen.findByRole('checkbox', { name: 'Select Yoyo en' }, { timeout: 10_000 }));
    await setFeatured(user);
    expect(await screen.findByText('Featured set to yes on 1 gadget', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
}, 60_000);

it('an item set in bulk on every matching item is read afresh when opened again', async () => {
  await createGadget('Zeppelin');
  // A page of one, so that "every matching item" is more than the rows loaded.
  await openAgainAfter('Kite', '#/gadgets?perPage=1', async (user) => {
    await user.click(await screen.findByRole('checkbox', { name: 'Select all' }, { timeout: 10_000 }));
    await user.click(await screen.findByRole('button', { name: 'Select all 2 gadgets matching' }, { timeout: 10_000 }));
    await screen.findByText('All 2 gadgets that match are selected.', {}, { timeout: 10_000 });
    await setFeatured(user);
    await user.click(within(await screen.findByRole('dialog', {}, { timeout: 10_000 })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Featured set to yes on 2 gadgets', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
}, 60_000);
