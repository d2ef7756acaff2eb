/**
 * What a loaded list with no rows says, under its header (whose Recently deleted stays within
 * reach): with a search or filters on, that nothing matches them, and a way to clear them; with
 * none, that there is nothing yet (docs/spec.md §2), and a way to create the first item. In
 * words, in sentence case, without react-admin's stock inbox icon.
 */
import Add from '@mui/icons-material/Add';
import { Button, Stack, Typography } from '@mui/material';
import { LinkBase, useListContext, useResourceDefinition, useTranslate } from 'react-admin';

export function ListEmpty() {
  const translate = useTranslate();
  const { resource, filterValues, setFilters } = useListContext();
  const { hasCreate } = useResourceDefinition();
  const filtered = Object.values(filterValues ?? {}).some((value) => value !== undefined && value !== null && value !== '');
  return (
    <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 2, py: 8, px: 2 }}>
      <Typography variant="h6" component="p">
        {translate(`resources.${resource}.message.${filtered ? 'no_match' : 'empty'}`)}
      </Typography>
      {filtered ? (
        <Button variant="outlined" onClick={() => setFilters({}, [])}>
          {translate('ra.navigation.clear_filters')}
        </Button>
      ) : (
        hasCreate && (
          <Button variant="contained" component={LinkBase} to={`/${resource}/create`} startIcon={<Add />}>
            {translate(`resources.${resource}.message.create_first`)}
          </Button>
        )
      )}
    </Stack>
  );
}
