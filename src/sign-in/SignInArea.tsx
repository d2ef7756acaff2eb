import { CssBaseline, ThemeProvider } from '@mui/material';
import { I18nContext, StoreContextProvider } from 'ra-core';
import { Route, Routes } from 'react-router';
import { signInI18nProvider } from '../i18n/signInI18nProvider';
import { usePrefetchWhenIdle } from '../layout/usePrefetchWhenIdle';
import { signInRoutes } from '../routes/signInRoutes';
import { useSystemTheme } from '../theme/useSystemTheme';
import type { AreaProps } from '../AppShell';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { loadSignInValidators } from './loadSignInValidators';
import { LoginPage } from './LoginPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { SignInToasts } from './SignInToasts';

/**
 * The sign-in area on its own: the store, its part of the catalogue, the system's theme and its
 * toasts, and none of react-admin's admin: the sign-in screen paints from the entry script alone
 * (docs/architecture.md, "How the admin loads"). Its validators load when the browser is idle
 * after the first paint.
 */
export default function SignInArea({ store }: AreaProps) {
  const theme = useSystemTheme();
  usePrefetchWhenIdle(loadSignInValidators);
  return (
    <StoreContextProvider value={store}>
      <I18nContext.Provider value={signInI18nProvider}>
        <ThemeProvider theme={theme}>
          <CssBaseline enableColorScheme>
            <SignInToasts>
              <Routes>
                <Route path={signInRoutes.login.path} element={<LoginPage />} />
                <Route path={signInRoutes.forgotPassword.path} element={<ForgotPasswordPage />} />
                <Route path={signInRoutes.resetPassword.path} element={<ResetPasswordPage />} />
              </Routes>
            </SignInToasts>
          </CssBaseline>
        </ThemeProvider>
      </I18nContext.Provider>
    </StoreContextProvider>
  );
}
