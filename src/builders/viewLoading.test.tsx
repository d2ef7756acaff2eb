/**
 * While a screen waits for the sign-in check, it shows the admin's own progress bar, named, not
 * react-admin's Loading: that one's spinner has no accessible name and its faded text fails the
 * contrast ratio, both serious in axe (found on the exercise form's injuries step in an e2e run).
 */
import { render, screen } from '@testing-library/react';
import { Admin, memoryStore, Resource, type AuthProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { authors } from '../../resources/authors/definition';
import { MainLayout } from '../layout/MainLayout';
import { buildResourceModule, prefetchResourceViews } from './buildResourceModule';
import { testI18nProvider } from './testing/TestAdmin.test-support';

/** A check that never ends, so the screen stays waiting for it. */
const checking = () => new Promise<never>(() => undefined);

const stillChecking: AuthProvider = {
  login: checking,
  logout: () => Promise.resolve(),
  checkAuth: checking,
  checkError: () => Promise.resolve(),
  getPermissions: checking,
  getIdentity: checking,
};

// Nothing may be asked of the data while the sign-in is unknown; any ask waits for ever.
const noData = new Proxy({}, { get: () => checking }) as DataProvider;

/** Past react-admin's Loading's own delay (one second), when it would show. */
const pastLoadingDelay = () => new Promise((resolve) => setTimeout(resolve, 1_300));

beforeAll(() => prefetchResourceViews(), 30_000);

describe.each([
  ['the list', '/authors'],
  ['the create form', '/authors/create'],
  ['the edit form', '/authors/00000000-0000-4000-8000-000000000000/edit'],
])('%s, while the sign-in is being checked', (_name, path) => {
  it('shows a progress bar named "Loading", not react-admin\'s unnamed spinner', async () => {
    window.history.replaceState(null, '', `/#${path}`);
    // The layout's links go through the app's router, which a test gives them apart.
    const { container } = render(
      <MemoryRouter>
        <Admin
          dataProvider={noData}
          authProvider={stillChecking}
          i18nProvider={testI18nProvider()}
          store={memoryStore()}
          layout={MainLayout}
        >
          <Resource {...buildResourceModule(authors)} />
        </Admin>
      </MemoryRouter>,
    );
    await pastLoadingDelay();
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toContain('Loading');
    bars.forEach((bar) => expect(bar).toHaveAccessibleName());
    expect(container.querySelector('.RaLoading-root')).toBeNull();
  });
});
