/**
 * Keeps a resource's create and edit views on their named paths. react-admin routes every path
 * below a resource (`/authors/7`, `/authors/7/show`, `/authors/create/x/y`) to those views; only
 * the named ones are screens: an item's own path and its `show` path lead to its edit screen, and
 * anything else to the root, as any unknown path does.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { editPath, routeAt } from './routeTable';

export interface NamedResourceRouteProps {
  resource: string;
  view: 'create' | 'edit';
  children: ReactNode;
}

export function NamedResourceRoute({ resource, view, children }: NamedResourceRouteProps) {
  const { pathname } = useLocation();
  const params = useParams();
  const screen = routeAt(pathname)?.screen;
  if (screen?.definition.name === resource && screen.view === view) return children;
  const below = (params['*'] ?? '').replace(/\/$/, '');
  if (view === 'edit' && params.id !== undefined && (below === '' || below === 'show')) {
    return <Navigate to={editPath(resource, params.id)} replace />;
  }
  return <Navigate to="/" replace />;
}
