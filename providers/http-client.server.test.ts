/**
 * The HTTP client against the real reference server: what it sends, how keys cross the wire, and
 * every kind of failure produced by a real condition.
 */
import { JSDOM } from 'jsdom';
import { PNG } from 'pngjs';
import { authors } from '../resources/authors/definition';
import { freePort } from '../scripts/free-port';
import { tableName } from '../server/items';
import { createStaffSession, type TestServer } from '../server/testing.test-support';
import { readApiConfig } from './config';
import type { FailedCall } from './http-client';
import { HttpError } from './http-error';
import { createSession } from './session';
import { createBrowserTabs } from './testing/browser-tabs.test-support';
import { environmentOf, providersFor, staffOnTestServer, type StaffOnTestServer } from './testing/server-providers.test-support';

const name = { de: 'Hantel', en: 'Dumbbell', es: 'Mancuerna', fr: 'Haltère', nl: 'Halter', pt: 'Haltere' };

/** A PNG of noise, which does not compress: about 4 × side² bytes. */
function pngFile(side = 4): File {
  const png = new PNG({ width: side, height: side });
  for (let index = 0; index < png.data.length; index += 1) png.data[index] = (index * 7919) % 251;
  return new File([new Uint8Array(PNG.sync.write(png))], 'pixel.png', { type: 'image/png' });
}

/** The failure of a call, which must fail. */
async function failureOf(call: Promise<unknown>): Promise<HttpError> {
  const outcome = await call.then(
    () => new Error('the call succeeded'),
    (error: unknown) => error,
  );
  if (outcome instanceof HttpError) return outcome;
  throw outcome;
}

describe('the HTTP client against the reference server', () => {
  let server: TestServer;
  let signedIn: StaffOnTestServer['signedIn'];
  staffOnTestServer((started) => ({ server, signedIn } = started));

  /** Holds every query on the authors table until the returned release is called. */
  async function holdAuthorsTable(): Promise<() => Promise<void>> {
    let release!: () => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const transaction = server.context.db.transaction(async (tx) => {
      await tx.query(`lock table ${tableName(authors)} in access exclusive mode`);
      locked();
      await released;
    });
    await isLocked;
    return async () => {
      release();
      await transaction;
    };
  }

  describe('what it sends', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('the browser language, the bearer token when signed in and the XSRF cookie to its own origin', async () => {
      vi.stubGlobal('navigator', { language: 'nl-BE' });
      vi.stubGlobal('document', { cookie: 'theme=dark; XSRF-TOKEN=abc%3D%3D; other=1' });
      const staff = await createStaffSession(server);
      const sameOrigin = providersFor(server, { pageOrigin: server.baseUrl });

      await sameOrigin.httpClient.request('password/forgot', { method: 'POST', body: { email: staff.email } });
      await sameOrigin.session.signIn({ email: staff.email, password: staff.password });
      await sameOrigin.httpClient.request('admin/authors');

      const [forgot, token, me, list] = sameOrigin.recorder.sent;
      expect(forgot.url).toBe(`${server.apiUrl}/password/forgot`);
      expect(forgot.headers.get('Authorization')).toBeNull();
      expect(token.url).toBe(`${server.apiUrl}/oauth/token`);
      expect(token.headers.get('Authorization')).toBeNull();
      for (const request of [forgot, token, me, list]) {
        expect(request.headers.get('Accept-Language')).toBe('nl-BE');
        expect(request.headers.get('X-XSRF-TOKEN')).toBe('abc==');
      }
      expect(me.headers.get('Authorization')).toBe(`Bearer ${sameOrigin.session.record!.accessToken}`);
      expect(list.headers.get('Authorization')).toBe(`Bearer ${sameOrigin.session.record!.accessToken}`);

      sameOrigin.session.signOut();
      await sameOrigin.httpClient.request('password/forgot', { method: 'POST', body: { email: staff.email } });
      expect(sameOrigin.recorder.sent.at(-1)!.headers.get('Authorization')).toBeNull();
      sameOrigin.session.dispose();
    });

    it('no XSRF header to another origin, and no Accept-Language without a browser language', async () => {
      vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=abc' });
      const elsewhere = providersFor(server, { pageOrigin: 'https://admin.example.org' });
      await elsewhere.httpClient.request('password/forgot', { method: 'POST', body: { email: 'someone@example.test' } });
      const [forgot] = elsewhere.recorder.sent;
      expect(forgot.headers.get('X-XSRF-TOKEN')).toBeNull();
      expect(forgot.headers.get('Accept-Language')).toBeNull();
    });
  });

  describe('keys on the wire', () => {
    it('camelCase out as snake_case, nested and in arrays, and back; translatable maps untouched', async () => {
      const { httpClient, recorder } = signedIn;
      const created = await httpClient.request<{ data: Record<string, unknown> }>('admin/equipment', {
        method: 'POST',
        body: { name, description: name, iconId: null, link: 'https://example.org/dumbbell' },
      });
      const exercise = await httpClient.request<{ data: Record<string, unknown> }>('admin/exercises', {
        method: 'POST',
        body: {
          name,
          description: name,
          types: ['strength power'],
          repsLeftRightAlternating: true,
          gymAccessRequired: false,
          equipmentIds: [created.data.id],
        },
      });

      const sentBody = JSON.parse(String(recorder.sent.at(-1)!.body));
      expect(sentBody).toEqual({
        name,
        description: name,
        types: ['strength power'],
        reps_left_right_alternating: true,
        gym_access_required: false,
        equipment_ids: [created.data.id],
      });
      expect(exercise.data).toMatchObject({
        name,
        types: ['strength power'],
        repsLeftRightAlternating: true,
        gymAccessRequired: false,
        createdAt: expect.any(String),
        equipment: [{ id: created.data.id, name, description: name, link: 'https://example.org/dumbbell', createdAt: expect.any(String) }],
      });
      expect(Object.keys(exercise.data).some((key) => key.includes('_'))).toBe(false);
    });

    it('form-data goes as it is; the media answer comes back in camelCase', async () => {
      const { httpClient, recorder } = signedIn;
      const form = new FormData();
      form.append('file', pngFile());
      const progress: { loaded: number; total?: number }[] = [];
      const media = await httpClient.request<{ data: Record<string, unknown> }>('admin/media', {
        method: 'POST',
        body: form,
        onUploadProgress: (event) => progress.push(event),
      });
      expect(recorder.sent.at(-1)!.body).toBe(form);
      expect(media.data).toMatchObject({ fileName: expect.any(String), mimeType: 'image/png', size: expect.any(Number) });
      // Without XMLHttpRequest (Node), progress is told at the start and at the end.
      const size = (form.get('file') as File).size;
      expect(progress).toEqual([
        { loaded: 0, total: size },
        { loaded: size, total: size },
      ]);
    });

    it('in a browser, an upload goes through XMLHttpRequest and reports its progress as it goes', async () => {
      // jsdom's XMLHttpRequest does real HTTP; its page is on the API's origin, as the admin's is.
      const { window } = new JSDOM('', { url: server.baseUrl });
      for (const name of ['FormData', 'Blob', 'File'] as const) vi.stubGlobal(name, window[name]);
      try {
        const staff = await createStaffSession(server);
        const session = createSession({
          http: { config: readApiConfig(environmentOf(server), server.baseUrl), XMLHttpRequest: window.XMLHttpRequest },
          storage: createBrowserTabs().openTab().storage,
        });
        await session.signIn({ email: staff.email, password: staff.password });
        const form = new window.FormData();
        const file = pngFile(256);
        form.append('file', new window.File([await file.arrayBuffer()], file.name, { type: file.type }));
        const progress: { loaded: number; total?: number }[] = [];
        const media = await session.httpClient.request<{ data: Record<string, unknown> }>('admin/media', {
          method: 'POST',
          body: form,
          onUploadProgress: (event) => progress.push(event),
        });
        expect(media.data).toMatchObject({ mimeType: 'image/png', size: file.size });
        expect(progress.length).toBeGreaterThan(0);
        expect(progress.at(-1)!.loaded).toBe(progress.at(-1)!.total);
        expect(progress.at(-1)!.total).toBeGreaterThan(file.size);
        session.dispose();
      } finally {
        vi.unstubAllGlobals();
      }
    });

    it('oauth paths are left alone: a form-encoded body out, snake_case keys back', async () => {
      const { httpClient, session } = signedIn;
      const answer = await httpClient
        .request<Record<string, unknown>>('oauth/token', {
          method: 'POST',
          body: new URLSearchParams({
            grant_type: 'refresh_token',
            refresh_token: 'not-a-token',
            client_id: signedIn.config.clientId,
            client_secret: signedIn.config.clientSecret,
          }),
        })
        .catch((error: HttpError) => error.body);
      expect(answer).toMatchObject({ error: 'invalid_grant' });
      expect(session.isSignedIn).toBe(true);
    });
  });

  describe('every failure is one HttpError with a kind', () => {
    it('network: nothing listens where the API should be', async () => {
      const port = await freePort();
      const { httpClient } = providersFor({ baseUrl: `http://127.0.0.1:${port}` });
      const error = await failureOf(httpClient.request('me'));
      expect(error.kind).toBe('network');
      expect(error.status).toBeUndefined();
      expect(error.message).toBe('Network error');
    });

    it('badRequest: a 404 with the server message, a 422 with field errors by camelCase path', async () => {
      const { httpClient } = signedIn;
      const missing = await failureOf(httpClient.request('admin/authors/00000000-0000-4000-8000-000000000000'));
      expect(missing).toMatchObject({ kind: 'badRequest', status: 404, message: 'No such author.', serverMessage: 'No such author.' });

      const invalid = await failureOf(
        httpClient.request('admin/equipment', { method: 'POST', body: { name: { ...name, en: '' }, description: name, iconId: 'nope' } }),
      );
      expect(invalid).toMatchObject({ kind: 'badRequest', status: 422 });
      expect(invalid.fieldErrors).toEqual({ 'name.en': 'Required', iconId: 'Must be a valid id' });
      expect(invalid.body?.errors).toEqual(invalid.fieldErrors);
    });

    it('badResponse: a 5xx from a broken database', async () => {
      const table = tableName(authors);
      await server.context.db.query(`alter table ${table} rename to authors_elsewhere`);
      try {
        const error = await failureOf(signedIn.httpClient.request('admin/authors'));
        expect(error).toMatchObject({ kind: 'badResponse', status: 500, message: 'Something went wrong' });
      } finally {
        await server.context.db.query(`alter table authors_elsewhere rename to ${table}`);
      }
    });

    it('badResponse: a 2xx whose body is not JSON', async () => {
      const error = await failureOf(signedIn.httpClient.request('admin/export/authors', { query: { format: 'csv' } }));
      expect(error).toMatchObject({ kind: 'badResponse', status: 200 });
    });

    it('aborted: the caller aborts a call under way', async () => {
      const release = await holdAuthorsTable();
      const controller = new AbortController();
      const call = signedIn.httpClient.request('admin/authors', { signal: controller.signal });
      await vi.waitFor(() => expect(signedIn.recorder.sent.at(-1)!.url).toContain('/admin/authors'));
      controller.abort();
      const error = await failureOf(call);
      await release();
      expect(error.kind).toBe('aborted');
    });

    it('timeout: the call takes longer than its own limit; none by default', async () => {
      const release = await holdAuthorsTable();
      const limited = signedIn.httpClient.request('admin/authors', { timeout: 300 });
      const unlimited = signedIn.httpClient.request('admin/authors');
      const error = await failureOf(limited);
      await release();
      expect(error.kind).toBe('timeout');
      await expect(unlimited).resolves.toMatchObject({ data: expect.any(Array) });
    });

    it('canceled: the session ends while the call is under way', async () => {
      const staff = await createStaffSession(server);
      const leaving = providersFor(server);
      await leaving.session.signIn({ email: staff.email, password: staff.password });
      const release = await holdAuthorsTable();
      const call = leaving.httpClient.request('admin/authors');
      await vi.waitFor(() => expect(leaving.recorder.sent.at(-1)!.url).toContain('/admin/authors'));
      leaving.session.signOut();
      const error = await failureOf(call);
      await release();
      expect(error.kind).toBe('canceled');
      await expect(leaving.authProvider.checkError(error)).rejects.toBe(error);
    });
  });

  describe('the failed-call hook (error reporting)', () => {
    it('is told of a 5xx, a 2xx that is not JSON and a call that got no answer, with the method and the path only', async () => {
      const failures: FailedCall[] = [];
      const staff = await createStaffSession(server);
      const reporting = providersFor(server, { onFailedCall: (failure) => failures.push(failure) });
      await reporting.session.signIn({ email: staff.email, password: staff.password });
      const table = tableName(authors);
      await server.context.db.query(`alter table ${table} rename to authors_elsewhere`);
      try {
        await failureOf(reporting.httpClient.request('admin/authors'));
      } finally {
        await server.context.db.query(`alter table authors_elsewhere rename to ${table}`);
      }
      await failureOf(reporting.httpClient.request('admin/export/authors', { query: { format: 'csv' } }));
      const port = await freePort();
      const offline = providersFor({ baseUrl: `http://127.0.0.1:${port}` }, { onFailedCall: (failure) => failures.push(failure) });
      await failureOf(offline.httpClient.request('me', { method: 'DELETE', body: { password: 'never-reported' } }));
      expect(failures).toEqual([
        { method: 'GET', path: '/api/v1/admin/authors', kind: 'badResponse', status: 500 },
        { method: 'GET', path: '/api/v1/admin/export/authors', kind: 'badResponse', status: 200 },
        { method: 'DELETE', path: '/api/v1/me', kind: 'network', status: undefined },
      ]);
    });

    it('is not told of a 4xx, an aborted call or a refused sign-in', async () => {
      const failures: FailedCall[] = [];
      const reporting = providersFor(server, { onFailedCall: (failure) => failures.push(failure) });
      await failureOf(reporting.session.signIn({ email: 'nobody@demo.test', password: 'wrong-password' }));
      await failureOf(reporting.httpClient.request('me'));
      const controller = new AbortController();
      controller.abort();
      await failureOf(signedIn.httpClient.request('admin/authors', { signal: controller.signal }));
      expect(failures).toEqual([]);
    });
  });
});
