/**
 * The list's bulk bar, over the table's header while rows are selected: what is selected, how to
 * widen or clear it (SelectionStatement), and the bulk actions. It takes the place of
 * react-admin's bar, whose own "n items selected", "Select all" and unselect icon said the
 * selection a second time, beside this one, in other words.
 */
import { Box, Stack, Toolbar, type Theme } from '@mui/material';
import { BulkActionsToolbarClasses, useListContext } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/definition';
import { BulkDeleteMatchingButton } from './BulkDeleteMatchingButton';
import { BulkUpdateButtons } from './BulkUpdateButtons';
import { SelectionStatement } from './SelectionStatement';

/**
 * Over the header (48 px, its bottom on the header's), growing upwards when its parts wrap on a
 * narrow screen, so that it never covers a row; out of sight and of the tab order when nothing is selected.
 */
const barStyle = (theme: Theme) => ({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: theme.spacing(-6),
  zIndex: 3,
  minHeight: theme.spacing(6),
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  columnGap: 1,
  px: 1,
  borderTopLeftRadius: theme.shape.borderRadius,
  borderTopRightRadius: theme.shape.borderRadius,
  bgcolor: theme.palette.mode === 'light' ? theme.lighten(theme.palette.primary.light, 0.8) : theme.darken(theme.palette.primary.dark, 0.5),
  '&[data-collapsed]': { visibility: 'hidden' },
});

export function SelectionBar({ definition }: { definition: ResourceDefinition }) {
  const { selectedIds } = useListContext();
  const collapsed = selectedIds.length === 0;
  return (
    <Box sx={{ position: 'relative' }}>
      <Toolbar disableGutters className={BulkActionsToolbarClasses.toolbar} data-collapsed={collapsed || undefined} sx={barStyle}>
        {!collapsed && (
          <>
            <SelectionStatement definition={definition} />
            <Stack direction="row" className={BulkActionsToolbarClasses.topToolbar} sx={{ alignItems: 'center', columnGap: 1 }}>
              <BulkUpdateButtons definition={definition} />
              <BulkDeleteMatchingButton definition={definition} />
            </Stack>
          </>
        )}
      </Toolbar>
    </Box>
  );
}
