import { useMemo, useState } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { I18nContext, StoreContextProvider } from 'ra-core';
import { Route, Routes } from 'react-router';
import { deviceLanguage, rememberLanguage } from '../i18n/languageChoice';
import { browserLanguageSources } from '../i18n/languages';
import { useSignInI18nProvider } from '../i18n/useSignInI18nProvider';
import { usePrefetchWhenIdle } from '../layout/usePrefetchWhenIdle';
import { signInRoutes } from '../routes/signInRoutes';
import { useSystemTheme } from '../theme/useSystemTheme';
import type { AreaProps } from '../AppShell';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { loadSignInValidators } from './loadSignInValidators';
import { LoginPage } from './LoginPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { SignInLanguageContext } from './signInLanguage';
import { SignInToasts } from './SignInToasts';

/**
 * The sign-in area on its own: the store, its part of the catalogue, the system's theme and its
 * toasts, and none of react-admin's admin: the sign-in screen paints from the entry script alone,
 * or in another language than English once that language's sign-in texts have loaded
 * (docs/architecture.md, "How the admin loads"). Its validators load when the browser is idle
 * after the first paint. The language is this device's last choice, else the browser's, and can be
 * chosen here (LanguageSelect.tsx).
 */
export default function SignInArea({ store }: AreaProps) {
  const theme = useSystemTheme();
  usePrefetchWhenIdle(loadSignInValidators);
  const [language, setLanguage] = useState(() => deviceLanguage(browserLanguageSources()));
  const choice = useMemo(
    () => ({
      language,
      choose: (chosen: string) => {
        rememberLanguage(browserLanguageSources().storage, chosen);
        setLanguage(chosen);
      },
    }),
    [language],
  );
  const i18nProvider = useSignInI18nProvider(language);
  if (!i18nProvider) return null;
  return (
    <StoreContextProvider value={store}>
      <SignInLanguageContext.Provider value={choice}>
        <I18nContext.Provider value={i18nProvider}>
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
      </SignInLanguageContext.Provider>
    </StoreContextProvider>
  );
}
