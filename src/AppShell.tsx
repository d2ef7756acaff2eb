import { lazy, Suspense, useState } from 'react';
import { localStorageStore, type Store } from 'react-admin';
import { createBrowserRouter, useLocation } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import type { Providers } from '../providers';
import { ApiContext } from './api/ApiContext';
import { isSignInArea } from './routes/routeTable';
import SignInArea from './sign-in/SignInArea';
import { useRememberReturnRoute } from './sign-in/returnRoute';

/** What both areas share, made once: the providers, the query cache and the store. */
export interface AreaProps {
  providers: Providers;
  queryClient: QueryClient;
  store: Store;
}

/** The main area (`<Admin>`, the resources, the menus), loaded only outside the sign-in area. */
const MainArea = lazy(() => import('./App'));

/**
 * The admin's router: real paths (not hash URLs), every one of them to the admin, which routes
 * within. A data router, because only under one does react-admin block leaving a form with
 * unsaved changes. Made once, outside React's renders.
 */
export const createAppRouter = (providers: Providers) => createBrowserRouter([{ path: '*', element: <AppShell providers={providers} /> }]);

/**
 * The first code to run: the sign-in area on its own, light enough to paint at once, or the main
 * area, loaded on demand. Signing in or out moves between them.
 */
function AppShell({ providers }: { providers: Providers }) {
  // A failure shows at once (a toast, an error page); the user decides whether to try again.
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [store] = useState(() => localStorageStore());
  const [api] = useState(() => ({ httpClient: providers.httpClient, session: providers.session }));
  const { pathname } = useLocation();
  useRememberReturnRoute();
  const area = { providers, queryClient, store };
  return (
    <ApiContext.Provider value={api}>
      {isSignInArea(pathname) ? (
        <SignInArea {...area} />
      ) : (
        <Suspense fallback={null}>
          <MainArea {...area} />
        </Suspense>
      )}
    </ApiContext.Provider>
  );
}
