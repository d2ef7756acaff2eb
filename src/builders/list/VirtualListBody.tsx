/**
 * The list's table body with only the rows in and near the window's view in the DOM, so a list
 * stays as light with 10,000 loaded items as with 25: react-admin's DataTable keeps its header,
 * sorting and selection, and this body renders the rows the window virtualizer picks, with empty
 * spacer rows standing in for the others at their measured (or counted) height. The body is as
 * tall as all rows together, so the scrollbar and the infinite list's loading sentinel below the
 * table stay where they would be. A row holding the keyboard focus stays rendered while scrolled
 * away, so the next Tab goes on from it. Row heights are measured and kept per list, so coming
 * back to the list restores its scroll position onto the same rows.
 *
 * Kept cheap per scroll step (bench/list-scroll.ts): which rows are in view, and how tall each
 * is, is useWindowRows' (blocks of rows, heights measured after layout). The columns keep the
 * widths the first rows gave them (useHeldColumnWidths), so a block of rows coming in is laid out
 * within them rather than the whole table measured again. While the window scrolls, the rows'
 * hover look rests (useHoverRestsWhileScrolling), so a step repaints nothing.
 */
import { Children, isValidElement, useMemo, useRef, useState, type FocusEvent } from 'react';
import { TableBody } from '@mui/material';
import {
  DataTableClasses,
  RecordContextProvider,
  useDataTableDataContext,
  useListSortContext,
  useResourceContext,
  type DataTableBodyProps,
} from 'react-admin';
import { ListRow } from './ListRow';
import { useHeldColumnWidths } from './useHeldColumnWidths';
import { useHoverRestsWhileScrolling } from './useHoverRestsWhileScrolling';
import { useWindowRows } from './useWindowRows';

/** The indexes from `start` to `end`, both included. */
const indexesBetween = (start: number, end: number) => Array.from({ length: end - start + 1 }, (_, offset) => start + offset);

/** The header row is row 1 of the table (aria-rowindex counts from 1). */
const firstBodyRowIndex = 2;

/** An empty row as tall as the rows it stands in for; assistive technology skips it. */
const Spacer = ({ height }: { height: number }) => <tr aria-hidden style={{ height }} />;

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

/** One empty list for every render without data, so that what depends on the rows stays the same. */
const noRows: never[] = [];

export function VirtualListBody({ children, className }: DataTableBodyProps) {
  const data = useDataTableDataContext() ?? noRows;
  const resource = useResourceContext() ?? '';
  const body = useRef<HTMLTableSectionElement>(null);
  const { focusedIndex, onFocus, onBlur } = useFocusedRow();
  const ids = useMemo(() => data.map((record) => record.id), [data]);
  const { range, starts, measure } = useWindowRows(ids, resource, body);
  const { sort } = useListSortContext();
  useHoverRestsWhileScrolling(body);

  const indexes = range ? indexesBetween(range[0], range[1]) : [];
  // The row holding the keyboard focus stays, so that the next Tab goes on from it.
  if (focusedIndex !== null && focusedIndex < data.length && !indexes.includes(focusedIndex)) {
    indexes.push(focusedIndex);
    indexes.sort((a, b) => a - b);
  }
  // Which rows the table shows first: its columns' widths are worked out once they are in the DOM
  // (none are picked before the body is laid out), and again when they change.
  const columns = Children.toArray(children)
    .map((column) => (isValidElement(column) ? column.key : ''))
    .join();
  useHeldColumnWidths(body, indexes.length ? `${data[0]?.id}|${sort.field}|${sort.order}|${columns}` : undefined);
  let laidOut = 0;
  const content = indexes.flatMap((index) => {
    const gap = starts[index] - laidOut;
    laidOut = starts[index + 1];
    const record = data[index];
    const key = record.id ?? index;
    return [
      gap > 0 && <Spacer key={`gap-${key}`} height={gap} />,
      <RecordContextProvider value={record} key={key}>
        <ListRow
          ref={measure}
          data-index={index}
          aria-rowindex={index + firstBodyRowIndex}
          className={`${DataTableClasses.row} ${index % 2 === 0 ? DataTableClasses.rowEven : DataTableClasses.rowOdd}`}
        >
          {children}
        </ListRow>
      </RecordContextProvider>,
    ];
  });
  const rest = starts[data.length] - laidOut;

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
