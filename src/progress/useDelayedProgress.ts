import { useEffect, useState } from 'react';

/** Spec §9: the bar waits 100 ms before it shows, and fades out over 400 ms. */
export const progressDelayMs = 100;
export const progressFadeMs = 400;

/** `hidden`: nothing shown; `shown`: work under way for longer than the delay; `fading`: work done, the bar fading out. */
export type ProgressPhase = 'hidden' | 'shown' | 'fading';

/**
 * The phase of a progress bar for a busy signal: it appears only once the work has lasted longer
 * than the delay (quick work never shows it), and once the work ends it fades before it goes.
 * Work that starts again while it fades keeps it shown.
 */
export function useDelayedProgress(busy: boolean, delayMs = progressDelayMs, fadeMs = progressFadeMs): ProgressPhase {
  const [phase, setPhase] = useState<ProgressPhase>('hidden');

  useEffect(() => {
    if (busy) {
      if (phase === 'fading') setPhase('shown');
      if (phase !== 'hidden') return undefined;
      const timer = setTimeout(() => setPhase('shown'), delayMs);
      return () => clearTimeout(timer);
    }
    if (phase === 'shown') setPhase('fading');
    if (phase !== 'fading') return undefined;
    const timer = setTimeout(() => setPhase('hidden'), fadeMs);
    return () => clearTimeout(timer);
  }, [busy, phase, delayMs, fadeMs]);

  return phase;
}
