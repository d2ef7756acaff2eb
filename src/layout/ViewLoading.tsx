import { LinearProgress } from '@mui/material';
import { useTimeout, useTranslate } from 'react-admin';

/**
 * What a screen shows while its code loads (once, on first use): nothing for a moment, since it
 * is usually there by then, then a progress bar with its name. The main layout shows it for any
 * screen that waits, in place of react-admin's Loading, whose spinner has no accessible name and
 * whose faded text fails the contrast ratio (both serious in axe).
 */
export function ViewLoading() {
  const translate = useTranslate();
  const aMomentHasPassed = useTimeout(300);
  if (!aMomentHasPassed) return null;
  return <LinearProgress aria-label={translate('ra.page.loading')} sx={{ m: 2 }} />;
}
