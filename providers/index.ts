/**
 * Everything the admin needs to talk to the API, made once at start-up:
 *
 *   const providers = createProviders({ env: import.meta.env, storage: localStorage });
 *   <Admin authProvider={providers.authProvider} dataProvider={providers.dataProvider} ...>
 *
 * A missing or malformed setting throws a ConfigurationError naming it; the admin shows its
 * message instead of a blank page.
 */
import type { ResourceDefinition } from '../resources/definition';
import { createAuthProvider } from './auth-provider';
import { readApiConfig, type Environment } from './config';
import { createDataProvider } from './data-provider';
import type { FailedCall } from './http-client';
import { createSession, type SessionStorage } from './session';

export interface ProvidersOptions {
  /** `import.meta.env`: VITE_API_URL, VITE_CLIENT_ID, VITE_CLIENT_SECRET and Vite's BASE_URL. */
  env: Environment;
  storage: SessionStorage;
  fetch?: typeof fetch;
  /** Runs when the session could not be refreshed and is gone. */
  onSessionExpired?: () => void;
  /** How to reach the login screen; by default a page load of `{BASE_URL}login`. */
  navigateToLogin?: () => void;
  /** See session.ts; 60 s by default (docs/spec.md §9). */
  refreshBeforeExpiryMs?: number | false;
  /** The page's origin, when not the browser's `location.origin`. */
  pageOrigin?: string;
  definitions?: readonly ResourceDefinition[];
  /** Told of each call that failed on the server's or the wire's side (error reporting). */
  onFailedCall?: (failure: FailedCall) => void;
}

function loadLoginPage(env: Environment): () => void {
  const base = typeof env.BASE_URL === 'string' ? env.BASE_URL : '/';
  const loginPath = `${base.replace(/\/?$/, '/')}login`;
  return () => {
    if (globalThis.location && globalThis.location.pathname !== loginPath) globalThis.location.assign(loginPath);
  };
}

export function createProviders(options: ProvidersOptions) {
  const config = readApiConfig(options.env, options.pageOrigin);
  const session = createSession({
    http: { config, fetch: options.fetch, onFailedCall: options.onFailedCall },
    storage: options.storage,
    refreshBeforeExpiryMs: options.refreshBeforeExpiryMs,
    onSessionExpired: options.onSessionExpired,
    navigateToLogin: options.navigateToLogin ?? loadLoginPage(options.env),
  });
  const { httpClient } = session;
  return {
    config,
    session,
    httpClient,
    authProvider: createAuthProvider(session),
    dataProvider: createDataProvider({ httpClient, definitions: options.definitions }),
  };
}

export type Providers = ReturnType<typeof createProviders>;

export { ConfigurationError, type Environment } from './config';
export { HttpError, isHttpError, type HttpErrorKind } from './http-error';
export type { FailedCall } from './http-client';
export { NotLoggedInError, type CurrentUser, type Session } from './session';
export { accountDeletionResource, invalidCredentialsMessage } from './auth-provider';
