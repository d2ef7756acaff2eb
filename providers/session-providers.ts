/**
 * What the sign-in area needs to talk to the API, made once at start-up: the settings, the
 * session, its HTTP client and react-admin's authProvider. No data provider: that one reads the
 * resource definitions, which the sign-in screen does not load (docs/architecture.md, "How the
 * admin loads"); index.ts adds it.
 */
import { createAuthProvider } from './auth-provider';
import { readApiConfig, type Environment } from './config';
import type { FailedCall } from './http-client';
import { createSession, type SessionStorage } from './session';

export interface SessionProvidersOptions {
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
  /** Told of each call that failed on the server's or the wire's side (error reporting). */
  onFailedCall?: (failure: FailedCall) => void;
  /** The language every call asks the API to answer in (`Accept-Language`); the browser's by default. */
  language?: () => string | undefined;
}

function loadLoginPage(env: Environment): () => void {
  const base = typeof env.BASE_URL === 'string' ? env.BASE_URL : '/';
  const loginPath = `${base.replace(/\/?$/, '/')}login`;
  return () => {
    if (globalThis.location && globalThis.location.pathname !== loginPath) globalThis.location.assign(loginPath);
  };
}

export function createSessionProviders(options: SessionProvidersOptions) {
  const config = readApiConfig(options.env, options.pageOrigin);
  const session = createSession({
    http: { config, fetch: options.fetch, onFailedCall: options.onFailedCall, language: options.language },
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
  };
}

export type SessionProviders = ReturnType<typeof createSessionProviders>;
