import { useGetIdentity } from 'react-admin';
import { Navigate, useLocation } from 'react-router';
import { shellRoutes } from '../routes/routeTable';

/**
 * Where the server requires two-step sign-in of staff and this account has none yet (`/me` says
 * `second_factor_required`, docs/api.md "A second factor"), every screen but the security one
 * leads there: the content would only answer 403 until it is set up.
 */
export function SecondFactorGate() {
  const { identity } = useGetIdentity();
  const { pathname } = useLocation();
  if (!identity?.secondFactorRequired || pathname === shellRoutes.security.path) return null;
  return <Navigate to={shellRoutes.security.path} replace />;
}
