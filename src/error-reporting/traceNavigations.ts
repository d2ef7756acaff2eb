import type { Location } from 'react-router';
import { routeAt } from '../routes/routeTable';
import { reportNavigation } from './report';

/** What of the data router navigations are read from. */
interface RouterLike {
  state: { location: Location };
  subscribe(listener: (state: { location: Location }) => void): () => void;
}

/** The route name of a location, as the route table names it; `unnamed` for any other path. */
export const routeNameAt = (pathname: string) => routeAt(pathname)?.name ?? 'unnamed';

/** Reports the first screen and each move to another path, by route name (never by URL). */
export function traceNavigations(router: RouterLike): () => void {
  let pathname = router.state.location.pathname;
  reportNavigation(routeNameAt(pathname));
  return router.subscribe(({ location }) => {
    if (location.pathname === pathname) return;
    pathname = location.pathname;
    reportNavigation(routeNameAt(pathname));
  });
}
