/**
 * Drops a resource's list data when the user leaves its screens (the referrals' reset, docs/spec.md §4):
 * 1 ms after the last of its views goes, if list data had been fetched, the cached pages and the
 * kept scroll position are removed, so that coming back loads the list fresh. Moving between the
 * resource's own screens (list → edit → list) mounts the next view first, which cancels the reset.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useStoreContext } from 'react-admin';
import { scrollPositionKey } from './ListScrollPosition';

const resetDelayMs = 1;
const pendingResets = new Map<string, ReturnType<typeof setTimeout>>();

export function useDropListDataOnLeave(resource: string) {
  const queryClient = useQueryClient();
  const store = useStoreContext();

  useEffect(() => {
    clearTimeout(pendingResets.get(resource));
    pendingResets.delete(resource);
    return () => {
      pendingResets.set(
        resource,
        setTimeout(() => {
          pendingResets.delete(resource);
          const lists = [
            [resource, 'getInfiniteList'],
            [resource, 'getList'],
          ].flatMap((queryKey) => queryClient.getQueryCache().findAll({ queryKey }));
          if (!lists.some((query) => query.state.dataUpdatedAt > 0)) return;
          for (const query of lists) queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
          store.removeItem(scrollPositionKey(resource));
        }, resetDelayMs),
      );
    };
  }, [resource, queryClient, store]);
}
