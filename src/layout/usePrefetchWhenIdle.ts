import { useEffect } from 'react';

/**
 * Runs `prefetch` once the browser is idle after the component mounts (soon after sign-in, for
 * the main layout), so the next screen's code is there before it is asked for.
 */
export function usePrefetchWhenIdle(prefetch: () => Promise<unknown>): void {
  useEffect(() => {
    // A failed prefetch costs nothing: the screen loads its code again when opened, and says so if that fails.
    const run = () => void prefetch().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(run, 1000);
    return () => window.clearTimeout(id);
  }, [prefetch]);
}
