import { useCallback } from 'react';
import { useNotificationContext } from 'react-admin';

/**
 * Drops the error toasts still waiting in the queue: after a successful save, the complaints of
 * the form's earlier attempts (a field left empty, a value the server refused) are out of date,
 * and each would hold back the success message for its 5 seconds.
 */
export function useDropErrorToasts(): () => void {
  const { setNotifications } = useNotificationContext();
  return useCallback(() => setNotifications((queue) => queue.filter((notification) => notification.type !== 'error')), [setNotifications]);
}
