import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWindowRows, type WindowRows } from './useWindowRows';

/** The row observers the hook made, so that a test can report sizes as the browser would after layout. */
const rowObservers: { callback: ResizeObserverCallback; observed: Set<Element> }[] = [];

class RecordingResizeObserver {
  readonly observed = new Set<Element>();
  constructor(readonly callback: ResizeObserverCallback) {
    rowObservers.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
}

/** Reports `heights` (by row index) for the rows in the DOM, as one ResizeObserver delivery. */
function reportHeights(heights: (index: number) => number) {
  for (const observer of rowObservers) {
    const rows = [...observer.observed].filter((element) => element instanceof HTMLTableRowElement);
    if (rows.length === 0) continue;
    const entries = rows.map((row) => ({
      target: row,
      borderBoxSize: [{ blockSize: heights(Number((row as HTMLElement).dataset.index)) }],
    }));
    act(() => observer.callback(entries as unknown as ResizeObserverEntry[], observer as unknown as ResizeObserver));
  }
}

let shown: WindowRows;
let renders = 0;

/** A table body rendering the rows the hook picks, as VirtualListBody does. */
function Rows({ ids, list }: { ids: string[]; list: string }) {
  const body = useRef<HTMLTableSectionElement>(null);
  shown = useWindowRows(ids, list, body);
  renders += 1;
  const [first, last] = shown.range ?? [0, -1];
  const indexes = Array.from({ length: last - first + 1 }, (_, offset) => first + offset);
  return (
    <table>
      <tbody ref={body}>
        {indexes.map((index) => (
          <tr key={ids[index]} ref={shown.measure} data-index={index}>
            <td>{ids[index]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const idsOf = (count: number, prefix = 'item') => Array.from({ length: count }, (_, index) => `${prefix}-${index}`);
const renderedIndexes = (container: HTMLElement) => [...container.querySelectorAll('tr')].map((row) => Number(row.dataset.index));

describe('the rows of a list in the window', () => {
  beforeEach(() => {
    rowObservers.length = 0;
    vi.stubGlobal('ResizeObserver', RecordingResizeObserver);
    vi.stubGlobal('innerHeight', 600);
    vi.stubGlobal('scrollY', 0);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('renders the rows in view and a few beyond, in whole blocks of 20, of however many are loaded', () => {
    const { container } = render(<Rows ids={idsOf(10_000)} list="view" />);
    // 600 px of rows counted 37 px tall: rows 0-16 in view, 8 beyond, widened to the block's end.
    expect(renderedIndexes(container)).toEqual(Array.from({ length: 40 }, (_, index) => index));
    expect(shown.starts[10_000]).toBe(370_000);
  });

  it('counts rows not measured yet as tall as the first one measured, and keeps each height by item id', () => {
    const ids = idsOf(1_000, 'kept');
    const { unmount } = render(<Rows ids={ids} list="kept" />);
    reportHeights((index) => (index === 3 ? 90 : 50));
    // Rows 0-39 measured (one of them 90 px), the 960 others counted at the first row's 50 px.
    expect(shown.starts[1_000]).toBe(39 * 50 + 90 + 960 * 50);
    unmount();

    // Mounted again (back from an item), the list is as tall as it was before any row reports.
    render(<Rows ids={ids} list="kept" />);
    expect(shown.starts[1_000]).toBe(39 * 50 + 90 + 960 * 50);
    expect(shown.starts[4]).toBe(3 * 50 + 90);
  });

  it('changes the rendered rows only when the blocks in view change, not at every scroll step', () => {
    const { container } = render(<Rows ids={idsOf(1_000)} list="scroll" />);
    const rendersBefore = renders;
    for (const offset of [100, 200, 300]) {
      vi.stubGlobal('scrollY', offset);
      act(() => void window.dispatchEvent(new Event('scroll')));
    }
    // Still rows 0-39: three wheel steps, no render.
    expect(renders).toBe(rendersBefore);
    expect(renderedIndexes(container)).toHaveLength(40);

    vi.stubGlobal('scrollY', 37 * 500);
    act(() => void window.dispatchEvent(new Event('scroll')));
    // Row 500 at the top: rows 492-532 in view and beyond, widened to blocks 480-539.
    expect(renderedIndexes(container)).toEqual(Array.from({ length: 60 }, (_, index) => 480 + index));
  });

  it('scrolls by as much as a row above the view turned out taller than counted, so what is seen stays put', () => {
    const scrollBy = vi.fn();
    vi.stubGlobal('scrollBy', scrollBy);
    render(<Rows ids={idsOf(1_000, 'above')} list="above" />);
    reportHeights(() => 37);
    vi.stubGlobal('scrollY', 37 * 500);
    act(() => void window.dispatchEvent(new Event('scroll')));
    // Rows 480-491 lie above the view (row 500 at its top, 492 the first of the overscan); 492-499 too.
    reportHeights((index) => (index === 485 || index === 520 ? 57 : 37));
    expect(scrollBy).toHaveBeenCalledTimes(1);
    expect(scrollBy).toHaveBeenCalledWith(0, 20);
  });

  it('renders the rows about the view as scrolled by that shift, not as it was before it', () => {
    vi.stubGlobal('scrollBy', (_: number, by: number) => vi.stubGlobal('scrollY', window.scrollY + by));
    const { container } = render(<Rows ids={idsOf(1_000, 'shifted')} list="shifted" />);
    reportHeights(() => 37);
    vi.stubGlobal('scrollY', 37 * 500);
    act(() => void window.dispatchEvent(new Event('scroll')));
    // Rows 480-499, above the view, turn out 200 px taller each: the window scrolls 4,000 px on.
    reportHeights((index) => (index < 500 ? 237 : 37));
    expect(window.scrollY).toBe(37 * 500 + 4_000);
    // Row 500 still at the top, so still blocks 480-539; read before the shift, the view would
    // have started in row 483 and the rows from block 460.
    expect(renderedIndexes(container)).toEqual(Array.from({ length: 60 }, (_, index) => 480 + index));
  });

  it('reads nothing of the layout when a page of rows arrives, which would lay the page out within the render', () => {
    const ids = idsOf(1_000, 'arriving');
    const { container, rerender } = render(<Rows ids={ids.slice(0, 25)} list="arriving" />);
    vi.stubGlobal('scrollY', 37 * 10);
    act(() => void window.dispatchEvent(new Event('scroll')));
    const layoutReads = vi.fn();
    for (const name of ['scrollY', 'innerHeight'] as const) {
      const value = window[name];
      Object.defineProperty(window, name, { configurable: true, get: () => (layoutReads(name), value) });
    }
    const boxRead = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    for (const loaded of [50, 75, 100]) rerender(<Rows ids={ids.slice(0, loaded)} list="arriving" />);
    expect(layoutReads).not.toHaveBeenCalled();
    expect(boxRead).not.toHaveBeenCalled();
    // The rows still follow the view read at the last scroll step: row 10 at its top, 16 rows in it.
    expect(renderedIndexes(container)).toEqual(Array.from({ length: 40 }, (_, index) => index));
    boxRead.mockRestore();
  });

  it('renders no row past the last when the rows become fewer, until it reads the view again', () => {
    const ids = idsOf(1_000, 'fewer');
    const { container, rerender } = render(<Rows ids={ids} list="fewer" />);
    vi.stubGlobal('scrollY', 37 * 500);
    act(() => void window.dispatchEvent(new Event('scroll')));
    rerender(<Rows ids={ids.slice(0, 5)} list="fewer" />);
    expect(renderedIndexes(container)).toEqual([0, 1, 2, 3, 4]);
  });
});
