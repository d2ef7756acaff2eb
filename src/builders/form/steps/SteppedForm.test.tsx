/**
 * A resource whose definition lays its form out in steps gets routed steps on its create and edit
 * screens, with no code of its own: against the real reference API, in react-admin's own router.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Admin, memoryStore, Resource } from 'react-admin';
// The package react-admin imports its router from: under Node the two names load two routers.
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { defineResource } from '../../../../resources/definition';
import { buildResourceModule } from '../../buildResourceModule';
import { startSignedInApi } from '../../testing/signedInApi.test-support';
import { testI18nProvider } from '../../testing/TestAdmin.test-support';

const drills = defineResource({
  name: 'drills',
  endpoint: 'drills',
  label: { one: 'Drill', other: 'Drills' },
  recordRepresentation: 'title',
  fields: [
    { source: 'title', label: 'Title', kind: 'text' },
    { source: 'reps', label: 'Reps', kind: 'number', integer: true, min: 1 },
    { source: 'note', label: 'Note', kind: 'text', nullable: true },
    { source: 'createdAt', label: 'Created', kind: 'date', readOnly: true },
  ],
  list: { columns: ['title', 'reps'], sortable: ['title'], defaultSort: { field: 'title', order: 'ASC' }, pagination: 'cursor' },
  search: ['title'],
  filters: [],
  deleteIsIrreversibleWarning: true,
  form: {
    steps: [
      { name: 'basics', label: 'Basics', sources: ['title'] },
      { name: 'numbers', label: 'Numbers', sources: ['reps'] },
      { name: 'notes', label: 'Notes', sources: ['note'] },
    ],
  },
});

let api: Awaited<ReturnType<typeof startSignedInApi>>;

beforeAll(async () => {
  api = await startSignedInApi([drills], [drills]);
});

afterAll(() => api?.close());

function renderAdminAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <Admin dataProvider={api.dataProvider} i18nProvider={testI18nProvider([drills])} store={memoryStore()}>
            <Resource {...buildResourceModule(drills)} />
          </Admin>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const { unmount } = render(<RouterProvider router={router} />);
  return { router, unmount };
}

const stepLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Steps' })).getByRole('link', { name: new RegExp(`^${name}`) });

async function expectStep(router: ReturnType<typeof renderAdminAt>['router'], path: string, step: string) {
  await waitFor(() => {
    expect(router.state.location.pathname).toBe(path);
    expect(stepLink(step)).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('heading', { level: 2, name: step })).toBeVisible();
  });
}

describe('a form in steps', () => {
  it('leads the bare create path to the first step, in its place', async () => {
    const { router } = renderAdminAt('/drills/create');
    await expectStep(router, '/drills/create/basics', 'Basics');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps what was typed on every step while moving between them, and saves it all', async () => {
    const user = userEvent.setup();
    const { router } = renderAdminAt('/drills/create/basics');
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Rondo');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await expectStep(router, '/drills/create/numbers', 'Numbers');
    await user.type(screen.getByRole('spinbutton', { name: /^Reps/ }), '8');
    await user.click(stepLink('Notes'));
    await expectStep(router, '/drills/create/notes', 'Notes');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Two touches');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await expectStep(router, '/drills/create/numbers', 'Numbers');
    expect(screen.getByRole('spinbutton', { name: /^Reps/ })).toHaveValue(8);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await expectStep(router, '/drills/create/basics', 'Basics');
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Rondo');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Drill created successfully')).toBeInTheDocument();
    const [stored] = (await api.request('GET', '/admin/drills?search=Rondo')).body.data as Record<string, unknown>[];
    expect(stored).toMatchObject({ title: 'Rondo', reps: 8, note: 'Two touches' });
  });

  it('takes a failed save to the first step with an error, marked, onto its field', async () => {
    const user = userEvent.setup();
    const { router } = renderAdminAt('/drills/create/notes');
    await user.type(await screen.findByRole('textbox', { name: 'Note' }), 'No title, no reps');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Both the title and the reps are missing: the first of their steps is opened.
    await expectStep(router, '/drills/create/basics', 'Basics');
    expect(stepLink('Basics')).toHaveTextContent('Has errors');
    expect(stepLink('Numbers')).toHaveTextContent('Has errors');
    expect(stepLink('Notes')).not.toHaveTextContent('Has errors');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveFocus());
    // The toast names what to fix, rather than "The form is not valid".
    expect(await screen.findByText('Not saved: check Title, Reps.')).toBeInTheDocument();
  });

  it('checks a step when it is left, moving on all the same, and a field when it loses the focus', async () => {
    const user = userEvent.setup();
    const { router } = renderAdminAt('/drills/create/basics');
    await screen.findByRole('textbox', { name: /^Title/ });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await expectStep(router, '/drills/create/numbers', 'Numbers');
    await waitFor(() => expect(stepLink('Basics')).toHaveTextContent('Has errors'));
    expect(stepLink('Numbers')).not.toHaveTextContent('Has errors');

    const reps = screen.getByRole('spinbutton', { name: /^Reps/ });
    await user.type(reps, '0');
    expect(screen.queryByText('Must be at least 1')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Must be at least 1')).toBeInTheDocument();
  });

  it('leads the bare edit paths to the first step', async () => {
    const { body } = await api.request('POST', '/admin/drills', { title: 'Passing square', reps: 4 });
    const id = (body.data as { id: string }).id;
    for (const bare of [`/drills/${id}`, `/drills/${id}/edit`]) {
      const { router, unmount } = renderAdminAt(bare);
      await expectStep(router, `/drills/${id}/edit/basics`, 'Basics');
      expect(router.state.historyAction).toBe('REPLACE');
      unmount();
    }
  });

  it('saves a change made on one step of an existing item', async () => {
    const { body } = await api.request('POST', '/admin/drills', { title: 'Crossing drill', reps: 4 });
    const id = (body.data as { id: string }).id;
    const user = userEvent.setup();
    const { router } = renderAdminAt(`/drills/${id}/edit/basics`);
    await expectStep(router, `/drills/${id}/edit/basics`, 'Basics');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Crossing drill'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await expectStep(router, `/drills/${id}/edit/numbers`, 'Numbers');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Numbers' })).toHaveFocus());
    await user.clear(screen.getByRole('spinbutton', { name: /^Reps/ }));
    await user.type(screen.getByRole('spinbutton', { name: /^Reps/ }), '6');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Drill updated successfully')).toBeInTheDocument();
    const stored = (await api.request('GET', `/admin/drills/${id}`)).body.data;
    expect(stored).toMatchObject({ title: 'Crossing drill', reps: 6 });
  });
});
