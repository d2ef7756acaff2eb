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
import { createDataProvider } from './data-provider';
import { createSessionProviders, type SessionProvidersOptions } from './session-providers';

export interface ProvidersOptions extends SessionProvidersOptions {
  definitions?: readonly ResourceDefinition[];
}

export function createProviders(options: ProvidersOptions) {
  const sessionProviders = createSessionProviders(options);
  return {
    ...sessionProviders,
    dataProvider: createDataProvider({ httpClient: sessionProviders.httpClient, definitions: options.definitions }),
  };
}

export type Providers = ReturnType<typeof createProviders>;

export { ConfigurationError, type Environment } from './config';
export { createSessionProviders, type SessionProviders, type SessionProvidersOptions } from './session-providers';
export { HttpError, isHttpError, type HttpErrorKind } from './http-error';
export type { FailedCall } from './http-client';
export { NotLoggedInError, type CurrentUser, type Session } from './session';
export { accountDeletionResource, invalidCredentialsMessage } from './auth-provider';
