/**
 * A list's "Recently deleted": the resource's items deleted and not restored since (who deleted
 * each and when), each restorable under its own id. Offered only where the API keeps history:
 * where the list's items carry versions, or, on a list that shows none (everything deleted, or a
 * search that matches nothing), where the API answers the resource's deleted items.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import RestoreFromTrash from '@mui/icons-material/RestoreFromTrash';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { Button, useDataProvider, useListContext, useNotify, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { keepsHistory, type ResourceDefinition } from '../../../resources/definition';
import type { HistoryMethods } from '../../../providers/history';
import { recordRepresentation } from '../recordRepresentation';
import { useEntryByline } from './HistoryPanel';
import { useForgetWrittenItems } from './useForgetWrittenItems';
import { restorableOnDelete } from './restorable';

/** The resource's recently deleted items, as the API answers them (one query for the list's offer and the dialog). */
function useDeletedItems(resource: string, enabled = true) {
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & HistoryMethods>();
  return useQuery({
    queryKey: [resource, 'deleted'],
    queryFn: ({ signal }) => dataProvider.getDeleted(resource, { signal }).then((answer) => answer.data),
    enabled,
    retry: false,
  });
}

/** Whether the list in context offers Recently deleted. */
export function useOffersHistory(definition: ResourceDefinition | undefined): boolean {
  const { data, isPending, resource } = useListContext();
  const records = data ?? [];
  const kept = definition !== undefined && keepsHistory(definition);
  const nothingShown = kept && !isPending && records.length === 0;
  const deleted = useDeletedItems(resource, nothingShown);
  return kept && (restorableOnDelete(definition, records) || (nothingShown && deleted.data !== undefined));
}

export function RecentlyDeletedButton({ definition }: { definition: ResourceDefinition }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label={translate('builders.versions.recently_deleted')} onClick={() => setOpen(true)}>
        <RestoreFromTrash />
      </Button>
      {open && <RecentlyDeletedDialog definition={definition} onClose={() => setOpen(false)} />}
    </>
  );
}

export function RecentlyDeletedDialog({ definition, onClose }: { definition: ResourceDefinition; onClose: () => void }) {
  const translate = useTranslate();
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & HistoryMethods>();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const forgetWrittenItems = useForgetWrittenItems(resource);
  const byline = useEntryByline();
  const name = recordRepresentation(definition);
  const listRef = useRef<HTMLUListElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  /** The place in the list of the entry last restored. */
  const restoredPlace = useRef(0);
  const { data: entries, error } = useDeletedItems(resource);
  const restore = async (id: string | number, itemName: string, place: number) => {
    restoredPlace.current = place;
    try {
      await dataProvider.restoreDeleted(resource, { id });
      forgetWrittenItems([id]);
      notify('builders.versions.restored_deleted', { type: 'info', messageArgs: { name: itemName } });
    } catch (failure) {
      notify((failure as Error).message || 'ra.notification.http_error', { type: 'error' });
    }
    await queryClient.invalidateQueries({ queryKey: [resource] });
    refresh();
  };

  // A restored entry leaves the list with the button that had the focus, which falls to the page:
  // in the same commit it goes to the entry now in its place (or the last), else to Close, so that
  // a keyboard user goes on in the dialog and Escape still closes it.
  useLayoutEffect(() => {
    if (document.activeElement && document.activeElement !== document.body) return;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    (buttons[Math.min(restoredPlace.current, buttons.length - 1)] ?? closeRef.current)?.focus();
  }, [entries]);

  return (
    <Dialog open onClose={onClose} aria-labelledby="recently-deleted-title" maxWidth="sm" fullWidth>
      <DialogTitle id="recently-deleted-title">{translate('builders.versions.recently_deleted')}</DialogTitle>
      <DialogContent>
        {error ? (
          <Typography role="alert">{(error as Error).message}</Typography>
        ) : entries && entries.length === 0 ? (
          <Typography>{translate('builders.versions.none_deleted')}</Typography>
        ) : (
          <List ref={listRef} dense aria-label={translate('builders.versions.recently_deleted')}>
            {(entries ?? []).map((entry, place) => {
              const itemName = name(entry.item);
              return (
                <ListItem
                  key={`${entry.id}-${entry.version}`}
                  secondaryAction={
                    <MuiButton onClick={() => restore(entry.id, itemName, place)}>
                      {translate('builders.versions.restore_deleted', { name: itemName })}
                    </MuiButton>
                  }
                >
                  <ListItemText primary={itemName} secondary={byline(entry)} sx={{ pr: 16 }} />
                </ListItem>
              );
            })}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <MuiButton ref={closeRef} onClick={onClose}>
          {translate('ra.action.close')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}
