/**
 * A failed load is said as a failure, never as an empty state: a list whose first page failed
 * shows the server's message and a retry; a record that could not be loaded shows the error page
 * of its status with the server's message, never react-admin's "Element does not exist".
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Admin, memoryStore, Resource, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { authors } from '../../resources/authors/definition';
import { HttpError } from '../../providers/http-error';
import { buildResourceModule } from './buildResourceModule';
import { startSignedInApi } from './testing/signedInApi.test-support';
import { testI18nProvider } from './testing/TestAdmin.test-support';

let api: Awaited<ReturnType<typeof startSignedInApi>>;
let authorId: string;

beforeAll(async () => {
  api = await startSignedInApi([authors], [authors]);
  authorId = String((await api.dataProvider.create('authors', { data: { firstName: 'Ada', lastName: 'Lovelace' } })).data.id);
});

afterAll(() => api?.close());

const serverError = (message?: string) => new HttpError('badResponse', { status: 500, body: message ? { message } : {} });

/** The real API, but for the next `failures` calls of `method`, which fail with `error`. */
function failing(method: 'getList' | 'getOne', error: HttpError, failures = 1): DataProvider {
  let left = failures;
  return {
    ...api.dataProvider,
    [method]: (...args: [string, never]) => {
      if (left-- > 0) return Promise.reject(error);
      return (api.dataProvider[method] as (...a: typeof args) => Promise<unknown>)(...args);
    },
  };
}

function renderAdmin(path: string, dataProvider: DataProvider) {
  // react-admin's own router in a test: a hash router.
  window.history.replaceState(null, '', `/#${path}`);
  // The error page's ways back link through the app's router, which a test gives them apart.
  return render(
    <MemoryRouter>
      <Admin dataProvider={dataProvider} i18nProvider={testI18nProvider()} store={memoryStore()}>
        <Resource {...buildResourceModule(authors)} />
      </Admin>
    </MemoryRouter>,
  );
}

describe('a list whose first page failed', () => {
  it("shows the server's message and a retry, not the empty state, and the retry loads the list", async () => {
    renderAdmin('/authors', failing('getList', serverError('Database is down')));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The list could not be loaded: Database is down');
    expect(screen.queryByText(/No .* (found|yet)/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Ada' })).toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });

  it('says "Something went wrong" when the server said nothing', async () => {
    renderAdmin('/authors', failing('getList', serverError()));
    expect(await screen.findByText('The list could not be loaded: Something went wrong')).toBeInTheDocument();
  });
});

describe('a record that could not be loaded', () => {
  it('shows Not Found for an item the server does not have, with its message', async () => {
    renderAdmin('/authors/00000000-0000-4000-8000-000000000000/edit', api.dataProvider);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
    expect(screen.queryByText(/does not exist/)).toBeNull();
  });

  it("shows Server Error for a 5xx, with the server's message", async () => {
    renderAdmin(`/authors/${authorId}/edit`, failing('getOne', serverError('Database is down')));
    expect(await screen.findByRole('heading', { level: 1, name: 'Server Error' })).toBeInTheDocument();
    expect(screen.getByText('Database is down')).toBeInTheDocument();
    expect(screen.queryByText('Element does not exist')).toBeNull();
  });
});
