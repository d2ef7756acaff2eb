import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { isHttpError } from '../providers/http-error';
import { createSessionProviders } from '../providers/session-providers';
import { createAppRouter } from './AppShell';
import { reportApiFailure, reportError, setReportingUser, startErrorReporting } from './error-reporting/report';
import { readErrorReportingSettings } from './error-reporting/settings';
import { traceNavigations } from './error-reporting/traceNavigations';
import { StartupErrorPage } from './errors/StartupErrorPage';
import { shownLanguage } from './i18n/interfaceLanguage';
import { markSessionEnded } from './sign-in/sessionEnded';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** The admin, or why its providers cannot be made (docs/spec.md §7: a missing or malformed setting). */
function start() {
  try {
    void startErrorReporting(readErrorReportingSettings(import.meta.env));
    const providers = createSessionProviders({
      env: import.meta.env,
      storage: window.localStorage,
      onFailedCall: reportApiFailure,
      // The API answers in the language the interface shows (docs/spec.md §7: Accept-Language).
      language: () => shownLanguage().formatLocale,
      onSessionExpired: markSessionEnded,
    });
    setReportingUser(() => providers.session.user?.id);
    const router = createAppRouter(providers);
    traceNavigations(router);
    // Navigation commits at once: a sign-out's redirect must not wait behind the auth check it ends.
    return <RouterProvider router={router} useTransitions={false} />;
  } catch (error) {
    return <StartupErrorPage error={error} />;
  }
}

/**
 * Every error an error boundary caught (a crashed screen) or none did: logged as React would, and
 * reported. A failed call that reached a boundary was reported by the HTTP client already.
 */
function reportRenderError(error: unknown, info: { componentStack?: string }) {
  console.error(error);
  if (!isHttpError(error)) reportError(error, info.componentStack);
}

createRoot(container, { onCaughtError: reportRenderError, onUncaughtError: reportRenderError }).render(<StrictMode>{start()}</StrictMode>);
