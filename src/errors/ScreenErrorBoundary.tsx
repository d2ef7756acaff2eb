import type { ReactNode } from 'react';
import { CrashBoundary } from './CrashBoundary';
import { ErrorPage } from './ErrorPage';

const errorPage = (error: unknown) => <ErrorPage error={error} />;

/**
 * Around each screen of the main area: a screen that crashes while rendering shows the `Something
 * went wrong` page with its ways back in place of the screen.
 */
export function ScreenErrorBoundary({ children }: { children: ReactNode }) {
  return <CrashBoundary fallback={errorPage}>{children}</CrashBoundary>;
}
