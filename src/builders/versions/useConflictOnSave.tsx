/**
 * The edit view's save, aware of versions: a save refused because the item changed meanwhile
 * (409) opens the conflict dialog instead of a toast, the form staying as the user left it;
 * any other failure is told as react-admin tells it. The dialog's merge is then saved against
 * the item's new version, through the same save.
 */
import { useState } from 'react';
import { useNotify, useSaveContext, type HttpError } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/definition';
import { ConflictDialog } from './ConflictDialog';
import { versionConflictOf, type VersionConflict } from './versionConflict';

export function useConflictOnSave() {
  const notify = useNotify();
  const [conflict, setConflict] = useState<VersionConflict>();
  const onError = (error: unknown, variables: { data?: unknown; previousData?: unknown } | undefined) => {
    const found = versionConflictOf(
      error,
      (variables?.previousData ?? {}) as Record<string, unknown>,
      (variables?.data ?? {}) as Record<string, unknown>,
    );
    if (found) return setConflict(found);
    // As react-admin does when nobody handles the error: field errors show on the form, the rest as a toast.
    const fieldErrors = (error as HttpError)?.body?.errors;
    if (fieldErrors && Object.keys(fieldErrors).length > 0) return;
    const message = typeof error === 'string' ? error : (error as Error)?.message;
    notify(message || 'ra.notification.http_error', { type: 'error', messageArgs: { _: message } });
  };
  return { conflict, onError, close: () => setConflict(undefined) };
}

/** The dialog of a conflict, saving the merge through the edit view's own save. */
export function SaveConflictDialog({
  definition,
  conflict,
  close,
}: {
  definition: ResourceDefinition;
  conflict?: VersionConflict;
  close: () => void;
}) {
  const { save } = useSaveContext();
  if (!conflict) return null;
  return (
    <ConflictDialog
      definition={definition}
      conflict={conflict}
      onClose={close}
      onSave={(values) => {
        close();
        save?.(values);
      }}
    />
  );
}
