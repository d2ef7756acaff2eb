/**
 * Saved views: one's own and those shared with all staff, changed only by their owner, checked
 * against the resource's list, and gone with the account that saved them.
 */
import { sessionClient, type SessionClient } from '../auth/session-client.test-support';
import { createMemberSession, createStaffSession, startTestServer, type TestServer, type TestSession } from '../testing.test-support';
import { savedViewsTable } from './table';

let server: TestServer;
let client: SessionClient;
let alice: TestSession;
let bob: TestSession;

beforeAll(async () => {
  server = await startTestServer();
  client = sessionClient(server);
  alice = await createStaffSession(server);
  bob = await createStaffSession(server);
});
afterAll(() => server?.close());

const as = (session: TestSession) => ({
  get: (path: string) => client.request('GET', path, { token: session.accessToken }),
  post: (body: unknown) => client.request('POST', '/admin/saved-views', { body, token: session.accessToken }),
  patch: (id: string, body: unknown) => client.request('PATCH', `/admin/saved-views/${id}`, { body, token: session.accessToken }),
  delete: (id: string) => client.request('DELETE', `/admin/saved-views/${id}`, { token: session.accessToken }),
});

const premiumHard = {
  filter: { premium: '1', level: 'hard', q: 'sprint' },
  sort: 'name',
  order: 'DESC',
  columns: ['name', 'level', 'premium'],
};
const names = (answer: { body: Record<string, unknown> }) => (answer.body.data as { name: string }[]).map((view) => view.name);

describe('saved views', () => {
  it('keeps a view for its owner, and shows a shared one to all staff, who may apply but not change it', async () => {
    const mine = await as(alice).post({ resource: 'exercises', name: 'My hard ones', state: premiumHard });
    expect(mine.status).toBe(201);
    expect(mine.body.data).toMatchObject({
      resource: 'exercises',
      name: 'My hard ones',
      shared: false,
      mine: true,
      state: premiumHard,
      owner_name: 'Test staff',
    });
    const shared = await as(alice).post({ resource: 'exercises', name: '  Team picks ', shared: true, state: { filter: {} } });
    expect(shared.status).toBe(201);
    expect(shared.body.data).toMatchObject({ name: 'Team picks', shared: true, state: { filter: {} } });
    await as(alice).post({ resource: 'authors', name: 'Authors too', shared: true, state: { filter: {} } });

    expect(names(await as(alice).get('/admin/saved-views?resource=exercises'))).toEqual(['My hard ones', 'Team picks']);
    const seenByBob = await as(bob).get('/admin/saved-views?resource=exercises');
    expect(seenByBob.body.data).toEqual([expect.objectContaining({ name: 'Team picks', mine: false })]);

    const sharedId = (shared.body.data as { id: string }).id;
    for (const attempt of [as(bob).patch(sharedId, { name: 'Mine now' }), as(bob).delete(sharedId)]) {
      const answer = await attempt;
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe('Only the staff member who saved a view may change or delete it.');
    }
    // Another's own view is not even there for him.
    const privateId = (mine.body.data as { id: string }).id;
    expect((await as(bob).patch(privateId, { name: 'x' })).status).toBe(404);
    expect((await as(bob).delete('not-a-uuid')).status).toBe(404);
  });

  it('is renamed, shared and changed by its owner, and deleted', async () => {
    const created = await as(bob).post({ resource: 'injuries', name: 'Knees', state: { filter: {} } });
    const id = (created.body.data as { id: string }).id;
    const renamed = await as(bob).patch(id, {
      name: 'Knees and ankles',
      shared: true,
      state: { filter: { q: 'knee' }, columns: ['name'] },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({
      name: 'Knees and ankles',
      shared: true,
      state: { filter: { q: 'knee' }, columns: ['name'] },
    });
    expect(names(await as(alice).get('/admin/saved-views?resource=injuries'))).toEqual(['Knees and ankles']);
    expect((await as(bob).delete(id)).status).toBe(204);
    expect(names(await as(alice).get('/admin/saved-views?resource=injuries'))).toEqual([]);
  });

  it('refuses bad input with a message and stores nothing', async () => {
    const before = (await server.context.db.query(`select count(*)::int as n from ${savedViewsTable}`)).rows[0];
    const cases: [unknown, string, string][] = [
      [{ resource: 'exercises', name: '', state: { filter: {} } }, 'name', 'Required'],
      [{ resource: 'exercises', name: 'x'.repeat(81), state: { filter: {} } }, 'name', 'Must be 80 characters or less'],
      [{ resource: 'no-such-resource', name: 'Nope', state: { filter: {} } }, 'resource', 'No such resource.'],
      [
        { resource: 'exercises', name: 'Cols', state: { filter: {}, columns: ['password'] } },
        'state.columns',
        'Not a column of this list: password.',
      ],
      [
        { resource: 'exercises', name: 'Cols', state: { filter: {}, columns: ['name', 'name'] } },
        'state.columns',
        'A column is named twice.',
      ],
      [{ resource: 'exercises', name: 'Order', state: { filter: {}, order: 'UP' } }, 'state.order', 'Must be one of ASC, DESC'],
      [{ resource: 'exercises', name: 'Big', state: { filter: { q: 'x'.repeat(5000) } } }, 'state.filter', 'Invalid value'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await as(alice).post(body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(answer.body.errors?.[field]).toEqual([message]);
    }
    const duplicate = await as(alice).post({ resource: 'exercises', name: 'My hard ones', state: { filter: {} } });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.errors?.name).toEqual(['You already have a view of this list with this name.']);
    expect((await as(alice).get('/admin/saved-views?resource=nothing')).status).toBe(422);
    expect((await server.context.db.query(`select count(*)::int as n from ${savedViewsTable}`)).rows[0]).toEqual(before);
  });

  it('refuses text the database cannot hold and nesting past any filter, naming the field, on create and change', async () => {
    const { id } = (await as(alice).post({ resource: 'exercises', name: 'Kept as is', state: { filter: { q: 'kept' } } })).body.data as {
      id: string;
    };
    const deep = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    const cases: [string, string][] = [
      [JSON.stringify({ resource: 'exercises', name: 'a\u0000b', state: { filter: {} } }), 'name'],
      [JSON.stringify({ resource: 'exercises', name: 'a\ud800b', state: { filter: {} } }), 'name'],
      [JSON.stringify({ resource: 'exercises', name: 'Nul', state: { filter: { q: 'a\u0000b' } } }), 'state.filter.q'],
      [JSON.stringify({ resource: 'exercises', name: 'Half', state: { filter: { q: '\udc00' } } }), 'state.filter.q'],
      [JSON.stringify({ resource: 'exercises', name: 'Key', state: { filter: { 'a\u0000': 'x' } } }), 'state.filter.?'],
      [`{"resource":"exercises","name":"Deep","state":{"filter":{"q":${deep}}}}`, 'state.filter.q'],
    ];
    for (const [body, field] of cases) {
      for (const answer of [
        await client.request('POST', '/admin/saved-views', {
          body,
          token: alice.accessToken,
          headers: { 'content-type': 'application/json' },
        }),
        await client.request('PATCH', `/admin/saved-views/${id}`, {
          body: body.replace('"resource":"exercises",', ''),
          token: alice.accessToken,
          headers: { 'content-type': 'application/json' },
        }),
      ]) {
        expect(answer.status, body.slice(0, 80)).toBe(422);
        expect(
          Object.keys(answer.body.errors ?? {}).some((path) => path.startsWith(field)),
          JSON.stringify(answer.body),
        ).toBe(true);
      }
    }
    expect((await as(alice).get('/admin/saved-views?resource=exercises')).body.data).toContainEqual(
      expect.objectContaining({ id, name: 'Kept as is', state: { filter: { q: 'kept' } } }),
    );
  });

  it('is for staff only, and goes with the account that saved it', async () => {
    const member = await createMemberSession(server);
    expect((await client.request('GET', '/admin/saved-views', { token: member.accessToken })).status).toBe(403);
    const carol = await createStaffSession(server);
    await as(carol).post({ resource: 'exercises', name: 'Carol shares', shared: true, state: { filter: {} } });
    expect(names(await as(alice).get('/admin/saved-views?resource=exercises'))).toContain('Carol shares');
    const deleted = await client.request('DELETE', '/me', { body: { password: carol.password }, token: carol.accessToken });
    expect(deleted.status).toBe(204);
    expect(names(await as(alice).get('/admin/saved-views?resource=exercises'))).not.toContain('Carol shares');
  });
});
