import { LinearProgress } from '@mui/material';
import { useTimeout, useTranslate } from 'react-admin';

/**
 * What a screen shows while its code loads (once, on first use): nothing for a moment, since it
 * is usually there by then, then a progress bar.
 */
export function ViewLoading() {
  const translate = useTranslate();
  const aMomentHasPassed = useTimeout(300);
  if (!aMomentHasPassed) return null;
  return <LinearProgress aria-label={translate('ra.page.loading')} sx={{ m: 2 }} />;
}
