import { Notification } from 'react-admin';
import { keepOpenOnClickAway, toastAnchor, toastDurationMs } from './toastBehaviour';

/**
 * The toasts (docs/spec.md §4): at the bottom centre, one at a time, each for 5 seconds; react-admin's
 * notification context queues the ones that arrive meanwhile.
 */
export function ShellNotification() {
  return (
    <Notification
      autoHideDuration={toastDurationMs}
      anchorOrigin={toastAnchor}
      slotProps={{ clickAwayListener: { onClickAway: keepOpenOnClickAway } }}
    />
  );
}
