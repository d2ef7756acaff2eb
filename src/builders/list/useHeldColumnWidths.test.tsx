import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHeldColumnWidths } from './useHeldColumnWidths';

/** The widths the automatic layout gives each header cell, as jsdom has no layout. */
const autoWidths = [40, 212.5, 96];

/** A table as the list draws it, its body holding the widths once `firstRows` is given. */
function Table({ firstRows, rows }: { firstRows: string | undefined; rows: number }) {
  const body = useRef<HTMLTableSectionElement>(null);
  useHeldColumnWidths(body, firstRows);
  return (
    <div>
      <table>
        <thead>
          <tr>
            {autoWidths.map((width) => (
              <th key={width} />
            ))}
          </tr>
        </thead>
        <tbody ref={body}>
          {Array.from({ length: rows }, (_, row) => (
            <tr key={row}>
              <td />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The ResizeObserver the hook makes, to tell it the table's box changed size. */
let resized: () => void = () => undefined;
let measures = 0;
let boxWidth = 800;

beforeEach(() => {
  measures = 0;
  boxWidth = 800;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    measures += 1;
    const index = Array.from(this.parentElement?.children ?? []).indexOf(this);
    // Under a held layout a cell has the width it was given; only the automatic one is "measured".
    const width = this.style.width ? parseFloat(this.style.width) : (autoWidths[index] ?? 0);
    return { width } as DOMRect;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => boxWidth);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe() {}
      disconnect() {
        resized = () => undefined;
      }
    },
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const headerWidths = (container: HTMLElement) => Array.from(container.querySelectorAll('th')).map((cell) => cell.style.width);
const layout = (container: HTMLElement) => container.querySelector('table')!.style.tableLayout;

describe('useHeldColumnWidths', () => {
  it('leaves the layout automatic until the table has rows', () => {
    const { container } = render(<Table firstRows={undefined} rows={0} />);
    expect(layout(container)).toBe('');
    expect(headerWidths(container)).toEqual(['', '', '']);
    expect(measures).toBe(0);
  });

  it('holds the widths the automatic layout gave once the first rows are in', () => {
    const { container } = render(<Table firstRows="1|name|ASC|3" rows={25} />);
    expect(layout(container)).toBe('fixed');
    expect(headerWidths(container)).toEqual(['40px', '212.5px', '96px']);
  });

  it('measures nothing again while pages come in, and again when the first rows change', () => {
    const { container, rerender } = render(<Table firstRows="1|name|ASC|3" rows={25} />);
    expect(measures).toBe(3);
    rerender(<Table firstRows="1|name|ASC|3" rows={50} />);
    rerender(<Table firstRows="1|name|ASC|3" rows={75} />);
    expect(measures).toBe(3);
    rerender(<Table firstRows="7|name|DESC|3" rows={25} />);
    expect(measures).toBe(6);
    expect(layout(container)).toBe('fixed');
  });

  it('measures again when the table’s box changes width, not when it only grows taller', () => {
    render(<Table firstRows="1|name|ASC|3" rows={25} />);
    resized();
    expect(measures).toBe(3);
    boxWidth = 390;
    resized();
    expect(measures).toBe(6);
  });

  it('gives the table back its automatic layout when it has no rows any more', () => {
    const { container, rerender } = render(<Table firstRows="1|name|ASC|3" rows={25} />);
    rerender(<Table firstRows={undefined} rows={0} />);
    expect(layout(container)).toBe('');
    expect(headerWidths(container)).toEqual(['', '', '']);
  });
});
