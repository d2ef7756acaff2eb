/**
 * Asks before unsaved changes are left behind, in the admin's own dialog: a move to another screen
 * of the admin waits for "Leave" or "Stay" (a move inside the form, between the steps of a form in
 * steps, is not leaving it). Closing or reloading the tab can only be asked about by the browser's
 * own question (beforeunload). As react-admin's warnWhenUnsavedChanges, whose question is the
 * browser's `confirm()` for both.
 */
import { useEffect } from 'react';
import { Confirm, useBlocker } from 'react-admin';
import { useFormState } from 'react-hook-form';

export function UnsavedChangesGuard({ formRootPathname }: { formRootPathname?: string }) {
  const { isSubmitSuccessful, dirtyFields } = useFormState();
  const safeToLeave = Object.keys(dirtyFields).length === 0 || isSubmitSuccessful;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (safeToLeave) return false;
    return !nextLocation.pathname.startsWith(formRootPathname ?? currentLocation.pathname);
  });
  const blocked = blocker.state === 'blocked';

  // A save or a delete that succeeds resets the form as it moves away: that move goes on.
  useEffect(() => {
    if (blocked && safeToLeave) blocker.proceed?.();
  }, [blocked, safeToLeave, blocker]);

  useEffect(() => {
    if (safeToLeave) return;
    const askFirst = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', askFirst);
    return () => window.removeEventListener('beforeunload', askFirst);
  }, [safeToLeave]);

  return (
    <Confirm
      isOpen={blocked && !safeToLeave}
      title="builders.form.leave_title"
      content="ra.message.unsaved_changes"
      confirm="builders.form.leave"
      cancel="builders.form.stay"
      confirmColor="warning"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
