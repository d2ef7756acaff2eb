import type { Location } from 'react-router';
import { routeAt } from '../routes/routeTable';
import { reportNavigation } from './report';

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
  const moved = () => {
    const route = routeAt(pathname);
    if (route) reportNavigation(route.name);
  };
  moved();
  return router.subscribe(({ location }) => {
    if (location.pathname === pathname) return;
    pathname = location.pathname;
    moved();
  });
}
