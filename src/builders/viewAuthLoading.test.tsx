/**
 * A built screen is never held on a loading indicator by an access check react-admin's cache
 * holds as pending with nobody asking it (a check cancelled when the screen before was left
 * mid-way): it shows (viewAuthLoading.ts). Without it the create and edit screens stay on their
 * indicator; the list's check, which react-admin reads under another key, is kept as a guard.
 */
import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Admin, memoryStore, Resource, type AuthProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { ApiContext, type Api } from '../api/ApiContext';
import { authors } from '../../resources/authors/definition';
import { MainLayout } from '../layout/MainLayout';
import { buildResourceModule, prefetchResourceViews } from './buildResourceModule';
import { testI18nProvider } from './testing/TestAdmin.test-support';

const staff = { id: 'staff', fullName: 'Sam Staff' };
const signedIn: AuthProvider = {
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve('staff'),
  getIdentity: () => Promise.resolve(staff),
  canAccess: () => Promise.resolve(true),
};

const ada = { id: 'a1', firstName: 'Ada', lastName: 'Lovelace', version: 1 };
const answers: Record<string, () => Promise<unknown>> = {
  getList: () => Promise.resolve({ data: [ada], total: 1 }),
  getOne: () => Promise.resolve({ data: ada }),
  getMany: () => Promise.resolve({ data: [] }),
  getManyReference: () => Promise.resolve({ data: [], total: 0 }),
};
// Anything else the screens ask waits for ever: what is checked here needs none of it.
const data = new Proxy(answers, {
  get: (known, method: string) => known[method] ?? (() => new Promise(() => undefined)),
}) as DataProvider;

// The layout's own requests (which definitions the server serves) wait for ever too.
const api = { httpClient: { request: () => new Promise(() => undefined) } } as unknown as Api;

beforeAll(() => prefetchResourceViews(), 30_000);

describe.each([
  ['the list', 'list', '/authors', () => screen.findByRole('link', { name: 'Ada' })],
  ['the create form', 'create', '/authors/create', () => screen.findByRole('textbox', { name: /First name/ })],
  ['the edit form', 'edit', '/authors/a1/edit', () => screen.findByDisplayValue('Ada')],
])('%s, with its access check left pending in the cache', (_name, action, path, shown) => {
  it('shows, not a loading indicator', async () => {
    const queryClient = new QueryClient();
    // The check as a cancelled one leaves it: pending, not fetching, no screen following it.
    queryClient.getQueryCache().build(queryClient, { queryKey: ['auth', 'canAccess', { action, resource: authors.name }] });
    window.history.replaceState(null, '', `/#${path}`);
    // The layout's links go through the app's router, which a test gives them apart.
    render(
      <ApiContext.Provider value={api}>
        <MemoryRouter>
          <Admin
            dataProvider={data}
            authProvider={signedIn}
            queryClient={queryClient}
            i18nProvider={testI18nProvider()}
            store={memoryStore()}
            layout={MainLayout}
          >
            <Resource {...buildResourceModule(authors)} />
          </Admin>
        </MemoryRouter>
      </ApiContext.Provider>,
    );
    expect(await shown()).toBeInTheDocument();
  });
});
