/**
 * A bulk write over every matching item (matchingSelection.tsx): one request by filter with the
 * confirmed count. While it runs, the selection's bar shows `status` (what it is doing) and no
 * other write by filter starts: the bar's buttons share the selection, and each is disabled.
 * Afterwards the list reloads, the items are read afresh when opened
 * (versions/useForgetWrittenItems.ts) and the selection ends; if the selection changed
 * meanwhile (409), the new count is taken and the user is told to confirm again; any other
 * failure is a toast with the server's message.
 */
import { useDataProvider, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { countNowOf, type MatchingMethods } from '../../../providers/matching';
import { errorMessage } from '../../errors/errorMessage';
import { useForgetWrittenItems } from '../versions/useForgetWrittenItems';
import { useMatchingSelection } from './matchingSelection';
import { useCountText } from './useCountText';

export function useWriteByMatch() {
  const { resource, filterValues, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & MatchingMethods>();
  const { matching, recount, clear, writing, setWriting } = useMatchingSelection();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const countText = useCountText(resource);
  const forgetWrittenItems = useForgetWrittenItems(resource);

  async function run(status: string, write: (count: number) => Promise<number>): Promise<number | undefined> {
    if (!matching || writing !== null) return undefined;
    setWriting(status);
    try {
      const changed = await write(matching.count);
      forgetWrittenItems();
      clear();
      onUnselectItems();
      refresh();
      return changed;
    } catch (error) {
      const countNow = countNowOf(error);
      if (countNow !== undefined) {
        recount(countNow);
        notify('builders.list.matching.changed', {
          type: 'warning',
          messageArgs: { items: countText(countNow) },
        });
      } else notify(errorMessage(error, translate), { type: 'error' });
      return undefined;
    } finally {
      setWriting(null);
    }
  }

  const filter = filterValues ?? {};
  return {
    matching,
    pending: writing !== null,
    /** `status`: what the bar says meanwhile. */
    update: (data: Record<string, unknown>, status: string) =>
      run(status, async (count) => (await dataProvider.updateMatching(resource, { filter, count, data })).data.updated),
    remove: (status: string) => run(status, async (count) => (await dataProvider.deleteMatching(resource, { filter, count })).data.deleted),
  };
}
