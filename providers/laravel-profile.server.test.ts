/**
 * The providers against the reference server behind the Laravel profile (tests/laravel-profile):
 * integer ids read and written back, Laravel's full page meta followed by its next link, an
 * unknown category and an extra key shown and kept on save, a 422 summarised as Laravel does, and
 * Passport 12's refusal of a refresh token ending the session once.
 */
import { startLaravelProfile, unknownCategory, type LaravelProfile } from '../tests/laravel-profile/laravel-profile';
import { createStaffSession, startTestServer, type TestServer } from '../server/testing.test-support';
import { isHttpError } from './http-error';
import { unreadableOf } from './record-shape';
import { sessionStorageKey } from './session';
import { providersFor } from './testing/server-providers.test-support';

const translated = (text: string) => ({
  de: `${text} (de)`,
  en: text,
  es: `${text} (es)`,
  fr: `${text} (fr)`,
  nl: `${text} (nl)`,
  pt: `${text} (pt)`,
});

let server: TestServer;
let profile: LaravelProfile;
let signedIn: ReturnType<typeof providersFor>;

beforeAll(async () => {
  server = await startTestServer();
  profile = await startLaravelProfile(server.baseUrl);
  const staff = await createStaffSession(server);
  signedIn = providersFor({ baseUrl: profile.url }, { refreshBeforeExpiryMs: false });
  await signedIn.session.signIn({ email: staff.email, password: staff.password });
});
afterAll(async () => {
  signedIn?.session.dispose();
  await profile?.close();
  await server?.close();
});

describe('the providers against the Laravel profile', () => {
  it('read integer ids from cursor pages, follow links.next, and write the ids back', async () => {
    const { dataProvider, recorder } = signedIn;
    for (let index = 0; index < 5; index += 1) {
      await dataProvider.create('authors', { data: { firstName: `Int ${index}`, lastName: `Laravel ${index}`, authorPicture: null } });
    }
    const params = (page: number) => ({
      pagination: { page, perPage: 2 },
      sort: { field: 'lastName', order: 'ASC' as const },
      filter: { q: 'Laravel' },
    });
    const first = await dataProvider.getList('authors', params(1));
    expect(first.pageInfo?.hasNextPage).toBe(true);
    expect(first.data.every((item) => Number.isInteger(item.id))).toBe(true);
    const answer = JSON.parse(recorder.sent.at(-1)!.answer!);
    expect(Object.keys(answer.meta)).toEqual(['path', 'per_page', 'next_cursor', 'prev_cursor']);
    expect(answer.links).toMatchObject({ first: null, last: null, next: expect.stringContaining(answer.meta.next_cursor) });
    await dataProvider.getList('authors', params(2));
    expect(recorder.sent.at(-1)!.url).toBe(answer.links.next);
    const third = await dataProvider.getList('authors', params(3));
    expect(third.data.map((item) => item.lastName)).toEqual(['Laravel 4']);
    expect(third.pageInfo?.hasNextPage).toBe(false);

    const author = first.data[0]!;
    const { data: video } = await dataProvider
      .create('knowledge-videos', {
        data: {
          title: translated('Int video'),
          description: translated('About ids'),
          category: 'pro_life',
          premium: false,
          authorId: author.id,
        },
      })
      .catch((error: unknown) => ({ data: error as never }));
    // A knowledge video needs its files; the refusal names them, not the author's integer id.
    expect(isHttpError(video) && Object.keys(video.fieldErrors).sort()).toEqual(['knowledgeVideo', 'thumbnail']);
    const { data: updated } = await dataProvider.update('authors', {
      id: author.id,
      data: { ...author, firstName: 'Renamed' },
      previousData: author,
    });
    expect(updated).toMatchObject({ id: author.id, firstName: 'Renamed', updatedAt: expect.any(String) });
    const { data: many } = await dataProvider.getMany('authors', { ids: [author.id] });
    expect(many.map((item) => item.id)).toEqual([author.id]);
  });

  it("follow Laravel's full length-aware meta by links.next", async () => {
    const { dataProvider, recorder } = signedIn;
    for (let index = 0; index < 5; index += 1) {
      await dataProvider.create('exercises', {
        data: { name: translated(`Paged drill ${index}`), description: translated('Paged'), types: ['strength power'] },
      });
    }
    const params = (page: number) => ({
      pagination: { page, perPage: 2 },
      sort: { field: 'name', order: 'ASC' as const },
      filter: { q: 'Paged drill', type: 'strength power' },
    });
    const first = await dataProvider.getList('exercises', params(1));
    expect(first.total).toBe(5);
    const answer = JSON.parse(recorder.sent.at(-1)!.answer!);
    expect(Object.keys(answer.meta)).toEqual(['current_page', 'from', 'last_page', 'links', 'path', 'per_page', 'to', 'total']);
    expect(answer.meta.links.map((link: { label: string }) => link.label)).toEqual(['&laquo; Previous', '1', '2', '3', 'Next &raquo;']);
    expect(new URL(answer.links.next).searchParams.get('type')).toBe('strength power');
    const third = await dataProvider.getList('exercises', params(3));
    expect(third.data.map((item) => item.name.en)).toEqual(['Paged drill 4']);
    expect(recorder.sent.at(-2)!.url).toBe(answer.links.next);
  });

  it('show and keep on save a category the admin does not know; a 422 says how many more errors there are', async () => {
    const { dataProvider, recorder } = signedIn;
    const { data } = await dataProvider.getList('exercises', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    // The first exercise by name when the profile first listed exercises.
    const withUnknown = data.filter((item) => (item.types as string[]).includes(unknownCategory));
    expect(withUnknown).toHaveLength(1);
    const first = withUnknown[0]!;
    expect(unreadableOf(first)).toBeUndefined();
    expect(first.types).toEqual(['strength power', unknownCategory]);
    await dataProvider.update('exercises', { id: first.id, data: { ...first, reps: 9 }, previousData: first });
    const sent = JSON.parse(String(recorder.sent.at(-1)!.body));
    expect(sent).toMatchObject({ types: ['strength power', unknownCategory], updated_at: expect.any(String) });
    expect((await dataProvider.getOne('exercises', { id: first.id })).data).toMatchObject({
      types: ['strength power', unknownCategory],
      reps: 9,
    });

    const failure = await dataProvider
      .update('exercises', { id: first.id, data: { ...first, name: { ...first.name, en: '', de: '' }, reps: -1 }, previousData: first })
      .catch((error: unknown) => error);
    expect(isHttpError(failure) && failure.message).toBe(`${isHttpError(failure) && failure.fieldErrors['name.de']} (and 2 more errors)`);
    expect(isHttpError(failure) && Object.keys(failure.fieldErrors).sort()).toEqual(['name.de', 'name.en', 'reps']);
  });

  it("Passport 12's 401 invalid_request for a bad refresh token ends the session once", async () => {
    const staff = await createStaffSession(server);
    const tab = providersFor({ baseUrl: profile.url }, { refreshBeforeExpiryMs: false });
    await tab.session.signIn({ email: staff.email, password: staff.password });
    const record = JSON.parse(tab.tab.storage.getItem(sessionStorageKey)!);
    tab.tab.storage.setItem(sessionStorageKey, JSON.stringify({ ...record, accessToken: 'expired', refreshToken: 'revoked' }));
    const again = providersFor({ baseUrl: profile.url }, { refreshBeforeExpiryMs: false, storage: tab.tab.storage });
    const failures = await Promise.all(
      ['authors', 'injuries'].map((resource) =>
        again.dataProvider
          .getList(resource, { pagination: { page: 1, perPage: 5 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} })
          .catch((error: unknown) => error),
      ),
    );
    expect(failures.every((failure) => isHttpError(failure))).toBe(true);
    const refreshes = again.recorder.sent.filter((request) => request.url.endsWith('/oauth/token'));
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]!.answer).toContain('invalid_request');
    expect(again.navigateToLogin).toHaveBeenCalledTimes(1);
    expect(again.session.isSignedIn).toBe(false);
    tab.session.dispose();
    again.session.dispose();
  });

  it('sign out without a revoke endpoint: the session is cleared, and nothing more is said', async () => {
    const staff = await createStaffSession(server);
    const tab = providersFor({ baseUrl: profile.url }, { refreshBeforeExpiryMs: false });
    await tab.authProvider.login({ email: staff.email, password: staff.password });
    await expect(tab.authProvider.logout({})).resolves.toBeUndefined();
    expect(tab.session.isSignedIn).toBe(false);
    expect(tab.tab.storage.getItem(sessionStorageKey)).toBeNull();
    await vi.waitFor(() =>
      expect(tab.recorder.sent.find((request) => request.url.endsWith('/oauth/revoke'))?.answer).toContain('could not be found'),
    );
    expect(tab.navigateToLogin).not.toHaveBeenCalled();
    tab.session.dispose();
  });
});
