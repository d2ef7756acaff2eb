/**
 * Which of a list's rows are in and near the window's view, and where each lies, for a table body
 * that renders only those (VirtualListBody). The list needs one thing of a virtualizer, rows in
 * the window's scroll measured once in the DOM, so these few lines stand in for a library's,
 * within the admin's script budget (docs/performance.md, "Today's figures").
 *
 * - Rows enter and leave the DOM in blocks of `rowBlock`, so most wheel steps (about three rows)
 *   change nothing in it: the scroll handler sets state only when the blocks in view change.
 * - Heights are measured by one ResizeObserver, after layout, never read during a render, and kept
 *   by item id per list (keptRowHeights). A row not measured yet counts as tall as the list's
 *   first measured one, so few rows change size, and the layout, as they appear.
 * - A row above the view found taller or shorter than counted scrolls the page by as much, so
 *   that what the reader sees stays where it was.
 * - Where the body begins in the document is read when the page changes size (rows, filters or
 *   the bulk actions bar above the table), not at every scroll step; nothing of the layout is read
 *   after a render (a page arriving), which would lay the page out within the render's task
 *   rather than in the next frame's, a long task at thousands of rows (docs/performance.md,
 *   "Long tasks").
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { keepRowHeights, keptRowHeights, type RowHeights } from './keptRowHeights';

/** A row of one line of text in a small table, until the list's first row is measured. */
const estimatedRowHeight = 37;
/** Rows rendered beyond each edge of the window, so fast scrolling shows no blank. */
const overscanRows = 8;
/** Rows enter and leave the DOM in blocks of this many (docs/performance.md, "the wheel step"). */
const rowBlock = 20;

export interface WindowRows {
  /** The first and last rows to render, or none before the body is laid out or without rows. */
  range: readonly [number, number] | undefined;
  /** Where each row starts, from the body's top; the last entry is the body's full height. */
  starts: Float64Array;
  /** The ref of each rendered row (which carries its index in `data-index`): measures it while in the DOM. */
  measure: (row: HTMLTableRowElement | null) => () => void;
}

function rowStarts(ids: readonly unknown[], heights: RowHeights): Float64Array {
  const starts = new Float64Array(ids.length + 1);
  const counted = heights.typical ?? estimatedRowHeight;
  for (let index = 0; index < ids.length; index++) starts[index + 1] = starts[index] + (heights.byId.get(ids[index]) ?? counted);
  return starts;
}

/** The row at `offset` from the body's top: the first one ending after it (the last one past the end). */
function rowAt(starts: Float64Array, offset: number): number {
  let low = 0;
  let high = starts.length - 2;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (starts[middle + 1] <= offset) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The rows in the view from `top` to `bottom` (body coordinates) and the overscan, widened to whole blocks. */
function rowsInView(starts: Float64Array, top: number, bottom: number): [number, number] | undefined {
  const count = starts.length - 1;
  if (count === 0) return undefined;
  const first = Math.max(0, rowAt(starts, Math.max(0, top)) - overscanRows);
  const last = Math.min(count - 1, rowAt(starts, Math.max(0, bottom)) + overscanRows);
  return [Math.floor(first / rowBlock) * rowBlock, Math.min(count - 1, (Math.floor(last / rowBlock) + 1) * rowBlock - 1)];
}

const sameRange = (a: readonly [number, number] | undefined, b: readonly [number, number] | undefined) =>
  a === b || (a !== undefined && b !== undefined && a[0] === b[0] && a[1] === b[1]);

/** `ids`: the loaded items' ids in order; `list`: whose heights are kept; `body`: the element the rows are laid out in. */
export function useWindowRows(ids: readonly unknown[], list: string, body: RefObject<HTMLElement | null>): WindowRows {
  // A list's body is mounted with it (react-admin routes each resource apart), so its heights are
  // read once; they are keyed by item id, so even another list's would only count as estimates.
  const [heights, setHeights] = useState(() => keptRowHeights(list));
  const starts = useMemo(() => rowStarts(ids, heights), [ids, heights]);
  const [range, setRange] = useState<readonly [number, number] | undefined>(undefined);

  // What the observers and the scroll handler read, as of the last render laid out; and the
  // window's scroll and height as last read where the layout was up to date (a scroll or resize
  // event, a ResizeObserver): read after a render, they would force its layout there and then.
  const current = useRef({ ids, list, heights, starts, bodyTop: 0, scrollY: 0, viewHeight: 0, range });
  const updateRange = useCallback(() => {
    const { starts, bodyTop, scrollY, viewHeight } = current.current;
    const top = scrollY - bodyTop;
    const next = rowsInView(starts, top, top + viewHeight);
    // Compared here rather than in a state updater, which would still render the body once.
    if (sameRange(current.current.range, next)) return;
    current.current.range = next;
    setRange(next);
  }, []);

  useLayoutEffect(() => {
    Object.assign(current.current, { ids, list, heights, starts });
    updateRange();
  }, [ids, list, heights, starts, updateRange]);

  useLayoutEffect(() => {
    const readView = () => {
      current.current.scrollY = window.scrollY;
      current.current.viewHeight = window.innerHeight;
      if (body.current) current.current.bodyTop = body.current.getBoundingClientRect().top + window.scrollY;
      updateRange();
    };
    const readScroll = () => {
      current.current.scrollY = window.scrollY;
      updateRange();
    };
    readView();
    const observer = new ResizeObserver(readView);
    observer.observe(document.documentElement);
    window.addEventListener('scroll', readScroll, { passive: true });
    window.addEventListener('resize', readView);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', readScroll);
      window.removeEventListener('resize', readView);
    };
  }, [body, updateRange]);

  const [rowObserver] = useState(
    () =>
      new ResizeObserver((entries) => {
        const { ids, list, heights, starts, bodyTop } = current.current;
        current.current.scrollY = window.scrollY;
        const viewTop = current.current.scrollY - bodyTop;
        let measured = false;
        let typical = heights.typical;
        let shift = 0;
        for (const entry of entries) {
          const row = entry.target as HTMLElement;
          const index = Number(row.dataset.index);
          const height = entry.borderBoxSize?.[0]?.blockSize ?? row.getBoundingClientRect().height;
          // A row leaving the DOM reports no size; one of another list's data is not this list's.
          if (!(height > 0) || !(index < ids.length) || heights.byId.get(ids[index]) === height) continue;
          const counted = heights.byId.get(ids[index]) ?? heights.typical ?? estimatedRowHeight;
          // In place, not a copy: a copy of every height per block of rows measured is garbage
          // the paging's collections must clear. The render reads them through `starts`, worked
          // out again below.
          heights.byId.set(ids[index], height);
          measured = true;
          typical ??= height;
          if (starts[index] < viewTop) shift += height - counted;
        }
        if (!measured) return;
        const next = { byId: heights.byId, typical };
        current.current.heights = next;
        keepRowHeights(list, next);
        setHeights(next);
        if (shift !== 0) {
          window.scrollBy(0, shift);
          // The render these heights bring reads the scroll as shifted, not as it was before
          // (the scroll event that follows comes a frame later).
          current.current.scrollY = window.scrollY;
        }
      }),
  );
  useEffect(() => () => rowObserver.disconnect(), [rowObserver]);

  const measure = useCallback(
    (row: HTMLTableRowElement | null) => {
      if (row) rowObserver.observe(row);
      return () => {
        if (row) rowObserver.unobserve(row);
      };
    },
    [rowObserver],
  );

  // Until the layout effect reads the view again, a range of fewer rows than before ends at the last.
  const last = ids.length - 1;
  const shown =
    range && last >= 0 ? ([Math.min(range[0], Math.floor(last / rowBlock) * rowBlock), Math.min(range[1], last)] as const) : undefined;
  return { range: shown, starts, measure };
}
