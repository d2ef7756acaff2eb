/**
 * One's own saved views of a list: each renamed, shared or kept to oneself, or deleted after a
 * confirmation that names it. Another's shared views are only applied, never changed here.
 */
import { useState, type FormEvent } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import type { SavedView } from '../../../../providers/saved-views';
import { errorMessage } from '../../../errors/errorMessage';
import { useSavedViewWrites } from './useSavedViews';
import { useViewName } from './useViewName';

function OwnView({ view }: { view: SavedView }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { update, remove } = useSavedViewWrites(view.resource);
  const viewName = useViewName(view.name);
  const [shared, setShared] = useState(view.shared);
  const [confirming, setConfirming] = useState(false);
  const changed = viewName.name.trim() !== view.name || shared !== view.shared;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (viewName.refuseEmpty()) return;
    try {
      await update.mutateAsync({ id: view.id, changes: { name: viewName.name, shared } });
      notify('builders.list.views.updated', { type: 'success', messageArgs: { name: viewName.name.trim() } });
    } catch (error) {
      viewName.reportFailure(error);
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
    <Stack
      component="form"
      onSubmit={save}
      noValidate
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-start', flexWrap: 'wrap', py: 1 }}
    >
      <TextField {...viewName.fieldProps} size="small" />
      <FormControlLabel
        control={<Checkbox checked={shared} onChange={(event) => setShared(event.target.checked)} />}
        label={translate('builders.list.views.shared')}
      />
      <Button
        type="submit"
        size="small"
        disabled={!changed || update.isPending}
        aria-label={translate('builders.list.views.save_changes', { name: view.name })}
      >
        {translate('ra.action.save')}
      </Button>
      <Button
        size="small"
        color="error"
        onClick={() => setConfirming(true)}
        aria-label={translate('builders.list.views.delete', { name: view.name })}
      >
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
        {own.length === 0 ? (
          <Typography>{translate('builders.list.views.none_mine')}</Typography>
        ) : (
          own.map((view) => <OwnView key={view.id} view={view} />)
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
