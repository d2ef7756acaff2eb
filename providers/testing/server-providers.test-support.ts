/**
 * The providers wired to a real reference server for tests, with a fetch that records every
 * request on its way out (and can hold requests back before they leave).
 */
import { demoClient } from '../../server/config';
import { createStaffSession, startTestServer, type TestServer } from '../../server/testing.test-support';
import { createProviders, type ProvidersOptions } from '../index';
import { createBrowserTabs } from './browser-tabs.test-support';

export interface SentRequest {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
  /** The answer's body, once it has come. */
  answer?: string;
}

export function recordingFetch() {
  const sent: SentRequest[] = [];
  let holdBack: ((request: SentRequest) => Promise<void> | void) | undefined;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      url: String(input),
      headers: new Headers(init?.headers),
      body: init?.body,
    };
    sent.push(request);
    await holdBack?.(request);
    const response = await globalThis.fetch(input, init);
    request.answer = await response.clone().text();
    return response;
  };
  return {
    fetch,
    sent,
    /** Runs before each request leaves; a request waits for what it returns. */
    holdBack(hook: typeof holdBack) {
      holdBack = hook;
    },
  };
}

export const environmentOf = (server: Pick<TestServer, 'baseUrl'>) => ({
  VITE_API_URL: server.baseUrl,
  VITE_CLIENT_ID: demoClient.id,
  VITE_CLIENT_SECRET: demoClient.secret,
});

/** Providers in a fresh browser tab against `server`, recording what they send. */
export function providersFor(server: Pick<TestServer, 'baseUrl'>, options: Partial<ProvidersOptions> = {}) {
  const recorder = recordingFetch();
  const tab = createBrowserTabs().openTab();
  const navigateToLogin = vi.fn();
  const providers = createProviders({
    env: environmentOf(server),
    storage: tab.storage,
    fetch: recorder.fetch,
    navigateToLogin,
    ...options,
  });
  return { ...providers, recorder, tab, navigateToLogin };
}

/** A reference server started for one test file, and providers signed in as its staff. */
export interface StaffOnTestServer {
  server: TestServer;
  signedIn: ReturnType<typeof providersFor>;
}

/**
 * Starts a reference server before the file's tests and signs its staff in through the providers,
 * handing both to `ready`; stops them after the file's tests.
 */
export function staffOnTestServer(ready: (started: StaffOnTestServer) => void) {
  let started: StaffOnTestServer;
  beforeAll(async () => {
    const server = await startTestServer();
    const staff = await createStaffSession(server);
    const signedIn = providersFor(server);
    await signedIn.session.signIn({ email: staff.email, password: staff.password });
    started = { server, signedIn };
    ready(started);
  });
  afterAll(async () => {
    started.signedIn.session.dispose();
    await started.server.close();
  });
}
