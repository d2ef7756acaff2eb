/**
 * "Select all 1,234 matching": after every loaded row is selected, the user can select every item
 * the list's search and filters select, loaded or not. The selection then holds the exact count
 * the server gave (the count the bulk write is confirmed with, docs/versions.md); rows loaded
 * later by scrolling are shown selected too; unselecting a row or changing the search or filters
 * ends it. Bulk actions read it to write by filter, in one request, rather than by ids. While such
 * a write runs (thousands of items take seconds: docs/performance.md, "A bulk write of thousands"),
 * the bar says what it is doing and no other bulk action starts (useWriteByMatch.ts).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { MatchingCount, MatchingMethods } from '../../../providers/matching';
import { errorMessage } from '../../errors/errorMessage';

export interface MatchingSelection {
  /** Every matching item is selected: how many, exactly. */
  matching: MatchingCount | null;
  selectAllMatching(): Promise<void>;
  /** The count changed (a 409 said so): the user confirms again with this one. */
  recount(count: number): void;
  clear(): void;
  /** The count is being asked for. */
  pending: boolean;
  /** What the write by filter under way is doing, in words ("Deleting 1,234 exercises…"), or null. */
  writing: string | null;
  setWriting(writing: string | null): void;
}

const MatchingSelectionContext = createContext<MatchingSelection | null>(null);

export function useMatchingSelection(): MatchingSelection {
  const selection = useContext(MatchingSelectionContext);
  if (!selection) throw new Error('useMatchingSelection: outside a MatchingSelectionProvider');
  return selection;
}

/** The most a bulk write by filter may change (the server's limit, docs/versions.md). */
export const matchingLimit = 100_000;

export function MatchingSelectionProvider({ children }: { children: ReactNode }) {
  const { resource, filterValues, data, selectedIds, onSelect } = useListContext();
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & MatchingMethods>();
  const notify = useNotify();
  const translate = useTranslate();
  const [matching, setMatching] = useState<MatchingCount | null>(null);
  const [pending, setPending] = useState(false);
  const [writing, setWriting] = useState<string | null>(null);

  // Another search or filter selects other items: the selection by filter ends.
  const filterKey = JSON.stringify(filterValues ?? {});
  useEffect(() => setMatching(null), [filterKey]);

  // A row the user unselects ends it too; rows loaded later are selected with the rest.
  const previous = useRef<readonly unknown[]>(selectedIds);
  useEffect(() => {
    const before = previous.current;
    previous.current = selectedIds;
    if (!matching) return;
    const now = new Set(selectedIds);
    if (before.some((id) => !now.has(id as never))) {
      setMatching(null);
      return;
    }
    const loaded = (data ?? []).map((record) => record.id);
    if (loaded.some((id) => !now.has(id))) onSelect(loaded);
  }, [matching, data, selectedIds, onSelect]);

  const selectAllMatching = useCallback(async () => {
    setPending(true);
    try {
      const { data: counted } = await dataProvider.countMatching(resource, { filter: filterValues ?? {} });
      if (counted.more) notify('builders.list.matching.too_many', { type: 'warning', messageArgs: { limit: matchingLimit } });
      else setMatching(counted);
    } catch (error) {
      notify('builders.list.matching.unavailable', { type: 'error', messageArgs: { message: errorMessage(error, translate) } });
    } finally {
      setPending(false);
    }
  }, [dataProvider, resource, filterValues, notify, translate]);

  const value = useMemo<MatchingSelection>(
    () => ({
      matching,
      selectAllMatching,
      recount: (count) => setMatching({ count, more: false }),
      clear: () => setMatching(null),
      pending,
      writing,
      setWriting,
    }),
    [matching, selectAllMatching, pending, writing],
  );
  return <MatchingSelectionContext.Provider value={value}>{children}</MatchingSelectionContext.Provider>;
}
