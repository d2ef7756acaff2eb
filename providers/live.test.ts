import { HttpError } from './http-error';
import type { HttpClient } from './http-client';
import { createLiveClient, type LiveEvent } from './live';

/** An EventSource that the test drives: what the server would send, and a dropped connection. */
class FakeSource extends EventTarget {
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    super();
  }
  emit(type: string, data: unknown, id = '') {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id }));
  }
  close() {
    this.closed = true;
  }
}

function fakeHttp(answer: (path: string, body: unknown) => unknown) {
  const calls: { path: string; body: unknown }[] = [];
  const http: HttpClient = {
    apiUrl: '/api/v1',
    request: async <T>(path: string, options?: { body?: unknown }) => {
      calls.push({ path, body: options?.body });
      return answer(path, options?.body) as T;
    },
  };
  return { http, calls };
}

const ticketAnswer = (path: string) => {
  if (path === 'admin/live/tickets') return { data: { ticket: 'one-ticket' } };
  return undefined;
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the live client', () => {
  it('opens the stream with a ticket, passes its events on, and says where the tab is', async () => {
    const sources: FakeSource[] = [];
    const { http, calls } = fakeHttp(ticketAnswer);
    const live = createLiveClient(http, (url) => sources[sources.push(new FakeSource(url)) - 1] as unknown as EventSource);
    const heard: LiveEvent[] = [];
    live.subscribe((event) => heard.push(event));
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    expect(sources[0].url).toBe(`/api/v1/live/stream?ticket=one-ticket&tab=${live.tab}`);
    live.setPlace({ resource: 'injuries', id: 'a1', since: '2026-12-02T14:02:00Z' });
    sources[0].emit('hello', { tab: live.tab, user_id: 'me', heartbeat_ms: 15000, presence_ttl_ms: 12000 });
    expect(live.status).toBe('open');
    expect(calls.at(-1)).toEqual({
      path: 'admin/live/presence',
      body: { tab: live.tab, resource: 'injuries', id: 'a1', since: '2026-12-02T14:02:00Z' },
    });
    live.setLanguage('nl');
    expect(calls.at(-1)?.body).toEqual({ tab: live.tab, resource: 'injuries', id: 'a1', language: 'nl', since: '2026-12-02T14:02:00Z' });
    sources[0].emit('presence', { tab: 'other', resource: 'injuries', id: 'a1', user: { id: 'alex', name: 'Alex' } });
    sources[0].emit(
      'change',
      { resource: 'injuries', action: 'update', items: [{ id: 'a1', version: 2 }], count: 1, by: null, at: 'now' },
      '7',
    );
    expect(heard.map((event) => event.type)).toEqual(['presence', 'change']);
    expect(live.present()).toEqual([expect.objectContaining({ tab: 'other', user: { id: 'alex', name: 'Alex' } })]);
    sources[0].emit('leave', { tab: 'other' });
    expect(live.present()).toEqual([]);
  });

  it('reopens a dropped stream with a new ticket, from the last event it had', async () => {
    const sources: FakeSource[] = [];
    const { http } = fakeHttp(ticketAnswer);
    const live = createLiveClient(http, (url) => sources[sources.push(new FakeSource(url)) - 1] as unknown as EventSource);
    live.subscribe(() => undefined);
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    sources[0].emit('change', { resource: 'injuries', action: 'create', items: [], count: 1, by: null, at: 'now' }, '41');
    sources[0].onerror!();
    expect(sources[0].closed).toBe(true);
    expect(live.status).toBe('connecting');
    await vi.advanceTimersByTimeAsync(2000);
    await vi.waitFor(() => expect(sources).toHaveLength(2));
    expect(new URL(sources[1].url, 'http://x').searchParams.get('last_event_id')).toBe('41');
  });

  it('stays silent against an API without the stream', async () => {
    const makeSource = vi.fn();
    const { http, calls } = fakeHttp(() => {
      throw new HttpError('badRequest', { status: 404 });
    });
    const live = createLiveClient(http, makeSource);
    live.subscribe(() => undefined);
    await vi.waitFor(() => expect(live.status).toBe('unavailable'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
    expect(makeSource).not.toHaveBeenCalled();
  });
});
