/**
 * The error pages in the places react-admin shows them: inside the main layout (a failed screen),
 * at the top (a failure outside any layout), on `/access-denied` and on `/authentication-error`.
 */
import type { ErrorProps } from 'react-admin';
import { useResetErrorBoundaryOnLocationChange } from 'react-admin';
import { StandaloneLayout } from '../layout/StandaloneLayout';
import { ErrorPage } from './ErrorPage';

export const LayoutErrorPage = ({ error }: ErrorProps) => <ErrorPage error={error} />;

export function AppErrorPage({ error, resetErrorBoundary }: { error: Error; resetErrorBoundary: (...args: unknown[]) => void }) {
  useResetErrorBoundaryOnLocationChange(resetErrorBoundary);
  return (
    <StandaloneLayout>
      <ErrorPage error={error} />
    </StandaloneLayout>
  );
}

export const ForbiddenPage = () => <ErrorPage status={403} />;

export const UnauthorizedPage = () => <ErrorPage status={401} />;
