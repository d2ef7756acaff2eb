import { lazy, Suspense, use, useState } from 'react';
import { AdminContext, AuthCallback, CanAccess, CoreAdminUI, CustomRoutes, Resource, ResourceContextProvider } from 'react-admin';
import { CssBaseline } from '@mui/material';
import { Navigate, Route } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { createDataProvider } from '../providers/data-provider';
import { resourceModules } from './resources/resourceModules';
import type { AreaProps } from './AppShell';
import { productName } from './brand';
import { AccountDeletionPage } from './account-deletion/AccountDeletionPage';
import { AppErrorPage, ForbiddenPage, UnauthorizedPage } from './errors/errorScreens';
import { LoadingPage } from './errors/LoadingPage';
import { ExportPage } from './export/ExportPage';
import { ImportRoute } from './import/ImportRoute';
import { definitions } from '../resources';
import { MainLayout } from './layout/MainLayout';
import { ShellNotification } from './notifications/ShellNotification';
import { LandingRedirect } from './routes/LandingRedirect';
import { importPath, shellRoutes, translationsPath } from './routes/routeTable';
import { interfaceMessages } from './i18n/catalogue';
import { i18nProviderFor } from './i18n/i18nProviderFor';
import { userLanguage, rememberLanguage } from './i18n/languageChoice';
import { browserLanguageSources, catalogueLoad, loadCatalogue } from './i18n/languages';
import { darkTheme, lightTheme } from './theme/themes';

/** Only this screen needs it: loaded when opened. */
const SecurityPage = lazy(() => import('./account-security/SecurityPage'));

/** Any unknown path goes to the root (docs/spec.md §2). */
const RedirectToRoot = () => <Navigate to="/" replace />;

/**
 * The main area, loaded by `AppShell` outside the sign-in area: every route of docs/spec.md §2 for
 * signed-in users (signed-out ones are sent to the sign-in area, `SignInArea`), the catalogue,
 * the themes that follow the system, the toasts and the error pages. Its language is the one the
 * user chose on this device, else the device's (languageChoice.ts); AppShell loads its catalogue
 * beside this script.
 */
export default function App({ providers, store }: AreaProps) {
  const [language] = useState(() => userLanguage(browserLanguageSources(), providers.session.user?.id));
  const catalogue = use(catalogueLoad(language));
  const [i18nProvider] = useState(() => {
    // react-admin's store says which language its screens show; the sign-in screen shows it next.
    store.setItem('locale', language);
    rememberLanguage(browserLanguageSources().storage, language);
    return i18nProviderFor(language, interfaceMessages(catalogue), (other) => loadCatalogue(other).then(interfaceMessages));
  });
  // Made with the main area: the sign-in area reads no data, and a new sign-in starts with an empty cache.
  const [dataProvider] = useState(() => createDataProvider({ httpClient: providers.httpClient }));
  // A failure shows at once (a toast, an error page); the user decides whether to try again.
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  // react-admin's <Admin> is this pair (AdminContext, then AdminUI: CssBaseline, CoreAdminUI and the
  // toasts); written out here so that the defaults of AdminUI this admin replaces (its login page,
  // error, loading, not-found and access pages) do not come into the bundle.
  return (
    <AdminContext
      authProvider={providers.authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      store={store}
      theme={lightTheme}
      darkTheme={darkTheme}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          disableTelemetry
          requireAuth
          title={productName}
          layout={MainLayout}
          loginPage={false}
          authCallbackPage={AuthCallback}
          loading={LoadingPage}
          error={AppErrorPage}
          accessDenied={ForbiddenPage}
          authenticationError={UnauthorizedPage}
          catchAll={RedirectToRoot}
        >
          {resourceModules.map(({ translations: _screen, ...module }) => (
            <Resource key={module.name} {...module} />
          ))}
          <CustomRoutes noLayout>
            <Route path={shellRoutes.accountDeletion.path} element={<AccountDeletionPage />} />
          </CustomRoutes>
          <CustomRoutes>
            <Route path="/" element={<LandingRedirect />} />
            {resourceModules.map(({ name, translations: Translations }) =>
              Translations ? (
                <Route
                  key={name}
                  path={translationsPath(name)}
                  element={
                    <ResourceContextProvider value={name}>
                      <CanAccess resource={name} action="list" accessDenied={<ForbiddenPage />}>
                        <Translations />
                      </CanAccess>
                    </ResourceContextProvider>
                  }
                />
              ) : null,
            )}
            {definitions.map((definition) => (
              <Route key={definition.name} path={importPath(definition.name)} element={<ImportRoute definition={definition} />} />
            ))}
            <Route
              path={shellRoutes.security.path}
              element={
                <CanAccess resource="security" action="list" accessDenied={<ForbiddenPage />}>
                  <Suspense fallback={null}>
                    <SecurityPage />
                  </Suspense>
                </CanAccess>
              }
            />
            <Route
              path={shellRoutes.export.path}
              element={
                <CanAccess resource="export" action="list" accessDenied={<ForbiddenPage />}>
                  <ExportPage />
                </CanAccess>
              }
            />
          </CustomRoutes>
        </CoreAdminUI>
        <ShellNotification />
      </CssBaseline>
    </AdminContext>
  );
}
