import type { Location } from 'react-router';
import type { NamedRoute } from '../routes/namedRoute';
import { signInRouteAt } from '../routes/signInRoutes';
import { reportNavigation } from './report';

/**
 * The named route of a path: a sign-in screen's at once; any other's from the whole route table,
 * which reads every resource definition and so is loaded only when such a path is reached (issue
 * 13: not before the sign-in screen paints). Reports keep their order, as promises settle in turn.
 */
function namedRouteOf(pathname: string): Promise<NamedRoute | undefined> {
  const signInRoute = signInRouteAt(pathname);
  if (signInRoute) return Promise.resolve(signInRoute);
  return import('../routes/routeTable').then(({ routeAt }) => routeAt(pathname));
}

/** What of the data router navigations are read from. */
interface RouterLike {
  state: { location: Location };
  subscribe(listener: (state: { location: Location }) => void): () => void;
}

/**
 * Reports the first screen and each move to another path, by route name (never by URL). A path
 * without a name (`/`, an unknown one) is no screen: it only redirects to one, which is traced.
 */
export function traceNavigations(router: RouterLike): () => void {
  let pathname = router.state.location.pathname;
  const moved = () =>
    void namedRouteOf(pathname).then((route) => {
      if (route) reportNavigation(route.name);
    });
  moved();
  return router.subscribe(({ location }) => {
    if (location.pathname === pathname) return;
    pathname = location.pathname;
    moved();
  });
}
