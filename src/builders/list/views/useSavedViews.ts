/** The saved views of a list from the dataProvider (providers/saved-views.ts), and their writes, which refresh them. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { SavedViewChanges, SavedViewMethods } from '../../../../providers/saved-views';
import type { SavedViewState } from '../../../../resources/saved-views';

const savedViewsKey = (resource: string) => ['savedViews', resource];

export function useSavedViews(resource: string, enabled: boolean) {
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & SavedViewMethods>();
  return useQuery({
    queryKey: savedViewsKey(resource),
    queryFn: async ({ signal }) => (await dataProvider.getSavedViews(resource, { signal })).data,
    enabled,
  });
}

export function useSavedViewWrites(resource: string) {
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & SavedViewMethods>();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: savedViewsKey(resource) });
  return {
    create: useMutation({
      mutationFn: (view: { name: string; shared: boolean; state: SavedViewState }) => dataProvider.createSavedView(resource, view),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, changes }: { id: string; changes: SavedViewChanges }) => dataProvider.updateSavedView(id, changes),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => dataProvider.deleteSavedView(id), onSuccess }),
  };
}
