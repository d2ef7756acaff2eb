/**
 * Keeps a resource's create and edit views on their named paths. react-admin routes every path
 * below a resource (`/authors/7`, `/authors/7/show`, `/authors/create/x/y`) to those views; only
 * the named ones are screens: an item's own path and its `show` path lead to its edit screen, and
 * anything else to the root, as any unknown path does.
 */
import type { ReactNode } from 'react';
// The router through react-admin, which names the one it routes with.
import { Navigate, useLocation, useParams } from 'react-admin';
import type { ResourceDefinition } from '../../resources/definition';
import { editPath, resourceRoutes, routeAt } from './routeTable';

export interface NamedResourceRouteProps {
  definition: ResourceDefinition;
  view: 'create' | 'edit';
  children: ReactNode;
}

export function NamedResourceRoute({ definition, view, children }: NamedResourceRouteProps) {
  const { pathname } = useLocation();
  const params = useParams();
  if (routeAt(pathname, resourceRoutes(definition))?.screen?.view === view) return children;
  const below = (params['*'] ?? '').replace(/\/$/, '');
  if (view === 'edit' && params.id !== undefined && (below === '' || below === 'show')) {
    return <Navigate to={editPath(definition, params.id)} replace />;
  }
  return <Navigate to="/" replace />;
}
