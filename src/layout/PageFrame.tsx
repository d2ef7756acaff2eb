import type { ReactNode } from 'react';
import { TopProgressBar } from '../progress/TopProgressBar';
import { RouteDocumentTitle } from '../title/RouteDocumentTitle';

/** What every screen has, whatever its layout: the route's document title and the top progress bar. */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <RouteDocumentTitle>
      <TopProgressBar />
      {children}
    </RouteDocumentTitle>
  );
}
