/**
 * A named screen of docs/spec.md §2 (route name → path → title key) and how a location finds its
 * one. Apart from the route table so that the sign-in area, which knows only its own three, loads
 * no resource definition.
 */
import { matchRoutes } from 'react-router';
import type { FormStep, ResourceDefinition } from '../../resources/definition';

/** Which screen of which resource a route shows; its title is made from the definition's labels. */
export interface ResourceScreen {
  definition: ResourceDefinition;
  view: 'list' | 'create' | 'edit' | 'translations' | 'import';
  step?: FormStep;
}

export interface NamedRoute {
  name: string;
  /** A react-router path pattern, absolute. */
  path: string;
  /** The catalogue key of the screen's title. */
  titleKey: string;
  screen?: ResourceScreen;
}

export const named = (name: string, path: string, screen?: ResourceScreen): NamedRoute => ({
  name,
  path,
  titleKey: `titles.${name}`,
  screen,
});

/** The route of `routes` a location shows, the most specific match first; none for an unnamed path. */
export function namedRouteAt(pathname: string, routes: readonly NamedRoute[]): NamedRoute | undefined {
  const matches = matchRoutes(
    routes.map((route) => ({ path: route.path, id: route.name })),
    pathname,
  );
  const name = matches?.at(-1)?.route.id;
  return routes.find((route) => route.name === name);
}
