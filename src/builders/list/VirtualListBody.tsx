/**
 * The list's table body with only the rows in and near the window's view in the DOM, so a list
 * stays as light with 10,000 loaded items as with 25: react-admin's DataTable keeps its header,
 * sorting and selection, and this body renders the rows the window virtualizer picks, with empty
 * spacer rows standing in for the others at their measured (or estimated) height. The body is as
 * tall as all rows together, so the scrollbar and the infinite list's loading sentinel below the
 * table stay where they would be. A row holding the keyboard focus stays rendered while scrolled
 * away, so the next Tab goes on from it. Row heights are measured and kept per list, so coming
 * back to the list restores its scroll position onto the same rows.
 */
import { useCallback, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { TableBody } from '@mui/material';
import { defaultRangeExtractor, useWindowVirtualizer, type Range, type VirtualItem } from '@tanstack/react-virtual';
import { DataTableClasses, RecordContextProvider, useDataTableDataContext, useResourceContext, type DataTableBodyProps } from 'react-admin';
import { keepRowSizes, keptRowSizes } from './keptRowSizes';
import { ListRow } from './ListRow';

/** A row of one line of text in a small table; measured rows replace the estimate. */
const estimatedRowHeight = 37;
/** Rows rendered beyond each edge of the window, so fast scrolling shows no blank. */
const overscanRows = 8;
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

export function VirtualListBody({ children, className }: DataTableBodyProps) {
  const data = useDataTableDataContext() ?? [];
  const resource = useResourceContext() ?? '';
  const body = useRef<HTMLTableSectionElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const { focusedIndex, onFocus, onBlur } = useFocusedRow();

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focusedIndex === null || focusedIndex >= range.count || indexes.includes(focusedIndex)) return indexes;
      return [...indexes, focusedIndex].sort((a, b) => a - b);
    },
    [focusedIndex],
  );

  const virtualizer = useWindowVirtualizer<HTMLTableRowElement>({
    count: data.length,
    estimateSize: () => estimatedRowHeight,
    overscan: overscanRows,
    scrollMargin,
    getItemKey: (index) => data[index]?.id ?? index,
    rangeExtractor,
    initialMeasurementsCache: keptRowSizes(resource),
  });

  // Whatever above the table changes height (filters, the bulk actions bar), the next render
  // (every scroll renders) finds where the rows now begin.
  useLayoutEffect(() => {
    if (body.current) setScrollMargin(documentTop(body.current));
  });

  useLayoutEffect(() => () => keepRowSizes(resource, virtualizer.measurementsCache), [resource, virtualizer]);

  const rows: VirtualItem[] = virtualizer.getVirtualItems();
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
    <TableBody ref={body} className={['datatable-body', className, DataTableClasses.tbody].filter(Boolean).join(' ')} onFocus={onFocus} onBlur={onBlur}>
      {content}
      {rest > 0 && <Spacer height={rest} />}
    </TableBody>
  );
}
