/**
 * The list's table body with only the rows in and near the window's view in the DOM, so a list
 * stays as light with 10,000 loaded items as with 25: react-admin's DataTable keeps its header,
 * sorting and selection, and this body renders the rows the window virtualizer picks, with empty
 * spacer rows standing in for the others at their measured (or estimated) height. The body is as
 * tall as all rows together, so the scrollbar and the infinite list's loading sentinel below the
 * table stay where they would be. A row holding the keyboard focus stays rendered while scrolled
 * away, so the next Tab goes on from it. Row heights are measured and kept per list, so coming
 * back to the list restores its scroll position onto the same rows.
 *
 * Kept cheap per scroll step (bench/list-scroll.ts): renders are batched by React rather than
 * forced in the scroll handler, rows not yet measured are estimated at the first measured row's
 * height (so few rows change size, and the layout, as they appear), the item keys stay the same
 * function until the data changes (else every render re-lays out every loaded row), and where
 * the rows begin is read when the page's size changes rather than at every render, and a new
 * row's height comes from its ResizeObserver entry rather than a layout read during the render.
 * The columns keep the widths the first rows gave them (useHeldColumnWidths), so a block of rows
 * coming in is laid out within them rather than the whole table measured again.
 */
import { Children, isValidElement, useCallback, useLayoutEffect, useRef, useState, type FocusEvent, type RefObject } from 'react';
import { TableBody } from '@mui/material';
import { measureElement, useWindowVirtualizer, type Range, type VirtualItem, type Virtualizer } from '@tanstack/react-virtual';
import {
  DataTableClasses,
  RecordContextProvider,
  useDataTableDataContext,
  useListSortContext,
  useResourceContext,
  type DataTableBodyProps,
} from 'react-admin';
import { keepRowSizes, keptRowSizes } from './keptRowSizes';
import { ListRow } from './ListRow';
import { useHeldColumnWidths } from './useHeldColumnWidths';

/** A row of one line of text in a small table, until the list's first row is measured. */
const estimatedRowHeight = 37;
/** Rows rendered beyond each edge of the window, so fast scrolling shows no blank. */
const overscanRows = 8;
/**
 * Rows enter and leave the DOM in blocks of this many, so that most wheel steps (about three
 * rows) change nothing in it: the browser scrolls rows already there, with no render to wait for
 * (issue 13's wheel-step latency, docs/performance.md).
 */
const rowBlock = 20;

/** The indexes from `start` to `end`, both included. */
const indexesBetween = (start: number, end: number) => Array.from({ length: end - start + 1 }, (_, offset) => start + offset);

/** The rows in and near the view, widened to whole blocks of `rowBlock`. */
function rowsInBlocks(range: Range): number[] {
  if (range.count === 0) return [];
  const start = Math.max(0, range.startIndex - range.overscan);
  const end = Math.min(range.count - 1, range.endIndex + range.overscan);
  return indexesBetween(
    Math.floor(start / rowBlock) * rowBlock,
    Math.min(range.count - 1, (Math.floor(end / rowBlock) + 1) * rowBlock - 1),
  );
}
/** The header row is row 1 of the table (aria-rowindex counts from 1). */
const firstBodyRowIndex = 2;

/** An empty row as tall as the rows it stands in for; assistive technology skips it. */
const Spacer = ({ height }: { height: number }) => <tr aria-hidden style={{ height }} />;

/** The document offset of the body's top: where the virtualizer's row 0 starts in window scroll terms. */
const documentTop = (element: HTMLElement) => element.getBoundingClientRect().top + window.scrollY;

/** The index of the row holding the keyboard focus, while one does. */
function useFocusedRow() {
  const [focusedIndex, setFocusedIndex] = useState<number | null>(null);
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('tr[data-index]');
    setFocusedIndex(row ? Number(row.dataset.index) : null);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedIndex(null);
  };
  return { focusedIndex, onFocus, onBlur };
}

/**
 * Where the body begins in the document, read again whenever the page changes size (rows, filters
 * or the bulk actions bar above the table): a ResizeObserver reads it after layout, where reading
 * it at every render would force a layout at every scroll step.
 */
function useBodyTop(body: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const read = () => {
      if (body.current) setTop(documentTop(body.current));
    };
    read();
    const observer = new ResizeObserver(read);
    observer.observe(document.documentElement);
    return () => observer.disconnect();
  }, [body]);
  return top;
}

/** The height of the list's first measured row: the estimate for those not measured yet. */
function useTypicalRowHeight(resource: string) {
  const typical = useRef<number | undefined>(keptRowSizes(resource)[0]?.size);
  const estimateSize = useCallback(() => typical.current ?? estimatedRowHeight, []);
  const measure = useCallback(
    (element: HTMLTableRowElement, entry: ResizeObserverEntry | undefined, instance: Virtualizer<Window, HTMLTableRowElement>) => {
      // A row just rendered has no observer entry yet: reading its size now would force a layout
      // in the middle of React's commit, once per render that adds rows. It keeps the size it has
      // (kept or estimated) until its ResizeObserver entry, after layout, gives the real one.
      if (!entry) {
        const index = instance.indexFromElement(element);
        return instance.measurementsCache[index]?.size ?? estimateSize();
      }
      const size = measureElement(element, entry, instance);
      if (size > 0) typical.current ??= size;
      return size;
    },
    [estimateSize],
  );
  return { estimateSize, measure };
}

/** One empty list for every render without data, so that what depends on the rows stays the same. */
const noRows: never[] = [];

export function VirtualListBody({ children, className }: DataTableBodyProps) {
  const data = useDataTableDataContext() ?? noRows;
  const resource = useResourceContext() ?? '';
  const body = useRef<HTMLTableSectionElement>(null);
  const scrollMargin = useBodyTop(body);
  const { focusedIndex, onFocus, onBlur } = useFocusedRow();
  const { estimateSize, measure } = useTypicalRowHeight(resource);
  const getItemKey = useCallback((index: number) => data[index]?.id ?? index, [data]);
  const { sort } = useListSortContext();

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = rowsInBlocks(range);
      if (focusedIndex === null || focusedIndex >= range.count || indexes.includes(focusedIndex)) return indexes;
      return [...indexes, focusedIndex].sort((a, b) => a - b);
    },
    [focusedIndex],
  );

  const virtualizer = useWindowVirtualizer<HTMLTableRowElement>({
    count: data.length,
    estimateSize,
    measureElement: measure,
    overscan: overscanRows,
    scrollMargin,
    getItemKey,
    rangeExtractor,
    initialMeasurementsCache: keptRowSizes(resource),
    useFlushSync: false,
  });

  useLayoutEffect(() => () => keepRowSizes(resource, virtualizer.measurementsCache), [resource, virtualizer]);

  const rows: VirtualItem[] = virtualizer.getVirtualItems();
  // Which rows the table shows first: its columns' widths are worked out once they are in the DOM
  // (the virtualizer picks none until it has measured the window), and again when they change.
  const columns = Children.toArray(children)
    .map((column) => (isValidElement(column) ? column.key : ''))
    .join();
  useHeldColumnWidths(body, rows.length ? `${data[0]?.id}|${sort.field}|${sort.order}|${columns}` : undefined);
  let laidOut = 0;
  const content = rows.flatMap((row) => {
    const start = row.start - scrollMargin;
    const gap = start - laidOut;
    laidOut = row.end - scrollMargin;
    const record = data[row.index];
    return [
      gap > 0 && <Spacer key={`gap-${row.key}`} height={gap} />,
      <RecordContextProvider value={record} key={row.key}>
        <ListRow
          ref={virtualizer.measureElement}
          data-index={row.index}
          aria-rowindex={row.index + firstBodyRowIndex}
          className={`${DataTableClasses.row} ${row.index % 2 === 0 ? DataTableClasses.rowEven : DataTableClasses.rowOdd}`}
        >
          {children}
        </ListRow>
      </RecordContextProvider>,
    ];
  });
  const rest = virtualizer.getTotalSize() - laidOut;

  return (
    <TableBody
      ref={body}
      className={['datatable-body', className, DataTableClasses.tbody].filter(Boolean).join(' ')}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {content}
      {rest > 0 && <Spacer height={rest} />}
    </TableBody>
  );
}
