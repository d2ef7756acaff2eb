/**
 * The list's context for the parts of a list screen around its rows (the header's filters and
 * actions, the bulk bar), held still while only the pages change. react-admin gives a list one
 * context, so every page that arrives (and the fetch before it) would re-render the filter inputs
 * with their menus and the bulk buttons with their dialogs, hundreds of components twice a page:
 * long tasks while paging (docs/performance.md, "Long tasks"). Here they see a new context only
 * when something other than the pages and the selection changed (filters, sort, total, the first
 * page, a failure).
 *
 * With `followsSelection` (the bulk bar), a change of the selection passes too, and while rows are
 * selected every page does (selecting all loaded rows needs them all). Otherwise the rows they see
 * are those of the last change that passed.
 */
import { useState, type ReactNode } from 'react';
import { ListContextProvider, useListContext, type ListControllerResult } from 'react-admin';

/** What changes with each page of an infinite list, and nothing else. */
const pageKeys = new Set([
  'data',
  'hasNextPage',
  'hasPreviousPage',
  'isFetching',
  'isFetchingNextPage',
  'isFetchingPreviousPage',
  'fetchNextPage',
  'fetchPreviousPage',
]);

/** The selection and what changes it. */
const selectionKeys = new Set(['selectedIds', 'onSelect', 'onSelectAll', 'onToggleItem', 'onUnselectItems']);

/** Whether `next` differs from `kept` in anything but the keys `ignored`. */
function changedBesides(ignored: (key: string) => boolean, kept: ListControllerResult, next: ListControllerResult): boolean {
  const keys = new Set([...Object.keys(kept), ...Object.keys(next)]) as Set<keyof ListControllerResult>;
  for (const key of keys) if (!ignored(key) && !Object.is(kept[key], next[key])) return true;
  return false;
}

const pagesAndSelection = (key: string) => pageKeys.has(key) || selectionKeys.has(key);
const pages = (key: string) => pageKeys.has(key);

export function SteadyListContext({ followsSelection = false, children }: { followsSelection?: boolean; children: ReactNode }) {
  const context = useListContext();
  const [kept, setKept] = useState(context);
  const passes = followsSelection
    ? context.selectedIds.length > 0 || changedBesides(pages, kept, context)
    : changedBesides(pagesAndSelection, kept, context);
  const current = kept !== context && passes ? context : kept;
  // React's way to keep a value from an earlier render: set during render, applied before children render.
  if (current !== kept) setKept(current);
  return <ListContextProvider value={current}>{children}</ListContextProvider>;
}
