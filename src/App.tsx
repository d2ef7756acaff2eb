import { useState } from 'react';
import { Admin, CanAccess, CustomRoutes, Resource } from 'react-admin';
import { createBrowserRouter, Navigate, Route } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import type { Providers } from '../providers';
import { resourceModules } from '../resources';
import { productName } from './brand';
import { ApiContext } from './api/ApiContext';
import { AccountDeletionPage } from './account-deletion/AccountDeletionPage';
import { AppErrorPage, ForbiddenPage, UnauthorizedPage } from './errors/errorScreens';
import { LoadingPage } from './errors/LoadingPage';
import { ExportPage } from './export/ExportPage';
import { i18nProvider } from './i18n/i18nProvider';
import { MainLayout } from './layout/MainLayout';
import { ShellNotification } from './notifications/ShellNotification';
import { LandingRedirect } from './routes/LandingRedirect';
import { shellRoutes, signInRoutes } from './routes/routeTable';
import { ForgotPasswordPage } from './sign-in/ForgotPasswordPage';
import { LoginPage } from './sign-in/LoginPage';
import { ResetPasswordPage } from './sign-in/ResetPasswordPage';
import { darkTheme, lightTheme } from './theme/themes';

/** Any unknown path goes to the root (spec §2). */
const RedirectToRoot = () => <Navigate to="/" replace />;

/**
 * The admin's router: real paths (not hash URLs), every one of them to the admin, which routes
 * within. A data router, because only under one does react-admin block leaving a form with
 * unsaved changes. Made once, outside React's renders.
 */
export const createAppRouter = (providers: Providers) =>
  createBrowserRouter([{ path: '*', element: <App providers={providers} /> }]);

/**
 * The admin shell: every route of spec §2, the sign-in area for signed-out users and the main
 * area for signed-in ones, the catalogue, the themes that follow the system, the toasts and the
 * error pages.
 */
function App({ providers }: { providers: Providers }) {
  // A failure shows at once (a toast, an error page); the user decides whether to try again.
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [api] = useState(() => ({ httpClient: providers.httpClient, session: providers.session }));
  return (
    <ApiContext.Provider value={api}>
      <Admin
        disableTelemetry
        requireAuth
        title={productName}
        authProvider={providers.authProvider}
        dataProvider={providers.dataProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        theme={lightTheme}
        darkTheme={darkTheme}
        layout={MainLayout}
        loginPage={LoginPage}
        loading={LoadingPage}
        error={AppErrorPage}
        accessDenied={ForbiddenPage}
        authenticationError={UnauthorizedPage}
        catchAll={RedirectToRoot}
        notification={ShellNotification}
      >
        {resourceModules.map((module) => (
          <Resource key={module.name} {...module} />
        ))}
        <CustomRoutes noLayout>
          <Route path={signInRoutes.forgotPassword.path} element={<ForgotPasswordPage />} />
          <Route path={signInRoutes.resetPassword.path} element={<ResetPasswordPage />} />
          <Route path={shellRoutes.accountDeletion.path} element={<AccountDeletionPage />} />
        </CustomRoutes>
        <CustomRoutes>
          <Route path="/" element={<LandingRedirect />} />
          <Route
            path={shellRoutes.export.path}
            element={
              <CanAccess resource="export" action="list" accessDenied={<ForbiddenPage />}>
                <ExportPage />
              </CanAccess>
            }
          />
        </CustomRoutes>
      </Admin>
    </ApiContext.Provider>
  );
}
