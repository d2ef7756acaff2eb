/**
 * The OAuth session (docs/spec.md §4, §9): the session record in Storage under `oAuth`, written whenever
 * it changes and read at start; the password grant; the refresh `refreshBeforeExpiryMs` (60 s)
 * before `expiresAt`, scheduled again after a reload; one refresh at a time, shared by every
 * caller that needs it; the current user from `/me`, remembered as `lastLoggedInUser` for the
 * login greeting.
 *
 * Several browser tabs share one session:
 * - the `storage` event tells every other tab of a change: a refreshed record is adopted, a removed
 *   one signs that tab out too;
 * - refreshing runs under a Web Lock (`navigator.locks`) where the browser has one, and reads the
 *   stored record first: the tab that waited finds the record another tab just refreshed and takes
 *   it instead of spending its own refresh token, which the server rotates (a second use would
 *   fail and sign everyone out). Without Web Locks (old browsers, Node), a refused refresh looks
 *   at the stored record once more before giving up, for the same reason.
 *
 * A refresh the server refuses (4xx) ends the session, runs `onSessionExpired` and
 * `navigateToLogin`. A refresh that gets no answer (network, 5xx) leaves the session as it is:
 * the next 401 tries again.
 */
import { z } from 'zod';
import type { ApiConfig } from './config';
import { createHttpClient, type Credentials, type HttpClient, type HttpClientOptions } from './http-client';
import { HttpError, isHttpError } from './http-error';

export const sessionStorageKey = 'oAuth';
export const lastUserStorageKey = 'lastLoggedInUser';

const sessionRecordSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  tokenType: z.string(),
  /** Seconds, as the token endpoint said. */
  expiresIn: z.number(),
  /** Milliseconds since the epoch. */
  expiresAt: z.number(),
});

export type SessionRecord = z.infer<typeof sessionRecordSchema>;

const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().positive(),
});

export const roles = ['staff', 'member'] as const;
export type Role = (typeof roles)[number];

const currentUserSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(roles),
});

export type CurrentUser = z.infer<typeof currentUserSchema>;

export type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export class NotLoggedInError extends Error {
  constructor() {
    super('Not logged in');
    this.name = 'NotLoggedInError';
  }
}

export interface SessionOptions {
  /** How to reach the API; the session builds its own clients from it. */
  http: Omit<HttpClientOptions, 'credentials'>;
  /** localStorage in the browser. */
  storage: SessionStorage;
  /** How long before `expiresAt` the scheduled refresh runs; `false`: only on a 401. */
  refreshBeforeExpiryMs?: number | false;
  /** Runs when a refresh is refused and the session is gone (e.g. to say so in a toast). */
  onSessionExpired?: () => void;
  /** Sends the user to the login screen: after a refused refresh, and after a sign-out in another tab. */
  navigateToLogin?: () => void;
  /** Where `storage` events arrive: the window in a browser. */
  storageEvents?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  locks?: LockManager;
}

export interface Session extends Credentials {
  /** The client every authenticated call goes through: bearer header, refresh and replay. */
  readonly httpClient: HttpClient;
  readonly record: SessionRecord | undefined;
  readonly isSignedIn: boolean;
  /** The signed-in user once loaded; forgotten at sign-out. */
  readonly user: CurrentUser | undefined;
  /** The last user who signed in on this browser, kept after sign-out for the greeting. */
  readonly lastLoggedInUser: CurrentUser | undefined;
  /** The password grant, then the user. */
  signIn(credentials: { email: string; password: string }): Promise<CurrentUser>;
  /** One refresh for every caller; `Not logged in` when signed out. */
  refresh(): Promise<void>;
  /** Ends the session; `Not logged in` when signed out. The API has no revoke endpoint (docs/api.md), so the tokens are forgotten here. */
  revoke(): Promise<void>;
  /** Fetches `/me`; `Not logged in` when signed out. */
  userInfo(): Promise<CurrentUser>;
  /** The loaded user, or `/me` once. */
  currentUser(): Promise<CurrentUser>;
  /** Clears the session and the current user, signed in or not. */
  signOut(): void;
  /** Forgets the last user too (their account is gone): the sign-in screen greets nobody. */
  forgetLastUser(): void;
  /** Stops the timer and the storage listener. */
  dispose(): void;
}

/** The longest delay setTimeout keeps; a longer one fires at once. */
const maxTimerDelay = 2 ** 31 - 1;

function readJson<T>(storage: SessionStorage, key: string, schema: z.ZodType<T>): T | undefined {
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: treated like a missing record below.
  }
  storage.removeItem(key);
  return undefined;
}

export function createSession(options: SessionOptions): Session {
  const { storage, locks = globalThis.navigator?.locks, storageEvents = globalThis.window } = options;
  const config: ApiConfig = options.http.config;
  const refreshBeforeExpiryMs = options.refreshBeforeExpiryMs ?? 60_000;
  const tokenClient = createHttpClient(options.http);

  let record = readJson(storage, sessionStorageKey, sessionRecordSchema);
  let user: CurrentUser | undefined;
  let loadingUser: Promise<CurrentUser> | undefined;
  let refreshing: Promise<void> | undefined;
  let lifetime = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const authorizationOf = (current: SessionRecord) => `Bearer ${current.accessToken}`;

  function schedule() {
    clearTimeout(timer);
    timer = undefined;
    if (!record || refreshBeforeExpiryMs === false) return;
    const delay = record.expiresAt - refreshBeforeExpiryMs - Date.now();
    timer = setTimeout(
      () => (delay > maxTimerDelay ? schedule() : refresh().catch(() => undefined)),
      Math.min(Math.max(delay, 0), maxTimerDelay),
    );
  }

  /** Takes a record another tab wrote (or this one read at start). */
  function adopt(next: SessionRecord) {
    record = next;
    schedule();
  }

  function store(next: SessionRecord) {
    storage.setItem(sessionStorageKey, JSON.stringify(next));
    adopt(next);
  }

  /** Forgets the session here; calls made under it are canceled. */
  function end() {
    const hadSession = record !== undefined;
    record = undefined;
    user = undefined;
    storage.removeItem(sessionStorageKey);
    clearTimeout(timer);
    timer = undefined;
    if (hadSession) {
      lifetime.abort('canceled');
      lifetime = new AbortController();
    }
  }

  function expire() {
    end();
    options.onSessionExpired?.();
    options.navigateToLogin?.();
  }

  async function tokenRequest(grant: Record<string, string>): Promise<SessionRecord> {
    const answer = await tokenClient.request('oauth/token', {
      method: 'POST',
      body: new URLSearchParams({ ...grant, client_id: config.clientId, client_secret: config.clientSecret }),
    });
    const token = tokenAnswerSchema.safeParse(answer);
    if (!token.success) throw new HttpError('badResponse', { status: 200, cause: token.error });
    return {
      accessToken: token.data.access_token,
      refreshToken: token.data.refresh_token,
      tokenType: token.data.token_type,
      expiresIn: token.data.expires_in,
      expiresAt: Date.now() + token.data.expires_in * 1000,
    };
  }

  /** A record in storage newer than the one this refresh set out from: another tab refreshed. */
  const newerStoredRecord = (from: SessionRecord) => {
    const stored = readJson(storage, sessionStorageKey, sessionRecordSchema);
    return stored && stored.refreshToken !== from.refreshToken ? stored : undefined;
  };

  async function refreshFrom(from: SessionRecord): Promise<void> {
    const newer = newerStoredRecord(from);
    if (newer) return adopt(newer);
    if (storage.getItem(sessionStorageKey) === null) {
      // Signed out in another tab while this one waited for the lock.
      end();
      throw new NotLoggedInError();
    }
    try {
      store(await tokenRequest({ grant_type: 'refresh_token', refresh_token: from.refreshToken }));
    } catch (error) {
      if (!isHttpError(error, 'badRequest')) throw error;
      const winner = newerStoredRecord(from);
      if (winner) return adopt(winner);
      expire();
      throw error;
    }
  }

  function refresh(): Promise<void> {
    const from = record;
    if (!from) return Promise.reject(new NotLoggedInError());
    if (!refreshing) {
      const run = () => refreshFrom(from);
      const exclusively = async () => {
        await (locks ? locks.request(`${sessionStorageKey}:refresh`, run) : run());
      };
      refreshing = exclusively().finally(() => {
        refreshing = undefined;
      });
    }
    return refreshing;
  }

  const credentials: Credentials = {
    async authorization() {
      await refreshing?.catch(() => undefined);
      return record && authorizationOf(record);
    },
    renew(rejected) {
      if (!record) return Promise.reject(new NotLoggedInError());
      // Another caller's refresh already replaced the token this call was sent with.
      if (authorizationOf(record) !== rejected) return Promise.resolve();
      return refresh();
    },
    get ended() {
      return lifetime.signal;
    },
  };

  const httpClient = createHttpClient({ ...options.http, credentials });

  async function userInfo(): Promise<CurrentUser> {
    if (!record) throw new NotLoggedInError();
    const answer = await httpClient.request<{ data?: unknown }>('me');
    const parsed = currentUserSchema.safeParse(answer?.data);
    if (!parsed.success) throw new HttpError('badResponse', { status: 200, cause: parsed.error });
    user = parsed.data;
    storage.setItem(lastUserStorageKey, JSON.stringify(user));
    return user;
  }

  function onStorage(event: Event) {
    const { key, storageArea } = event as StorageEvent;
    if ((key !== sessionStorageKey && key !== null) || (storageArea && storageArea !== (storage as unknown))) return;
    const stored = readJson(storage, sessionStorageKey, sessionRecordSchema);
    if (!stored) {
      if (!record) return;
      end();
      options.navigateToLogin?.();
    } else if (stored.accessToken !== record?.accessToken) {
      // A refresh or a sign-in elsewhere; the user may have changed with it.
      user = undefined;
      adopt(stored);
    }
  }

  storageEvents?.addEventListener('storage', onStorage);
  schedule();

  return {
    authorization: credentials.authorization,
    renew: credentials.renew,
    get ended() {
      return lifetime.signal;
    },
    httpClient,
    get record() {
      return record;
    },
    get isSignedIn() {
      return record !== undefined;
    },
    get user() {
      return user;
    },
    get lastLoggedInUser() {
      return readJson(storage, lastUserStorageKey, currentUserSchema);
    },
    async signIn({ email, password }) {
      const next = await tokenRequest({ grant_type: 'password', username: email, password });
      end();
      store(next);
      try {
        return await userInfo();
      } catch (error) {
        end();
        throw error;
      }
    },
    refresh,
    async revoke() {
      if (!record) throw new NotLoggedInError();
      end();
    },
    userInfo,
    async currentUser() {
      if (user) return user;
      loadingUser ??= userInfo().finally(() => {
        loadingUser = undefined;
      });
      return loadingUser;
    },
    signOut: end,
    forgetLastUser() {
      storage.removeItem(lastUserStorageKey);
    },
    dispose() {
      clearTimeout(timer);
      storageEvents?.removeEventListener('storage', onStorage);
    },
  };
}
