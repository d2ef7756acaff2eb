import { createContext, useContext } from 'react';
import type { AuthProvider } from 'ra-core';
import type { HttpClient } from '../../providers/http-client';
import type { Session } from '../../providers/session';

/** The parts of the providers the shell's own screens call directly: the sign-in side's requests, the remembered user and signing in. */
export interface Api {
  httpClient: HttpClient;
  session: Session;
  authProvider: AuthProvider;
}

export const ApiContext = createContext<Api | null>(null);

export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi is used outside the admin: App provides the ApiContext');
  return api;
}
