import { useEffect } from 'react';

/** How long a prefetch waits for the first paint before it goes ahead anyway (a tab in the background paints nothing). */
const firstPaintWaitMs = 5000;

/**
 * Calls `then` once the document has painted its first content (at once if it already has), or
 * after `waitMs` if the browser never says so; answers a function that cancels the wait.
 */
function afterFirstContentfulPaint(then: () => void, waitMs: number): () => void {
  if (typeof PerformanceObserver !== 'function' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    then();
    return () => undefined;
  }
  let waiting = true;
  const stop = () => {
    waiting = false;
    observer.disconnect();
    window.clearTimeout(timer);
  };
  const go = () => {
    if (!waiting) return;
    stop();
    then();
  };
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) go();
  });
  observer.observe({ type: 'paint', buffered: true });
  const timer = window.setTimeout(go, waitMs);
  return stop;
}

/**
 * Runs `prefetch` once the browser is idle after the component mounts and the page has painted
 * its first content (soon after sign-in, for the main layout), so the next screen's code is there
 * before it is asked for. Not before that paint: on a busy machine an idle period can come before
 * it, and the screen would then fetch what it does not need first, within the sign-in screen's
 * budget of bytes before its first paint (docs/architecture.md, "How the admin loads").
 */
export function usePrefetchWhenIdle(prefetch: () => Promise<unknown>): void {
  useEffect(() => {
    // A failed prefetch costs nothing: the screen loads its code again when opened, and says so if that fails.
    const run = () => void prefetch().catch(() => undefined);
    let cancelIdle = () => undefined as void;
    const cancelWait = afterFirstContentfulPaint(() => {
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(run, { timeout: 5000 });
        cancelIdle = () => window.cancelIdleCallback(id);
      } else {
        const id = window.setTimeout(run, 1000);
        cancelIdle = () => window.clearTimeout(id);
      }
    }, firstPaintWaitMs);
    return () => {
      cancelWait();
      cancelIdle();
    };
  }, [prefetch]);
}
