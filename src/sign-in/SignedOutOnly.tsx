import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useApi } from '../api/ApiContext';

/**
 * Spec §2: the sign-in screens are for signed-out users; a signed-in user is sent to the root.
 * Without a stored session the screen shows at once; with one, once the session is checked
 * (react-admin's checkAuth: the current user loads), and a session that fails the check is over.
 */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const { authProvider, session } = useApi();
  const [signedIn, setSignedIn] = useState<boolean | undefined>(() => (session.isSignedIn ? undefined : false));
  useEffect(() => {
    if (signedIn !== undefined) return;
    let current = true;
    authProvider.checkAuth({}).then(
      () => current && setSignedIn(true),
      () => current && setSignedIn(false),
    );
    return () => {
      current = false;
    };
  }, [authProvider, signedIn]);
  if (signedIn === undefined) return null;
  if (signedIn) return <Navigate to="/" replace />;
  return children;
}
