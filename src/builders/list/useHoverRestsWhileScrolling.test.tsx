import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listTableStyle } from './listTableStyle';
import { scrollingAttribute, scrollRestMs, useHoverRestsWhileScrolling } from './useHoverRestsWhileScrolling';

let renders = 0;

function Body() {
  const body = useRef<HTMLTableSectionElement>(null);
  useHoverRestsWhileScrolling(body);
  renders += 1;
  return (
    <table>
      <tbody ref={body} data-testid="body">
        <tr>
          <td>row</td>
        </tr>
      </tbody>
    </table>
  );
}

const scrollStep = () => act(() => void window.dispatchEvent(new Event('scroll')));

describe('useHoverRestsWhileScrolling', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    renders = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('marks the body from the first scroll step until the scroll has rested, without a render', () => {
    const { getByTestId } = render(<Body />);
    const body = getByTestId('body');
    expect(body.hasAttribute(scrollingAttribute)).toBe(false);
    const rendersBefore = renders;

    scrollStep();
    expect(body.hasAttribute(scrollingAttribute)).toBe(true);
    // Steps closer together than the rest keep it: the pause between a wheel's notches.
    for (let step = 0; step < 5; step++) {
      act(() => void vi.advanceTimersByTime(scrollRestMs - 1));
      scrollStep();
      expect(body.hasAttribute(scrollingAttribute)).toBe(true);
    }
    act(() => void vi.advanceTimersByTime(scrollRestMs - 1));
    expect(body.hasAttribute(scrollingAttribute)).toBe(true);
    act(() => void vi.advanceTimersByTime(1));
    expect(body.hasAttribute(scrollingAttribute)).toBe(false);
    expect(renders).toBe(rendersBefore);
  });

  it('stops listening when the body goes', () => {
    const { getByTestId, unmount } = render(<Body />);
    const body = getByTestId('body');
    unmount();
    scrollStep();
    expect(body.hasAttribute(scrollingAttribute)).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("the list table's hover look", () => {
  /** Every selector of the style, nested ones joined to their parents as emotion does. */
  const selectorsOf = (style: object, parent = ''): string[] =>
    Object.entries(style).flatMap(([key, value]) => {
      if (!key.includes('&') && !key.includes(':')) return [];
      const selector = key.includes('&') ? key.replaceAll('&', parent || '&') : `${parent} ${key}`;
      const nested = typeof value === 'object' && value !== null ? selectorsOf(value, selector) : [];
      return [selector, ...nested];
    });

  it('is drawn only in a body at rest', () => {
    const hovered = selectorsOf(listTableStyle).filter((selector) => selector.includes(':hover'));
    // The row, its checkbox and its link.
    expect(hovered).toHaveLength(3);
    for (const selector of hovered) expect(selector).toMatch(new RegExp(`^& tbody:not\\(\\[${scrollingAttribute}\\]\\) .+:hover$`));
  });
});
