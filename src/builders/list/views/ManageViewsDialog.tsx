/**
 * One's own saved views of a list: each renamed, shared or kept to oneself, or deleted after a
 * confirmation that names it. Another's shared views are only applied, never changed here.
 */
import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { isHttpError } from '../../../../providers/http-error';
import { maxViewNameLength } from '../../../../resources/saved-views';
import type { SavedView } from '../../../../providers/saved-views';
import { errorMessage } from '../../../errors/errorMessage';
import { useSavedViewWrites } from './useSavedViews';

function OwnView({ view }: { view: SavedView }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { update, remove } = useSavedViewWrites(view.resource);
  const [name, setName] = useState(view.name);
  const [shared, setShared] = useState(view.shared);
  const [nameError, setNameError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const changed = name.trim() !== view.name || shared !== view.shared;

  async function save(event: FormEvent) {
    event.preventDefault();
    try {
      await update.mutateAsync({ id: view.id, changes: { name, shared } });
      notify('builders.list.views.updated', { type: 'success', messageArgs: { name: name.trim() } });
    } catch (error) {
      const onName = isHttpError(error) ? error.fieldErrors.name : undefined;
      if (onName) setNameError(onName);
      else notify(errorMessage(error, translate), { type: 'error' });
    }
  }

  async function deleteView() {
    setConfirming(false);
    try {
      await remove.mutateAsync(view.id);
      notify('builders.list.views.deleted', { type: 'success', messageArgs: { name: view.name } });
    } catch (error) {
      notify(errorMessage(error, translate), { type: 'error' });
    }
  }

  return (
    <Stack component="form" onSubmit={save} noValidate direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', py: 1 }}>
      <TextField
        size="small"
        required
        label={translate('builders.list.views.name')}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setNameError(undefined);
        }}
        error={nameError !== undefined}
        helperText={nameError}
        slotProps={{ htmlInput: { maxLength: maxViewNameLength } }}
      />
      <FormControlLabel control={<Checkbox checked={shared} onChange={(event) => setShared(event.target.checked)} />} label={translate('builders.list.views.shared')} />
      <Button type="submit" size="small" disabled={!changed || update.isPending} aria-label={translate('builders.list.views.save_changes', { name: view.name })}>
        {translate('ra.action.save')}
      </Button>
      <Button size="small" color="error" onClick={() => setConfirming(true)} aria-label={translate('builders.list.views.delete', { name: view.name })}>
        {translate('ra.action.delete')}
      </Button>
      <Confirm
        isOpen={confirming}
        title="builders.list.views.delete_title"
        content="builders.list.views.delete_content"
        titleTranslateOptions={{ name: view.name }}
        contentTranslateOptions={{ name: view.name }}
        onConfirm={deleteView}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

export function ManageViewsDialog({ views, onClose }: { views: SavedView[]; onClose: () => void }) {
  const translate = useTranslate();
  const own = views.filter((view) => view.mine);
  return (
    <Dialog open onClose={onClose} aria-labelledby="manage-views-title" fullWidth maxWidth="sm">
      <DialogTitle id="manage-views-title">{translate('builders.list.views.manage_title')}</DialogTitle>
      <DialogContent>
        {own.length === 0 ? <Typography>{translate('builders.list.views.none_mine')}</Typography> : own.map((view) => <OwnView key={view.id} view={view} />)}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
