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
 * - the tab that spends a refresh token also holds a lock named after it for `spentTokenHoldMs`.
 *   Chromium gives each tab its own copy of localStorage and tells it of another tab's write by a
 *   message nothing orders against the refresh lock's grant, so the tab that waited may not see
 *   the new record yet; the lock manager, which granted it the refresh lock, does say the token is
 *   spent, and the tab waits (up to `storedRecordWaitMs`) for the record rather than spending it.
 *
 * A refresh the server refuses (4xx) ends the session, runs `onSessionExpired` and
 * `navigateToLogin`. A refresh that gets no answer (network, 5xx) leaves the session as it is:
 * the next 401 tries again.
 */
import type { ApiConfig } from './config';
import { createHttpClient, type Credentials, type HttpClient, type HttpClientOptions } from './http-client';
import { HttpError, isHttpError } from './http-error';
import { challengeOf, secondFactorGrant, SecondFactorRequiredError, type SecondFactorProof } from './second-factor';
import {
  eitherOf,
  isFiniteNumber,
  isNonEmptyText,
  isPositiveNumber,
  isText,
  objectWith,
  oneOf,
  type Guard,
  type Guarded,
} from './shape-guards';

export const sessionStorageKey = 'oAuth';
export const lastUserStorageKey = 'lastLoggedInUser';

export interface SessionRecord {
  accessToken: string;
  refreshToken: string;
  tokenType: string;
  /** Seconds, as the token endpoint said. */
  expiresIn: number;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

const isSessionRecord: Guard<SessionRecord> = objectWith({
  accessToken: isNonEmptyText,
  refreshToken: isNonEmptyText,
  tokenType: isText,
  expiresIn: isFiniteNumber,
  expiresAt: isFiniteNumber,
});

const isTokenAnswer = objectWith({
  access_token: isNonEmptyText,
  refresh_token: isNonEmptyText,
  token_type: isText,
  expires_in: isPositiveNumber,
});

/** The token endpoint's answer (docs/api.md), as the session keeps it. */
export type TokenAnswer = Guarded<typeof isTokenAnswer>;

/** The session record of a token answer received now. */
export function sessionRecordOf(answer: TokenAnswer): SessionRecord {
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token,
    tokenType: answer.token_type,
    expiresIn: answer.expires_in,
    expiresAt: Date.now() + answer.expires_in * 1000,
  };
}

export const roles = ['staff', 'member'] as const;
export type Role = (typeof roles)[number];

const isCurrentUser = objectWith({
  id: eitherOf(isText, isFiniteNumber),
  email: isText,
  firstName: isText,
  lastName: isText,
  role: oneOf(roles),
});

export type CurrentUser = Guarded<typeof isCurrentUser> & Record<string, unknown>;

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
  /** The password grant, then the user; `SecondFactorRequiredError` when the account has a second factor. */
  signIn(credentials: { email: string; password: string }): Promise<CurrentUser>;
  /** The second step of a sign-in: the challenge met with a code, then the user. */
  signInWithSecondFactor(challenge: string, proof: SecondFactorProof): Promise<CurrentUser>;
  /** One refresh for every caller; `Not logged in` when signed out. */
  refresh(): Promise<void>;
  /**
   * Ends the session here at once, then asks the server to revoke its tokens (docs/api.md
   * "Sessions", RFC 7009); a server without revocation (a stock Laravel one answers 404) or one
   * that cannot be reached changes nothing: the tokens are forgotten all the same. `Not logged in`
   * when signed out.
   */
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

/** How long the tab that spent a refresh token says so, by a lock, to tabs that may not see its new record yet. */
const spentTokenHoldMs = 60_000;
/** How long a tab that finds the token spent waits for the new record to reach its storage. */
const storedRecordWaitMs = 5_000;

/** A short, stable name for a refresh token (FNV-1a), so that lock names carry no secret. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return (hash >>> 0).toString(36);
}

const spentLockName = (refreshToken: string) => `${sessionStorageKey}:spent:${fingerprint(refreshToken)}`;

/** The longest delay setTimeout keeps; a longer one fires at once. */
const maxTimerDelay = 2 ** 31 - 1;

function readJson<T>(storage: SessionStorage, key: string, isValid: Guard<T>): T | undefined {
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isValid(parsed)) return parsed;
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

  let record = readJson(storage, sessionStorageKey, isSessionRecord);
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
    if (!isTokenAnswer(answer))
      throw new HttpError('badResponse', { status: 200, cause: new Error('The token answer lacks a field of docs/api.md') });
    return sessionRecordOf(answer);
  }

  /** A record in storage newer than the one this refresh set out from: another tab refreshed. */
  const newerStoredRecord = (from: SessionRecord) => {
    const stored = readJson(storage, sessionStorageKey, isSessionRecord);
    return stored && stored.refreshToken !== from.refreshToken ? stored : undefined;
  };

  /** The record that replaced `from`, once it reaches this tab's storage; undefined after `withinMs`. */
  function awaitNewerStoredRecord(from: SessionRecord, withinMs: number): Promise<SessionRecord | undefined> {
    return new Promise((resolve) => {
      const check = () => {
        const newer = newerStoredRecord(from);
        if (newer) finish(newer);
      };
      const finish = (newer: SessionRecord | undefined) => {
        clearTimeout(deadline);
        storageEvents?.removeEventListener('storage', check);
        resolve(newer);
      };
      const deadline = setTimeout(() => finish(newerStoredRecord(from)), withinMs);
      storageEvents?.addEventListener('storage', check);
      check();
    });
  }

  /** Whether another tab of this browser spent `from`'s refresh token (it holds the lock that says so). */
  async function spentElsewhere(from: SessionRecord): Promise<boolean> {
    if (!locks) return false;
    // A lock manager that cannot answer holds nothing as far as this tab knows: the refresh goes ahead, as without Web Locks.
    const { held = [] } = await locks.query().catch((): LockManagerSnapshot => ({}));
    return held.some((lock) => lock.name === spentLockName(from.refreshToken));
  }

  /** Holds the lock that says `refreshToken` is spent; resolves once it is held, with its release (now or after a delay). */
  function sayTokenSpent(refreshToken: string): Promise<(afterMs?: number) => void> {
    if (!locks) return Promise.resolve(() => undefined);
    return new Promise((held) => {
      locks
        .request(
          spentLockName(refreshToken),
          () => new Promise<void>((release) => held((afterMs = 0) => (afterMs > 0 ? setTimeout(release, afterMs) : release()))),
        )
        // A lock refused (a document no longer active) says nothing: the refresh goes ahead rather than waiting forever.
        .catch(() => held(() => undefined));
    });
  }

  async function refreshFrom(from: SessionRecord): Promise<void> {
    const newer =
      newerStoredRecord(from) ?? ((await spentElsewhere(from)) ? await awaitNewerStoredRecord(from, storedRecordWaitMs) : undefined);
    if (newer) return adopt(newer);
    if (storage.getItem(sessionStorageKey) === null) {
      // Signed out in another tab while this one waited for the lock.
      end();
      throw new NotLoggedInError();
    }
    const releaseSpent = await sayTokenSpent(from.refreshToken);
    try {
      store(await tokenRequest({ grant_type: 'refresh_token', refresh_token: from.refreshToken }));
      releaseSpent(spentTokenHoldMs);
    } catch (error) {
      releaseSpent();
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
    const candidate = answer?.data;
    if (!isCurrentUser(candidate))
      throw new HttpError('badResponse', { status: 200, cause: new Error('The /me answer lacks a field of docs/api.md') });
    user = candidate;
    storage.setItem(lastUserStorageKey, JSON.stringify(user));
    return user;
  }

  function onStorage(event: Event) {
    const { key, storageArea } = event as StorageEvent;
    if ((key !== sessionStorageKey && key !== null) || (storageArea && storageArea !== (storage as unknown))) return;
    const stored = readJson(storage, sessionStorageKey, isSessionRecord);
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

  /** A new session from a token answer: the old one ends, the user is loaded (or the session ends again). */
  async function begin(next: SessionRecord): Promise<CurrentUser> {
    end();
    store(next);
    try {
      return await userInfo();
    } catch (error) {
      end();
      throw error;
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
      return readJson(storage, lastUserStorageKey, isCurrentUser);
    },
    async signIn({ email, password }) {
      const next = await tokenRequest({ grant_type: 'password', username: email, password }).catch((error: unknown) => {
        const challenge = challengeOf(error);
        throw challenge ? new SecondFactorRequiredError(challenge) : error;
      });
      return begin(next);
    },
    async signInWithSecondFactor(challenge, proof) {
      return begin(await tokenRequest(secondFactorGrant(challenge, proof)));
    },
    refresh,
    async revoke() {
      if (!record) throw new NotLoggedInError();
      const { refreshToken } = record;
      end();
      await tokenClient
        .request('oauth/revoke', {
          method: 'POST',
          body: new URLSearchParams({
            token: refreshToken,
            token_type_hint: 'refresh_token',
            client_id: config.clientId,
            client_secret: config.clientSecret,
          }),
        })
        .catch(() => undefined);
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
