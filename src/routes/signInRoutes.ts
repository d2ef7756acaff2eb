/** The sign-in area's screens (docs/spec.md §2): reachable only when signed out, in their own layout. */
import { named, namedRouteAt, type NamedRoute } from './namedRoute';

export const signInRoutes = {
  login: named('login', '/login'),
  forgotPassword: named('forgot-password', '/forgot-password'),
  resetPassword: named('reset-password', '/reset-password/:token'),
} as const;

const signInRouteList: readonly NamedRoute[] = Object.values(signInRoutes);

/** The sign-in screen a location shows, if it shows one. */
export const signInRouteAt = (pathname: string): NamedRoute | undefined => namedRouteAt(pathname, signInRouteList);

/** Whether a location is one of the sign-in area's screens (which load without the main area's code). */
export const isSignInArea = (pathname: string): boolean => signInRouteAt(pathname) !== undefined;
