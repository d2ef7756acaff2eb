import { Navigate } from 'react-router';
import { useCanAccess } from 'react-admin';
import { landingPath, landingResource, shellRoutes } from './routeTable';

/**
 * The root (docs/spec.md §2): the exercise list, the landing area; a user who may not see it (a `member`
 * of the training app) lands on the one screen open to them instead.
 */
export function LandingRedirect() {
  const { canAccess, isPending } = useCanAccess({ resource: landingResource, action: 'list' });
  if (isPending) return null;
  return <Navigate to={canAccess ? landingPath : shellRoutes.accountDeletion.path} replace />;
}
