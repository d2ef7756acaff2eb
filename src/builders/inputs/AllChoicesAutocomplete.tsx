/**
 * The picker of a reference (an input or a list filter): it searches the server as the user types,
 * and scrolling to the end of its options loads the next page of them, so that every item can be
 * reached, not only the first page. The pages loaded are kept together until the search changes
 * (react-admin's ReferenceInput shows one page at a time).
 */
import { useEffect, useMemo, useRef, useState, type UIEvent } from 'react';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  ChoicesContextProvider,
  useChoicesContext,
  type AutocompleteArrayInputProps,
  type AutocompleteInputProps,
  type ChoicesContextValue,
  type RaRecord,
} from 'react-admin';

/** How close to the end of the options (in pixels) scrolling loads the next page. */
const loadMoreWithin = 48;

/** The choices context with every page loaded so far since the search last changed. */
function useAllLoadedChoices(): ChoicesContextValue & { loadMore: () => void } {
  const context = useChoicesContext();
  const searchKey = JSON.stringify(context.filterValues ?? {});
  const [loaded, setLoaded] = useState<{ searchKey: string; choices: RaRecord[] }>({ searchKey, choices: [] });
  const { allChoices, page, hasNextPage, isFetching, setPage } = context;

  useEffect(() => {
    setLoaded((before) => {
      const kept = before.searchKey === searchKey && page > 1 ? before.choices : [];
      const known = new Set(kept.map((choice) => choice.id));
      return { searchKey, choices: [...kept, ...(allChoices ?? []).filter((choice) => !known.has(choice.id))] };
    });
  }, [allChoices, searchKey, page]);

  // Once the search changes, react-admin starts from its first page again.
  const lastSearch = useRef(searchKey);
  useEffect(() => {
    if (lastSearch.current !== searchKey && page !== 1) setPage(1);
    lastSearch.current = searchKey;
  }, [searchKey, page, setPage]);

  return useMemo(() => {
    const shown = loaded.choices.length > 0 ? { allChoices: loaded.choices, availableChoices: loaded.choices } : {};
    const loadMore = () => {
      if (hasNextPage && !isFetching) setPage(page + 1);
    };
    return { ...({ ...context, ...shown } as ChoicesContextValue), loadMore };
  }, [context, loaded, hasNextPage, isFetching, page, setPage]);
}

/** The options' list asks for more once scrolled near its end. */
const loadingMore = (loadMore: () => void) => ({
  listbox: {
    onScroll: (event: UIEvent<HTMLElement>) => {
      const list = event.currentTarget;
      if (list.scrollTop + list.clientHeight >= list.scrollHeight - loadMoreWithin) loadMore();
    },
  },
});

export function AllChoicesAutocomplete(props: AutocompleteInputProps) {
  const { loadMore, ...choices } = useAllLoadedChoices();
  return (
    <ChoicesContextProvider value={choices}>
      <AutocompleteInput {...props} slotProps={{ ...props.slotProps, ...loadingMore(loadMore) }} />
    </ChoicesContextProvider>
  );
}

export function AllChoicesAutocompleteArray(props: AutocompleteArrayInputProps) {
  const { loadMore, ...choices } = useAllLoadedChoices();
  return (
    <ChoicesContextProvider value={choices}>
      <AutocompleteArrayInput {...props} slotProps={{ ...props.slotProps, ...loadingMore(loadMore) }} />
    </ChoicesContextProvider>
  );
}
