/**
 * A write to every matching item takes seconds at thousands of items (docs/performance.md, "A
 * bulk write of thousands"): until the server answers, the bulk bar says what is being done, and
 * no other bulk action can start beside it.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Admin, memoryStore, Resource, type DataProvider } from 'react-admin';
import type { MatchingMethods } from '../../../providers/matching';
import { authors } from '../../../resources/authors/definition';
import { equipment } from '../../../resources/equipment/definition';
import { buildResourceModule } from '../buildResourceModule';
import { createGadget } from '../testing/createGadget.test-support';
import { gadgets } from '../testing/gadgets.test-support';
import { startSignedInApi } from '../testing/signedInApi.test-support';
import { testI18nProvider } from '../testing/TestAdmin.test-support';

const pagedGadgets = { ...gadgets, list: { ...gadgets.list, pagination: 'pages' as const }, bulkUpdatable: ['featured'] };
const served = [pagedGadgets, authors, equipment];

let api: Awaited<ReturnType<typeof startSignedInApi>>;

beforeAll(async () => {
  api = await startSignedInApi(served, served);
  for (const title of ['Abacus', 'Bellows', 'Compass']) await createGadget(api.dataProvider, { title, code: title });
});

afterAll(() => api?.close());

/** The API's dataProvider, whose writes by filter wait until `release` is called. */
function withHeldMatchingWrites(real: DataProvider & MatchingMethods) {
  const held: (() => void)[] = [];
  const hold = <T,>(write: () => Promise<T>) => new Promise<T>((resolve, reject) => held.push(() => write().then(resolve, reject)));
  const dataProvider: DataProvider & MatchingMethods = {
    ...real,
    updateMatching: (resource, params) => hold(() => real.updateMatching(resource, params)),
    deleteMatching: (resource, params) => hold(() => real.deleteMatching(resource, params)),
  };
  return { dataProvider, heldCount: () => held.length, release: () => held.splice(0).forEach((send) => send()) };
}

/** The gadgets' list, a page of one, with every matching gadget selected. */
async function selectEveryMatchingGadget(dataProvider: DataProvider): Promise<UserEvent> {
  const user = userEvent.setup();
  window.history.replaceState(null, '', '/#/gadgets?perPage=1');
  render(
    <Admin dataProvider={dataProvider} i18nProvider={testI18nProvider([pagedGadgets])} store={memoryStore()}>
      {served.map((definition) => (
        <Resource key={definition.name} {...buildResourceModule(definition)} />
      ))}
    </Admin>,
  );
  await user.click(await screen.findByRole('checkbox', { name: 'Select all' }));
  const total = (await api.dataProvider.countMatching('gadgets', { filter: {} })).data.count;
  await user.click(await screen.findByRole('button', { name: `Select all ${total} gadgets matching` }));
  await screen.findByText(`All ${total} gadgets that match are selected.`);
  return user;
}

it('while every matching item is being changed, the bar says so and no other bulk action starts', async () => {
  const { dataProvider, heldCount, release } = withHeldMatchingWrites(api.dataProvider as DataProvider & MatchingMethods);
  const user = await selectEveryMatchingGadget(dataProvider);
  const total = (await api.dataProvider.countMatching('gadgets', { filter: {} })).data.count;

  await user.click(screen.getByRole('button', { name: 'Change' }));
  await user.click(screen.getByRole('menuitem', { name: 'Set Featured to yes' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));

  await waitFor(() => expect(heldCount()).toBe(1));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByText(`Setting Featured to yes on ${total} gadgets…`)).toHaveAttribute('role', 'status');
  expect(screen.getByRole('button', { name: 'Change' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Clear selection' })).not.toBeInTheDocument();

  release();
  expect(await screen.findByText(`Featured set to yes on ${total} gadgets`)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText(/^Setting Featured/)).not.toBeInTheDocument());
  const { data: items } = await api.dataProvider.getList('gadgets', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'id', order: 'ASC' },
    filter: {},
  });
  expect(items.map((item) => item.featured)).toEqual(items.map(() => true));
});

it('while every matching item is being deleted, the bar says so and the change menu waits', async () => {
  const { dataProvider, heldCount, release } = withHeldMatchingWrites(api.dataProvider as DataProvider & MatchingMethods);
  const user = await selectEveryMatchingGadget(dataProvider);
  const total = (await api.dataProvider.countMatching('gadgets', { filter: {} })).data.count;

  await user.click(screen.getByRole('button', { name: 'Delete' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));

  await waitFor(() => expect(heldCount()).toBe(1));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByText(`Deleting ${total} gadgets…`)).toHaveAttribute('role', 'status');
  expect(screen.getByRole('button', { name: 'Change' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();

  release();
  expect(await screen.findByText(`${total} gadgets deleted`)).toBeInTheDocument();
  expect((await api.dataProvider.countMatching('gadgets', { filter: {} })).data.count).toBe(0);
});
