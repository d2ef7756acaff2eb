/**
 * The route of every resource's Import screen (`importPath`): the screen itself is loaded on first
 * use, a script of its own (with the file reader's worker beside it), so the first screens carry
 * none of it (bench/bundle-budget.ts).
 */
import { lazy, Suspense } from 'react';
import { CanAccess, ResourceContextProvider } from 'react-admin';
import type { ResourceDefinition } from '../../resources/definition';
import { ForbiddenPage } from '../errors/errorScreens';
import { ViewLoading } from '../layout/ViewLoading';

const ImportScreen = lazy(() => import('./ImportScreen'));

export function ImportRoute({ definition }: { definition: ResourceDefinition }) {
  return (
    <ResourceContextProvider value={definition.name}>
      <CanAccess resource={definition.name} action="create" accessDenied={<ForbiddenPage />}>
        <Suspense fallback={<ViewLoading />}>
          <ImportScreen definition={definition} />
        </Suspense>
      </CanAccess>
    </ResourceContextProvider>
  );
}
