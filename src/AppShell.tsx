import { lazy, Suspense, useState } from 'react';
import { localStorageStore, type Store } from 'ra-core';
import { createBrowserRouter, useLocation } from 'react-router';
import type { SessionProviders } from '../providers/session-providers';
import { ApiContext } from './api/ApiContext';
import { userLanguage } from './i18n/languageChoice';
import { browserLanguageSources, catalogueLoad } from './i18n/languages';
import { isSignInArea } from './routes/signInRoutes';
import SignInArea from './sign-in/SignInArea';
import { useRememberReturnRoute } from './sign-in/returnRoute';

/** What both areas share, made once: the session's providers and the store. */
export interface AreaProps {
  providers: SessionProviders;
  store: Store;
}

/** The main area (`<Admin>`, the resources, the menus), loaded only outside the sign-in area. */
const MainArea = lazy(() => import('./App'));

/**
 * The admin's router: real paths (not hash URLs), every one of them to the admin, which routes
 * within. A data router, because only under one does react-admin block leaving a form with
 * unsaved changes. Made once, outside React's renders.
 */
export const createAppRouter = (providers: SessionProviders) =>
  createBrowserRouter([{ path: '*', element: <AppShell providers={providers} /> }]);

/**
 * The first code to run: the sign-in area on its own, light enough to paint at once, or the main
 * area, loaded on demand. Signing in or out moves between them.
 */
function AppShell({ providers }: { providers: SessionProviders }) {
  const [store] = useState(() => localStorageStore());
  const [api] = useState(() => ({ httpClient: providers.httpClient, session: providers.session, authProvider: providers.authProvider }));
  const { pathname } = useLocation();
  useRememberReturnRoute();
  const area = { providers, store };
  const signingIn = isSignInArea(pathname);
  // The main area's script and the user's catalogue are fetched together, not one after the other.
  if (!signingIn) void catalogueLoad(userLanguage(browserLanguageSources(), providers.session.user?.id));
  return (
    <ApiContext.Provider value={api}>
      {signingIn ? (
        <SignInArea {...area} />
      ) : (
        <Suspense fallback={null}>
          <MainArea {...area} />
        </Suspense>
      )}
    </ApiContext.Provider>
  );
}
