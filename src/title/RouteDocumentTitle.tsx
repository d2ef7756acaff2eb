import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslate } from 'react-admin';
import { routeAt } from '../routes/routeTable';
import { DocumentTitle } from './DocumentTitle';

/** The document title of the current route (docs/spec.md §2: the title follows the route name). */
export function RouteDocumentTitle({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const translate = useTranslate();
  const route = routeAt(pathname);
  return <DocumentTitle title={route ? translate(route.titleKey) : undefined}>{children}</DocumentTitle>;
}
