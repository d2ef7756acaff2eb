/**
 * The list table's column widths, worked out by the browser once the first rows are in and then
 * held (a fixed table layout, each header cell at the width it was given). A table laid out
 * automatically sizes its columns from every cell it holds, so each block of rows that comes in
 * while paging, or scrolls into view, had the browser measure every cell of every row in the DOM
 * again: the largest part of the long tasks while paging (docs/performance.md, "Long tasks").
 * Held, a new row is laid out within its columns, which also stop changing width as rows come and
 * go; a value longer than its column ends in an ellipsis, as one over a cell's maximum width did.
 *
 * Worked out again when the table shows other rows first (`firstRows`: a new search, filter or
 * sort, or other columns), and when the table's box changes width (a resized window, a scrollbar).
 */
import { useLayoutEffect, type RefObject } from 'react';

/** The header row's cells: in a fixed layout, the first row's widths are the columns'. */
const headerCells = (table: HTMLTableElement) => Array.from(table.tHead?.rows[0]?.cells ?? []);

function release(table: HTMLTableElement) {
  table.style.tableLayout = '';
  for (const cell of headerCells(table)) cell.style.width = '';
}

/** Reads the widths the automatic layout gives, then holds them; one layout read per call. */
function hold(table: HTMLTableElement) {
  release(table);
  const cells = headerCells(table);
  const widths = cells.map((cell) => cell.getBoundingClientRect().width);
  cells.forEach((cell, index) => {
    cell.style.width = `${widths[index]}px`;
  });
  table.style.tableLayout = 'fixed';
}

/**
 * Holds the widths of the table that `body` belongs to, once it has rows (`firstRows` is
 * undefined until then), measuring again when `firstRows` changes or the table's box changes width.
 */
export function useHeldColumnWidths(body: RefObject<HTMLElement | null>, firstRows: string | undefined) {
  useLayoutEffect(() => {
    const table = body.current?.closest('table');
    const box = table?.parentElement;
    if (!table || !box || firstRows === undefined) return;
    hold(table);
    let boxWidth = box.clientWidth;
    // Called for height changes too (every page that comes in): only a new width is worked out again.
    const observer = new ResizeObserver(() => {
      if (box.clientWidth === boxWidth) return;
      boxWidth = box.clientWidth;
      hold(table);
    });
    observer.observe(box);
    return () => {
      observer.disconnect();
      release(table);
    };
  }, [body, firstRows]);
}
