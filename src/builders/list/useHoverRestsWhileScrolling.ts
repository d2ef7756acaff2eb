/**
 * While the window scrolls, the list's rows do not follow the pointer's hover: the body carries
 * `data-scrolling` from a scroll step until the scroll has rested, and the table's style
 * (listTableStyle) highlights a row, its checkbox or its link under the pointer only without it.
 * Each wheel step moves other rows under the pointer; a hover that changes then costs the frame a
 * repaint of the table, a large share of the frame in a long list, while the pointer resting on
 * nothing new has none (docs/performance.md, "the wheel step"). Clicks are
 * untouched: the rows still take the pointer's events, only their hover look waits.
 * The attribute is set on the element itself, not through React: a scroll step renders nothing.
 */
import { useEffect, type RefObject } from 'react';

/** The body's attribute while the window scrolls, read by the table's style. */
export const scrollingAttribute = 'data-scrolling';

/**
 * How long after the last scroll step the hover comes back: longer than the pause between the
 * notches of a wheel turned step by step, short enough to read as "as soon as it stops".
 */
export const scrollRestMs = 300;

export function useHoverRestsWhileScrolling(body: RefObject<HTMLElement | null>) {
  useEffect(() => {
    let resting: ReturnType<typeof setTimeout> | undefined;
    const rest = () => {
      resting = undefined;
      body.current?.removeAttribute(scrollingAttribute);
    };
    const onScroll = () => {
      if (resting === undefined) body.current?.setAttribute(scrollingAttribute, '');
      else clearTimeout(resting);
      resting = setTimeout(rest, scrollRestMs);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(resting);
    };
  }, [body]);
}
