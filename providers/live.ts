/**
 * The admin's side of the live stream (docs/live.md): one EventSource per tab, opened with a
 * ticket bought through the signed-in HTTP client (EventSource sends no Authorization header),
 * reopened after a drop with the last event's id so nothing is missed, and this tab's presence
 * at an item said again every few seconds. An API without the stream (a Laravel back end
 * answers the ticket with 404) leaves it `unavailable`, silently: the admin then checks an open
 * item's version when the tab regains focus instead.
 */
import { toCamelKeys } from './case';
import type { HttpClient } from './http-client';
import { isHttpError } from './http-error';

export interface ChangedItem {
  id: string;
  version: number;
}

export interface Person {
  id: string;
  name: string;
}

export interface PresenceEvent {
  type: 'presence';
  tab: string;
  resource?: string;
  id?: string;
  view?: string;
  language?: string;
  since?: string;
  user: Person;
}

export type LiveEvent =
  | {
      type: 'change';
      resource: string;
      action: 'create' | 'update' | 'delete' | 'restore';
      count: number;
      items: ChangedItem[];
      by: Person | null;
      at: string;
    }
  | PresenceEvent
  | { type: 'leave'; tab: string }
  /** Some changes could not be replayed: whatever is shown should be read again. */
  | { type: 'reset' };

/** Where this tab is: the item open, the step on, since when. */
export interface TabPlace {
  resource: string;
  id: string;
  view?: string;
  since: string;
}

export type LiveStatus = 'connecting' | 'open' | 'unavailable' | 'closed';

export interface LiveClient {
  readonly tab: string;
  /** The signed-in user, as the stream's first event says: whose presence is "mine". */
  readonly userId: string | undefined;
  readonly status: LiveStatus;
  /** Every other tab present at an item, as last heard. */
  present(): PresenceEvent[];
  /** Opens the stream on the first listener; the returned function stops listening. */
  subscribe(listener: (event: LiveEvent) => void): () => void;
  onStatus(listener: (status: LiveStatus) => void): () => void;
  /** Says where this tab is (none: nowhere), now and then every few seconds. */
  setPlace(place: TabPlace | undefined): void;
  /** Says which content language's tab the form shows (none: it shows no language tabs). */
  setLanguage(language: string | undefined): void;
  close(): void;
}

type EventSourceMaker = (url: string) => EventSource;

/** Statuses of the ticket call that mean the API has no stream. */
const noStream = new Set([404, 405, 501]);
const streamEvents = ['hello', 'change', 'presence', 'leave', 'reset', 'end'] as const;
const longestWaitMs = 30_000;

export function createLiveClient(http: HttpClient, makeSource: EventSourceMaker = (url) => new EventSource(url)): LiveClient {
  const listeners = new Set<(event: LiveEvent) => void>();
  const statusListeners = new Set<(status: LiveStatus) => void>();
  const tab = globalThis.crypto.randomUUID();
  let status: LiveStatus = 'closed';
  let source: EventSource | undefined;
  let lastEventId: string | undefined;
  let userId: string | undefined;
  let place: TabPlace | undefined;
  // Apart from the place: the language tabs come and go with the step, inside the form that sets the place.
  let language: string | undefined;
  let placeTimer: ReturnType<typeof setInterval> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  const places = new Map<string, PresenceEvent>();

  const setStatus = (next: LiveStatus) => {
    status = next;
    statusListeners.forEach((listener) => listener(next));
  };

  const sayPlace = () => {
    if (status !== 'open') return;
    const body = place ? { tab, ...place, ...(language ? { language } : {}) } : { tab };
    http.request('admin/live/presence', { method: 'POST', body }).catch(() => undefined);
  };

  function retryLater() {
    source?.close();
    source = undefined;
    failures += 1;
    setStatus('connecting');
    retryTimer = setTimeout(() => void connect(), Math.min(longestWaitMs, 1000 * 2 ** Math.min(failures, 5)));
  }

  function hear(type: (typeof streamEvents)[number], message: MessageEvent<string>) {
    if (message.lastEventId) lastEventId = message.lastEventId;
    const data = toCamelKeys(JSON.parse(message.data)) as Record<string, unknown>;
    if (type === 'end') {
      // The token ended (expired, or signed out elsewhere): a new ticket, if the session has a new token.
      source?.close();
      void connect();
      return;
    }
    if (type === 'hello') {
      failures = 0;
      userId = String(data.userId);
      // The stream sends everyone present after this.
      places.clear();
      setStatus('open');
      clearInterval(placeTimer);
      placeTimer = setInterval(sayPlace, Math.max(1000, Number(data.presenceTtlMs) / 3));
      sayPlace();
      return;
    }
    const event = { ...data, type } as LiveEvent;
    if (event.type === 'presence' && event.tab !== tab) places.set(event.tab, event);
    if (event.type === 'leave') places.delete(event.tab);
    listeners.forEach((listener) => listener(event));
  }

  async function connect() {
    clearTimeout(retryTimer);
    if (listeners.size === 0) return;
    setStatus('connecting');
    let ticket: string;
    try {
      ticket = (await http.request<{ data: { ticket: string } }>('admin/live/tickets', { method: 'POST' })).data.ticket;
    } catch (error) {
      // Signed out meanwhile: the next screen that listens, after a sign-in, opens it again.
      if (isHttpError(error) && (error.status === 401 || error.status === 403)) return setStatus('closed');
      if (isHttpError(error) && error.status !== undefined && noStream.has(error.status)) return setStatus('unavailable');
      return retryLater();
    }
    const query = new URLSearchParams({ ticket, tab, ...(lastEventId ? { last_event_id: lastEventId } : {}) });
    const opened = makeSource(`${http.apiUrl}/live/stream?${query}`);
    source = opened;
    for (const type of streamEvents) opened.addEventListener(type, (message) => hear(type, message as MessageEvent<string>));
    // The browser would reopen the same address, whose ticket is spent: this client reopens with a new one.
    opened.onerror = () => {
      if (source === opened) retryLater();
    };
  }

  return {
    tab,
    get userId() {
      return userId;
    },
    get status() {
      return status;
    },
    present: () => [...places.values()],
    subscribe(listener) {
      listeners.add(listener);
      if (status === 'closed') void connect();
      return () => listeners.delete(listener);
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    setPlace(next) {
      place = next;
      sayPlace();
    },
    setLanguage(next) {
      if (next === language) return;
      language = next;
      if (place) sayPlace();
    },
    close() {
      listeners.clear();
      clearInterval(placeTimer);
      clearTimeout(retryTimer);
      source?.close();
      setStatus('closed');
    },
  };
}
