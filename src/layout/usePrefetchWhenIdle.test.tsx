import { act, cleanup, renderHook } from '@testing-library/react';
import { usePrefetchWhenIdle } from './usePrefetchWhenIdle';

/** A browser's paint timing, reported when the test says the first content is painted. */
class PaintObserver {
  static supportedEntryTypes = ['paint'];
  static observers: PaintObserver[] = [];
  constructor(private readonly report: (entries: { getEntriesByName: (name: string) => unknown[] }) => void) {}
  observe() {
    PaintObserver.observers.push(this);
  }
  disconnect() {
    PaintObserver.observers = PaintObserver.observers.filter((observer) => observer !== this);
  }
  static paint() {
    for (const observer of PaintObserver.observers)
      observer.report({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
  }
}

describe('prefetching when the browser is idle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    PaintObserver.observers = [];
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    // An idle period comes a millisecond later, as on a machine with nothing else to do.
    vi.stubGlobal('requestIdleCallback', (run: () => void) => window.setTimeout(run, 1));
    vi.stubGlobal('cancelIdleCallback', (id: number) => window.clearTimeout(id));
  });
  afterEach(() => {
    // Unmounted while the stubs still stand: the hook's cleanup cancels its idle callback.
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the first contentful paint, however idle the browser is before it', () => {
    const prefetch = vi.fn(() => Promise.resolve());
    renderHook(() => usePrefetchWhenIdle(prefetch));
    act(() => vi.advanceTimersByTime(1000));
    expect(prefetch).not.toHaveBeenCalled();
    act(() => PaintObserver.paint());
    act(() => vi.advanceTimersByTime(1));
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('goes ahead after five seconds without a paint (a tab in the background), and only once', () => {
    const prefetch = vi.fn(() => Promise.resolve());
    renderHook(() => usePrefetchWhenIdle(prefetch));
    act(() => vi.advanceTimersByTime(4999));
    expect(prefetch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    act(() => PaintObserver.paint());
    act(() => vi.advanceTimersByTime(1));
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(PaintObserver.observers).toHaveLength(0);
  });

  it('fetches nothing once the screen has gone', () => {
    const prefetch = vi.fn(() => Promise.resolve());
    const { unmount } = renderHook(() => usePrefetchWhenIdle(prefetch));
    unmount();
    act(() => PaintObserver.paint());
    act(() => vi.advanceTimersByTime(10_000));
    expect(prefetch).not.toHaveBeenCalled();
  });
});
