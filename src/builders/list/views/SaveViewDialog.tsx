/**
 * Saves the list as it is now (search, filters, sort, columns) under a name, for oneself or
 * shared with all staff. A refused name (empty, too long, taken) is said on the field.
 */
import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { SavedViewState } from '../../../../resources/saved-views';
import { useSavedViewWrites } from './useSavedViews';
import { useViewName } from './useViewName';

export function SaveViewDialog({ resource, state, onClose }: { resource: string; state: SavedViewState; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { create } = useSavedViewWrites(resource);
  const viewName = useViewName('');
  const [shared, setShared] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (viewName.refuseEmpty()) return;
    try {
      const { data } = await create.mutateAsync({ name: viewName.name, shared, state });
      notify('builders.list.views.saved', { type: 'success', messageArgs: { name: data.name } });
      onClose();
    } catch (error) {
      viewName.reportFailure(error);
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby="save-view-title" fullWidth maxWidth="xs">
      <form onSubmit={save} noValidate>
        <DialogTitle id="save-view-title">{translate('builders.list.views.save_title')}</DialogTitle>
        <DialogContent>
          <TextField {...viewName.fieldProps} autoFocus fullWidth margin="dense" />
          <FormControlLabel
            control={<Checkbox checked={shared} onChange={(event) => setShared(event.target.checked)} />}
            label={translate('builders.list.views.share')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
