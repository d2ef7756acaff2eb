/**
 * Where signing in returns to: the exact route (path and query, a form's step included) that was
 * open when the session ended. react-admin passes it to the login screen as `nextPathname`, but
 * not always (a session found over on loading the page, or signed out again from the login screen
 * itself, which names `/login`); the main area's last route, kept for the tab, fills in.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isSignInArea } from '../routes/signInRoutes';

const storageKey = 'signIn.returnRoute';

/** Keeps the main area's current route for this tab. */
export function useRememberReturnRoute(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (isSignInArea(pathname)) return;
    try {
      sessionStorage.setItem(storageKey, pathname + search);
    } catch {
      // No storage: signing in returns where react-admin says.
    }
  }, [pathname, search]);
}

interface LoginLocationState {
  nextPathname?: string;
  nextSearch?: string;
}

/**
 * The route to open after signing in: react-admin's, unless it has none or names a sign-in screen
 * (the session ended by a reload, or signed out twice), then the tab's last route in the main
 * area; none (the root) in a tab that has not been in it.
 */
export function returnRouteOf(state: unknown): string | undefined {
  const { nextPathname, nextSearch } = (state ?? {}) as LoginLocationState;
  if (nextPathname && !isSignInArea(nextPathname)) return nextPathname + (nextSearch ?? '');
  try {
    return sessionStorage.getItem(storageKey) ?? undefined;
  } catch {
    return undefined;
  }
}
