import { act, renderHook } from '@testing-library/react';
import { progressDelayMs, progressFadeMs, useDelayedProgress } from './useDelayedProgress';

describe('the progress bar timing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const track = () => renderHook(({ busy }) => useDelayedProgress(busy), { initialProps: { busy: false } });

  it('waits 100 ms before it shows', () => {
    expect([progressDelayMs, progressFadeMs]).toEqual([100, 400]);
    const { result, rerender } = track();
    rerender({ busy: true });
    act(() => vi.advanceTimersByTime(progressDelayMs - 1));
    expect(result.current).toBe('hidden');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('shown');
  });

  it('never shows for work done within 100 ms', () => {
    const { result, rerender } = track();
    rerender({ busy: true });
    act(() => vi.advanceTimersByTime(60));
    rerender({ busy: false });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe('hidden');
  });

  it('fades for 400 ms once the work is done, then goes', () => {
    const { result, rerender } = track();
    rerender({ busy: true });
    act(() => vi.advanceTimersByTime(progressDelayMs));
    rerender({ busy: false });
    expect(result.current).toBe('fading');
    act(() => vi.advanceTimersByTime(progressFadeMs - 1));
    expect(result.current).toBe('fading');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('hidden');
  });

  it('stays shown when new work starts while it fades', () => {
    const { result, rerender } = track();
    rerender({ busy: true });
    act(() => vi.advanceTimersByTime(progressDelayMs));
    rerender({ busy: false });
    act(() => vi.advanceTimersByTime(200));
    rerender({ busy: true });
    act(() => vi.advanceTimersByTime(progressFadeMs));
    expect(result.current).toBe('shown');
  });
});
