import { Notification } from 'react-admin';

/** Spec §9: each toast stays 5 seconds. */
export const toastDurationMs = 5000;

/** A click elsewhere on the page does not cut a toast short (MUI closes it by default); Escape still does. */
const keepOpenOnClickAway = (event: MouseEvent | TouchEvent) => {
  (event as (MouseEvent | TouchEvent) & { defaultMuiPrevented?: boolean }).defaultMuiPrevented = true;
};

/**
 * The toasts (docs/spec.md §4): at the bottom centre, one at a time, each for 5 seconds; react-admin's
 * notification context queues the ones that arrive meanwhile.
 */
export function ShellNotification() {
  return (
    <Notification
      autoHideDuration={toastDurationMs}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slotProps={{ clickAwayListener: { onClickAway: keepOpenOnClickAway } }}
    />
  );
}
