/**
 * The providers against answers exactly as a stock Laravel + Passport deployment gives them
 * (Laravel's paginators through API resources, its validation exception, Passport 12's and 13's
 * refusals of a refresh token), served by a fake `fetch` that writes them out literally.
 */
import { createAuthProvider } from './auth-provider';
import type { ApiConfig } from './config';
import { createDataProvider } from './data-provider';
import { isHttpError } from './http-error';
import { isEstimatedTotal } from './list-total';
import { formLevelErrorKey } from './record-shape';
import { createSession } from './session';
import { createBrowserTabs } from './testing/browser-tabs.test-support';

const config: ApiConfig = { apiUrl: 'http://laravel.test/api/v1', clientId: 'client', clientSecret: 'secret' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const translated = (text: string) => ({ de: text, en: text, es: text, fr: text, nl: text, pt: text });
const author = (id: number) => ({
  id,
  first_name: `First ${id}`,
  last_name: `Last ${id}`,
  author_picture: null,
  updated_at: '2025-01-01T00:00:00.000000Z',
});

/** LengthAwarePaginator::toArray through PaginatedResourceResponse, with its UrlWindow's page buttons. */
function lengthAwarePage(path: string, items: unknown[], page: number, perPage: number, total: number, query = '') {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const url = (number: number) => `${path}?${query}${query ? '&' : ''}page=${number}`;
  const from = items.length > 0 ? (page - 1) * perPage + 1 : null;
  return {
    data: items,
    links: { first: url(1), last: url(lastPage), prev: page > 1 ? url(page - 1) : null, next: page < lastPage ? url(page + 1) : null },
    meta: {
      current_page: page,
      from,
      last_page: lastPage,
      links: [
        { url: page > 1 ? url(page - 1) : null, label: '&laquo; Previous', active: false },
        ...Array.from({ length: lastPage }, (_, index) => ({ url: url(index + 1), label: String(index + 1), active: index + 1 === page })),
        { url: page < lastPage ? url(page + 1) : null, label: 'Next &raquo;', active: false },
      ],
      path,
      per_page: perPage,
      to: from === null ? null : from + items.length - 1,
      total,
    },
  };
}

function signedInStorage() {
  const { storage } = createBrowserTabs().openTab();
  storage.setItem(
    'oAuth',
    JSON.stringify({ accessToken: 'old', refreshToken: 'stale', tokenType: 'Bearer', expiresIn: 3600, expiresAt: Date.now() + 3_600_000 }),
  );
  return storage;
}

describe("Passport's refusal of a refresh token", () => {
  const refusals = {
    'Passport 12 and older: 401 invalid_request': json(401, {
      error: 'invalid_request',
      error_description: 'The refresh token is invalid.',
      hint: 'Token has been revoked',
      message: 'The refresh token is invalid.',
    }),
    'Passport 13: 400 invalid_grant': json(400, {
      error: 'invalid_grant',
      error_description:
        'The provided authorization grant (e.g., authorization code, resource owner credentials) or refresh token is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.',
      hint: 'Token has been revoked',
      message:
        'The provided authorization grant (e.g., authorization code, resource owner credentials) or refresh token is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.',
    }),
  };

  for (const [name, refusal] of Object.entries(refusals)) {
    it(`${name}: ends the session once, with one refresh for every call, and no loop`, async () => {
      const sent: string[] = [];
      const fetch: typeof globalThis.fetch = async (input) => {
        const url = new URL(String(input));
        sent.push(url.pathname);
        return url.pathname === '/api/v1/oauth/token' ? refusal.clone() : json(401, { message: 'Unauthenticated.' });
      };
      const expired = vi.fn();
      const toLogin = vi.fn();
      const session = createSession({
        http: { config, fetch },
        storage: signedInStorage(),
        refreshBeforeExpiryMs: false,
        onSessionExpired: expired,
        navigateToLogin: toLogin,
        storageEvents: undefined,
      });
      const dataProvider = createDataProvider({ httpClient: session.httpClient });
      const authProvider = createAuthProvider(session);
      const list = (resource: string) =>
        dataProvider.getList(resource, { pagination: { page: 1, perPage: 25 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} });

      const failures = await Promise.all(
        ['authors', 'injuries', 'equipment'].map((resource) => list(resource).catch((error: unknown) => error)),
      );
      // What react-admin does with each failure: hand it to checkError, which signs out (again: a no-op).
      for (const failure of failures) await authProvider.checkError(failure).catch(() => undefined);

      expect(failures.every((failure) => isHttpError(failure))).toBe(true);
      expect(sent.filter((path) => path === '/api/v1/oauth/token')).toHaveLength(1);
      expect(sent.filter((path) => path.startsWith('/api/v1/admin/'))).toHaveLength(3);
      expect(expired).toHaveBeenCalledTimes(1);
      expect(toLogin).toHaveBeenCalledTimes(1);
      expect(session.isSignedIn).toBe(false);
      // Signed out, a further call goes without a token and makes no refresh.
      await list('authors').catch(() => undefined);
      expect(sent.filter((path) => path === '/api/v1/oauth/token')).toHaveLength(1);
      session.dispose();
    });
  }
});

describe("Laravel's pages", () => {
  function laravelApi(answer: (url: URL) => unknown) {
    const sent: string[] = [];
    const fetch: typeof globalThis.fetch = async (input) => {
      const url = new URL(String(input));
      sent.push(url.href);
      return json(200, answer(url));
    };
    return {
      sent,
      dataProvider: createDataProvider({
        httpClient: createSession({
          http: { config, fetch },
          storage: signedInStorage(),
          refreshBeforeExpiryMs: false,
          storageEvents: undefined,
        }).httpClient,
      }),
    };
  }
  const params = (page: number) => ({ pagination: { page, perPage: 2 }, sort: { field: 'lastName', order: 'ASC' as const }, filter: {} });

  it('length-aware: reads the total from the full meta and follows links.next only, with integer ids and an extra key on each item', async () => {
    const path = 'http://laravel.test/api/v1/admin/authors';
    const { sent, dataProvider } = laravelApi((url) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      return lengthAwarePage(
        path,
        [author(page * 2 - 1), author(page * 2)].filter((item) => item.id <= 5),
        page,
        2,
        5,
        'column=last_name&direction=asc&per_page=2',
      );
    });
    const first = await dataProvider.getList('authors', params(1));
    expect(first.total).toBe(5);
    expect(first.data.map((item) => item.id)).toEqual([1, 2]);
    expect(first.data[0]).toMatchObject({ firstName: 'First 1', updatedAt: '2025-01-01T00:00:00.000000Z' });
    const third = await dataProvider.getList('authors', params(3));
    expect(third.data.map((item) => item.id)).toEqual([5]);
    expect(sent.slice(1)).toEqual([
      `${path}?column=last_name&direction=asc&per_page=2&page=2`,
      `${path}?column=last_name&direction=asc&per_page=2&page=3`,
    ]);
  });

  it("length-aware: a total is a count unless the meta says it is the server's estimate", async () => {
    const path = 'http://laravel.test/api/v1/admin/authors';
    const answers = [
      lengthAwarePage(path, [author(1), author(2)], 1, 2, 5),
      {
        ...lengthAwarePage(path, [author(1), author(2)], 1, 2, 21_253),
        meta: { ...lengthAwarePage(path, [], 1, 2, 21_253).meta, total_exact: false },
      },
    ];
    const { dataProvider } = laravelApi(() => answers.shift());
    const counted = await dataProvider.getList('authors', params(1));
    expect(counted.total).toBe(5);
    expect(isEstimatedTotal(counted.meta)).toBe(false);
    const estimated = await dataProvider.getList('authors', { ...params(1), filter: { q: 'first' } });
    expect(estimated.total).toBe(21_253);
    expect(isEstimatedTotal(estimated.meta)).toBe(true);
  });

  it('cursor: follows links.next, and says there is more only while it has one', async () => {
    const path = 'http://laravel.test/api/v1/admin/knowledge_videos';
    const { sent, dataProvider } = laravelApi((url) => {
      const cursor = url.searchParams.get('cursor');
      return {
        data: [],
        links: {
          first: null,
          last: null,
          prev: cursor ? `${path}?cursor=eyJwcmV2In0` : null,
          next: cursor ? null : `${path}?per_page=2&cursor=eyJpZCI6Mn0`,
        },
        meta: { path, per_page: 2, next_cursor: cursor ? null : 'eyJpZCI6Mn0', prev_cursor: cursor ? 'eyJwcmV2In0' : null },
      };
    });
    const first = await dataProvider.getList('knowledge-videos', params(1));
    expect(first.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false });
    const second = await dataProvider.getList('knowledge-videos', params(2));
    expect(second.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true });
    expect(sent[1]).toBe(`${path}?per_page=2&cursor=eyJpZCI6Mn0`);
  });

  it('a bare paginator (links the list of page buttons): follows next_page_url', async () => {
    const path = 'http://laravel.test/api/v1/admin/authors';
    const { sent, dataProvider } = laravelApi((url) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      const { data, links, meta } = lengthAwarePage(path, [author(page)], page, 1, 2);
      return {
        ...meta,
        data,
        first_page_url: links.first,
        last_page_url: links.last,
        next_page_url: links.next,
        prev_page_url: links.prev,
      };
    });
    expect((await dataProvider.getList('authors', params(1))).total).toBe(2);
    expect((await dataProvider.getList('authors', params(2))).data.map((item) => item.id)).toEqual([2]);
    expect(sent[1]).toBe(`${path}?page=2`);
  });
});

describe("Laravel's 422", () => {
  it('lands every message on its field, and what matches no field on the form-level error the toast shows', async () => {
    const fetch: typeof globalThis.fetch = async () =>
      json(422, {
        message: 'The name.en field is required. (and 4 more errors)',
        errors: {
          'name.en': ['The name.en field is required.'],
          'types.1': ['The selected types.1 is invalid.'],
          'equipment_ids.0': ['The selected equipment_ids.0 is invalid.', 'The equipment_ids.0 field must be a valid UUID.'],
          image_id: ['The image id field must be a valid UUID.'],
          legacy_code: ['The legacy code has already been taken.'],
        },
      });
    const dataProvider = createDataProvider({
      httpClient: createSession({
        http: { config, fetch },
        storage: signedInStorage(),
        refreshBeforeExpiryMs: false,
        storageEvents: undefined,
      }).httpClient,
    });
    const failure = await dataProvider
      .update('exercises', { id: 7, data: { name: translated(''), types: ['push', 'x'] }, previousData: { id: 7 } })
      .catch((error: unknown) => error);
    expect(isHttpError(failure)).toBe(true);
    if (!isHttpError(failure)) return;
    expect(failure.status).toBe(422);
    expect(failure.message).toBe('The name.en field is required. (and 4 more errors)');
    expect(failure.body?.errors).toEqual({
      'name.en': 'The name.en field is required.',
      types: 'The selected types.1 is invalid.',
      equipmentIds: 'The selected equipment_ids.0 is invalid.',
      image: 'The image id field must be a valid UUID.',
      [formLevelErrorKey]: 'legacyCode: The legacy code has already been taken.',
    });
  });
});
