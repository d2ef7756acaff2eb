import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuthState } from 'react-admin';

/** Spec §2: the sign-in screens are for signed-out users; a signed-in user is sent to the root. */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const { isPending, authenticated } = useAuthState(undefined, false);
  if (isPending) return null;
  if (authenticated) return <Navigate to="/" replace />;
  return children;
}
