import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { prefetchResourceViews } from '../builders/buildResourceModule';
import { LayoutErrorPage } from '../errors/errorScreens';
import { ScreenErrorBoundary } from '../errors/ScreenErrorBoundary';
import { PageFrame } from './PageFrame';
import { ShellAppBar } from './ShellAppBar';
import { ShellMenu } from './ShellMenu';
import { usePrefetchWhenIdle } from './usePrefetchWhenIdle';

/** The main area's layout (spec §2): app bar, menu, and the screen, for a signed-in user. */
export function MainLayout({ children }: { children: ReactNode }) {
  usePrefetchWhenIdle(prefetchResourceViews);
  return (
    <PageFrame>
      <Layout appBar={ShellAppBar} menu={ShellMenu} error={LayoutErrorPage}>
        <ScreenErrorBoundary>{children}</ScreenErrorBoundary>
      </Layout>
    </PageFrame>
  );
}
