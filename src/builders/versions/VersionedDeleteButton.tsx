/**
 * The edit screen's delete, aware of versions: its confirmation says where the item goes (Recently
 * deleted, where the API keeps history); a delete refused because the item changed since it was
 * opened (409) shows what changed and who changed it, and asks again; deleting then goes against
 * the item's new version.
 */
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem } from '@mui/material';
import { DeleteButton, useDelete, useNotify, useRecordContext, useRedirect, useResourceContext, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/definition';
import { deleteContentKey } from '../../i18n/resource-messages';
import { PartValue, usePartLabel } from './PartValue';
import { restorableOnDelete } from './restorable';
import { changesSince, partId } from './threeWayMerge';
import { ChangedBy, versionConflictOf, type VersionConflict } from './versionConflict';

export function VersionedDeleteButton({ definition }: { definition: ResourceDefinition }) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext()!;
  const record = useRecordContext();
  const label = usePartLabel(definition.name);
  const [conflict, setConflict] = useState<VersionConflict>();
  const [deleteOne, { isPending }] = useDelete();

  const onError = (error: unknown) => {
    const found = versionConflictOf(error, (record ?? {}) as Record<string, unknown>, (record ?? {}) as Record<string, unknown>);
    if (found) return setConflict(found);
    notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
  };
  const deleteAnyway = () =>
    deleteOne(
      resource,
      { id: conflict!.theirs.id as string, previousData: conflict!.theirs as never },
      {
        onSuccess: () => {
          setConflict(undefined);
          notify(`resources.${resource}.notifications.deleted`, { type: 'info', messageArgs: { smart_count: 1 } });
          redirect('list', resource);
        },
        onError,
      },
    );

  return (
    <>
      <DeleteButton
        mutationMode="pessimistic"
        mutationOptions={{ onError }}
        confirmContent={deleteContentKey(resource, { bulk: false, restorable: restorableOnDelete(definition, [record]) })}
      />
      {conflict && (
        <Dialog open onClose={() => setConflict(undefined)} aria-labelledby="delete-conflict-title">
          <DialogTitle id="delete-conflict-title">{translate('builders.versions.delete_title')}</DialogTitle>
          <DialogContent>
            <DialogContentText>
              <ChangedBy conflict={conflict} /> {translate('builders.versions.delete_changes')}
            </DialogContentText>
            <List dense>
              {changesSince(definition, conflict.base, conflict.theirs).map((part) => (
                <ListItem key={partId(part)}>
                  {label(part)}:&nbsp;
                  <PartValue part={part} value={part.theirs} />
                </ListItem>
              ))}
            </List>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConflict(undefined)}>{translate('ra.action.cancel')}</Button>
            <Button color="error" variant="contained" disabled={isPending} onClick={deleteAnyway}>
              {translate('builders.versions.delete_anyway')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
