import { Suspense, type ReactNode } from 'react';
import { Layout, LayoutClasses } from 'react-admin';
import { prefetchResourceViews } from '../builders/buildResourceModule';
import { LayoutErrorPage } from '../errors/errorScreens';
import { ScreenErrorBoundary } from '../errors/ScreenErrorBoundary';
import { PageFrame } from './PageFrame';
import { SecondFactorGate } from './SecondFactorGate';
import { ShellAppBar } from './ShellAppBar';
import { ShellMenu } from './ShellMenu';
import { StaleAdminBanner } from './StaleAdminBanner';
import { usePrefetchWhenIdle } from './usePrefetchWhenIdle';
import { ViewLoading } from './ViewLoading';

/**
 * react-admin's layout grows to its widest content (`min-width: fit-content`): held to the screen
 * instead, a wide table or step bar scrolls inside its own box and the page never sideways.
 */
const fitTheScreen = { minWidth: 0, [`& .${LayoutClasses.content}`]: { minWidth: 0 } };

/** The main area's layout (docs/spec.md §2): app bar, menu, and the screen, for a signed-in user. */
export function MainLayout({ children }: { children: ReactNode }) {
  usePrefetchWhenIdle(prefetchResourceViews);
  return (
    <PageFrame>
      <Layout appBar={ShellAppBar} menu={ShellMenu} error={LayoutErrorPage} sx={fitTheScreen}>
        <SecondFactorGate />
        <StaleAdminBanner />
        <ScreenErrorBoundary>
          <Suspense fallback={<ViewLoading />}>{children}</Suspense>
        </ScreenErrorBoundary>
      </Layout>
    </PageFrame>
  );
}
