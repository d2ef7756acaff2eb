/**
 * The live stream of one server (docs/live.md), on the suites' database (PGlite, whose own
 * NOTIFY reaches its own LISTEN, or a PostgreSQL server): tickets, changes, presence, the end of
 * a stream whose token ends, and resuming after a drop.
 */
import { demoClient } from '../config';
import { createMemberSession, createStaffSession, startTestServer, type TestServer } from '../testing.test-support';
import { bodies, staffClient, translated, type StaffClient } from '../items/test-data.test-support';
import { buyTicket, openStream, type StreamReader } from './stream-reader.test-support';

let server: TestServer;
let alex: StaffClient;
const open: StreamReader[] = [];

beforeAll(async () => {
  server = await startTestServer({ liveHeartbeatMs: 100, livePresenceTtlMs: 400 });
  alex = await staffClient(server);
});
afterAll(async () => {
  for (const stream of open) stream.close();
  await server?.close();
});

async function streamFor(accessToken: string, options: Parameters<typeof openStream>[2] = {}) {
  const stream = await openStream(server.apiUrl, await buyTicket(server.apiUrl, accessToken), options);
  open.push(stream);
  await stream.next('hello');
  return stream;
}

describe('signing in a stream', () => {
  it('opens only with a ticket, each good once, that only staff can buy', async () => {
    const staff = await createStaffSession(server);
    const ticket = await buyTicket(server.apiUrl, staff.accessToken);
    const first = await openStream(server.apiUrl, ticket);
    open.push(first);
    expect(first.status).toBe(200);
    expect((await openStream(server.apiUrl, ticket)).status).toBe(401);
    expect((await openStream(server.apiUrl, 'not-a-ticket')).status).toBe(401);
    const member = await createMemberSession(server);
    const refused = await fetch(`${server.apiUrl}/admin/live/tickets`, {
      method: 'POST',
      headers: { authorization: member.authorization },
    });
    expect(refused.status).toBe(403);
    const bad = await fetch(`${server.apiUrl}/live/stream?ticket=x&tab=${'?'.repeat(9)}`);
    expect(bad.status).toBe(422);
  });

  it('ends the stream when its token is revoked', async () => {
    const staff = await createStaffSession(server);
    const stream = await streamFor(staff.accessToken);
    const form = new URLSearchParams({ token: staff.accessToken, client_id: demoClient.id, client_secret: demoClient.secret });
    expect((await fetch(`${server.apiUrl}/oauth/revoke`, { method: 'POST', body: form })).status).toBe(200);
    expect((await stream.next('end')).data).toEqual({ reason: 'signed_out' });
    await stream.ended;
  });

  it('ends the stream when its token expires', async () => {
    const staff = await createStaffSession(server);
    const stream = await streamFor(staff.accessToken);
    await server.context.db.query(`update auth_access_tokens set expires_at = now() where user_id = $1`, [staff.userId]);
    expect((await stream.next('end')).data).toEqual({ reason: 'signed_out' });
    await stream.ended;
  });
});

describe('changes', () => {
  it('tells every stream of a create, an update and a delete, with the version and who', async () => {
    const staff = await createStaffSession(server);
    const stream = await streamFor(staff.accessToken);
    const item = await alex.create('injuries', bodies.injury('Live knee'));
    const created = await stream.next('change', (data) => data.items[0]?.id === item.id);
    expect(created.id).toMatch(/^\d+$/);
    expect(created.data).toMatchObject({
      type: 'change',
      resource: 'injuries',
      action: 'create',
      count: 1,
      items: [{ id: item.id, version: 1 }],
    });
    expect(created.data.by).toEqual({ id: expect.any(String), name: 'Test staff' });
    await alex.request('PUT', `/admin/injuries/${item.id}`, { name: translated('Live knee 2') });
    expect((await stream.next('change', (data) => data.items[0]?.id === item.id)).data).toMatchObject({
      action: 'update',
      items: [{ version: 2 }],
    });
    await alex.request('DELETE', `/admin/injuries/${item.id}`);
    expect((await stream.next('change', (data) => data.items[0]?.id === item.id)).data).toMatchObject({
      action: 'delete',
      items: [{ version: 3 }],
    });
  });

  it.each(['header', 'query'] as const)('replays what a stream missed when it is resumed with Last-Event-ID (%s)', async (resumeBy) => {
    const staff = await createStaffSession(server);
    const first = await streamFor(staff.accessToken);
    const before = await alex.create('injuries', bodies.injury('Before the drop'));
    const seen = await first.next('change', (data) => data.items[0]?.id === before.id);
    first.close();
    const missed = [await alex.create('injuries', bodies.injury('Missed one')), await alex.create('injuries', bodies.injury('Missed two'))];
    const resumed = await streamFor(staff.accessToken, { lastEventId: seen.id, resumeBy });
    const replayed = [await resumed.next('change'), await resumed.next('change')];
    expect(replayed.map((event) => event.data.items[0].id)).toEqual(missed.map((item) => item.id));
    expect(replayed.every((event) => BigInt(event.id!) > BigInt(seen.id!))).toBe(true);
    // Then on live: a change after the resume comes once, after the replay.
    const after = await alex.create('injuries', bodies.injury('After the resume'));
    expect((await resumed.next('change')).data.items[0].id).toBe(after.id);
  });
});

describe('presence', () => {
  it('shows who has an item open, and forgets a tab that leaves or goes silent', async () => {
    const staff = await createStaffSession(server);
    const stream = await streamFor(staff.accessToken);
    const report = {
      tab: 'alex-tab-1',
      resource: 'injuries',
      id: crypto.randomUUID(),
      view: 'details',
      language: 'nl',
      since: '2026-12-02T14:02:00Z',
    };
    expect((await alex.request('POST', '/admin/live/presence', report)).status).toBe(204);
    const joined = await stream.next('presence', (data) => data.tab === report.tab);
    expect(joined.data).toEqual({ ...report, user: { id: expect.any(String), name: 'Test staff' } });
    // Another language tab on the same item is told too.
    await alex.request('POST', '/admin/live/presence', { ...report, language: 'fr' });
    expect((await stream.next('presence', (data) => data.tab === report.tab)).data).toMatchObject({ language: 'fr' });
    await alex.request('POST', '/admin/live/presence', { tab: report.tab });
    expect((await stream.next('leave', (data) => data.tab === report.tab)).data).toEqual({ tab: report.tab });
    await alex.request('POST', '/admin/live/presence', { ...report, tab: 'alex-tab-2' });
    await stream.next('presence', (data) => data.tab === 'alex-tab-2');
    // Nothing more from that tab: it is gone once the presence limit passes.
    await stream.next('leave', (data) => data.tab === 'alex-tab-2');
  });

  it('ends a tab presence when its stream closes, and refuses a malformed report', async () => {
    const staff = await createStaffSession(server);
    const watcher = await streamFor(staff.accessToken);
    const closing = await streamFor(alex.token, { tab: 'alex-closing-tab' });
    await alex.request('POST', '/admin/live/presence', { tab: 'alex-closing-tab', resource: 'injuries', id: crypto.randomUUID() });
    await watcher.next('presence', (data) => data.tab === 'alex-closing-tab');
    closing.close();
    await watcher.next('leave', (data) => data.tab === 'alex-closing-tab');
    expect((await alex.request('POST', '/admin/live/presence', { tab: 'x', resource: 42 })).status).toBe(422);
    const unknownLanguage = { tab: 'alex-closing-tab', resource: 'injuries', id: crypto.randomUUID(), language: 'xx' };
    expect((await alex.request('POST', '/admin/live/presence', unknownLanguage)).status).toBe(422);
  });
});
