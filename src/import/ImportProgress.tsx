/**
 * The progress of a step that may take a while (reading a file, the dry run, the write): a bar and
 * what is done of how much, shown only once the step has lasted more than a moment, so a small
 * file goes through without a flash.
 */
import { LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDelayedProgress } from '../progress/useDelayedProgress';

/** How long a step runs before its bar shows. */
const momentMs = 300;

export function ImportProgress({ busy, text, done, total }: { busy: boolean; text: string; done?: number; total?: number }) {
  const translate = useTranslate();
  const phase = useDelayedProgress(busy, momentMs, 0);
  if (!busy || phase === 'hidden') return null;
  const determinate = done !== undefined && total !== undefined && total > 0;
  return (
    <>
      <LinearProgress
        aria-label={translate('import.progress_label')}
        {...(determinate ? { variant: 'determinate' as const, value: Math.min(100, (100 * done) / total) } : {})}
      />
      <Typography sx={{ mt: 1 }}>{text}</Typography>
    </>
  );
}
