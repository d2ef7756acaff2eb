/**
 * Keeps a list's scroll position while the user visits an item and comes back (docs/spec.md §2): the
 * position is written to react-admin's store, keyed by the list, as the list view goes, and
 * restored once the list shows its (cached) rows again. Rendered inside the list, so it waits for
 * the rows rather than for the route. A new search, filter or sort starts the list over from its
 * first page, so the view goes back to the top with it (else the shorter new list would leave the
 * view at its end, where the next page would load at once).
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useListContext, useStoreContext } from 'react-admin';

/** The store key of a list's scroll position. */
export const scrollPositionKey = (resource: string): string => `${resource}.list.scrollY`;

export function ListScrollPosition() {
  const { resource, isPending, filterValues, sort } = useListContext();
  const store = useStoreContext();
  const restored = useRef(false);
  const key = scrollPositionKey(resource);
  const query = JSON.stringify([filterValues, sort]);
  const shownQuery = useRef(query);

  useEffect(() => {
    if (query === shownQuery.current) return;
    shownQuery.current = query;
    window.scrollTo(0, 0);
  }, [query]);

  useEffect(() => {
    if (isPending || restored.current) return;
    restored.current = true;
    const position = store.getItem<number>(key);
    // After every effect of this render: the layout scrolls a location marked `_scrollToTop` to
    // the top in its own effect, which runs after this one.
    if (position) queueMicrotask(() => window.scrollTo(0, position));
  }, [isPending, key, store]);

  // A layout cleanup runs before the list leaves the page, while its height still holds the position.
  useLayoutEffect(() => () => store.setItem(key, window.scrollY), [key, store]);

  return null;
}
