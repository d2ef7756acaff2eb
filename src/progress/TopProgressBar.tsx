import { LinearProgress } from '@mui/material';
import { useLoading, useTranslate } from 'react-admin';
import { progressFadeMs, useDelayedProgress } from './useDelayedProgress';

/**
 * The bar across the top of the page while a screen loads its data or sends a change (docs/spec.md §2):
 * only when that takes longer than 100 ms, and it finishes full before fading out.
 */
export function TopProgressBar() {
  const phase = useDelayedProgress(useLoading());
  const translate = useTranslate();
  if (phase === 'hidden') return null;
  const finishing = phase === 'fading';
  return (
    <LinearProgress
      aria-label={translate('shell.progress')}
      variant={finishing ? 'determinate' : 'indeterminate'}
      value={100}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        opacity: finishing ? 0 : 1,
        transition: `opacity ${progressFadeMs}ms ease-out`,
      }}
    />
  );
}
