/**
 * The saved views of a list (docs/content-tools.md, "Saved views and the column chooser"), beside
 * its filters: one's own and those shared by other staff, each applied by opening the list in its
 * state; the list as it is now saved under a name; one's own views managed. A server without saved
 * views says so in the menu, not by an empty one.
 */
import { useState } from 'react';
import { Button, Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import BookmarksIcon from '@mui/icons-material/Bookmarks';
import PeopleIcon from '@mui/icons-material/People';
import { useListContext, useNavigate, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../../../resources/definition';
import { errorMessage } from '../../../errors/errorMessage';
import { ManageViewsDialog } from './ManageViewsDialog';
import { SaveViewDialog } from './SaveViewDialog';
import { useSavedViews } from './useSavedViews';
import { listSearchOf, viewStateOf } from './viewState';

export function ViewsMenu({ definition, columns }: { definition: ResourceDefinition; columns: readonly string[] }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { filterValues, sort } = useListContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'save' | 'manage'>();
  // Asked for when the menu first opens, then kept fresh by the writes.
  const [wanted, setWanted] = useState(false);
  const views = useSavedViews(definition.name, wanted);
  const close = () => setAnchor(null);

  const status = views.isError
    ? translate('builders.list.views.load_failed', { message: errorMessage(views.error, translate) })
    : views.isPending
      ? translate('ra.page.loading')
      : views.data.length === 0
        ? translate('builders.list.views.none')
        : undefined;

  return (
    <>
      <Button
        size="small"
        startIcon={<BookmarksIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
      >
        {translate('builders.list.views.button')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {status !== undefined && (
          <MenuItem disabled sx={{ whiteSpace: 'normal', maxWidth: 360 }}>
            {status}
          </MenuItem>
        )}
        {views.data?.map((view) => (
          <MenuItem
            key={view.id}
            onClick={() => {
              close();
              navigate({ pathname: `/${definition.name}`, search: listSearchOf(definition, view.state) });
            }}
          >
            {view.shared && (
              <ListItemIcon>
                <PeopleIcon fontSize="small" />
              </ListItemIcon>
            )}
            <ListItemText
              inset={!view.shared}
              primary={view.name}
              secondary={
                view.shared
                  ? translate(view.mine ? 'builders.list.views.shared_by_me' : 'builders.list.views.shared_by', { name: view.ownerName })
                  : undefined
              }
            />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            setDialog('save');
          }}
        >
          {translate('builders.list.views.save')}
        </MenuItem>
        {views.data?.some((view) => view.mine) && (
          <MenuItem
            onClick={() => {
              close();
              setDialog('manage');
            }}
          >
            {translate('builders.list.views.manage')}
          </MenuItem>
        )}
      </Menu>
      {dialog === 'save' && (
        <SaveViewDialog
          resource={definition.name}
          state={viewStateOf(definition, { filter: filterValues, sort, columns })}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog === 'manage' && <ManageViewsDialog views={views.data ?? []} onClose={() => setDialog(undefined)} />}
    </>
  );
}
