/** The list's top bar: the number of items where the API tells it, and the create action. */
import { Stack, Typography } from '@mui/material';
import { CreateButton, TopToolbar, useListContext, useResourceDefinition, useTranslate } from 'react-admin';

export function ListActions() {
  const { total, resource } = useListContext();
  const { hasCreate } = useResourceDefinition();
  const translate = useTranslate();
  return (
    <TopToolbar>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {total != null && (
          <Typography variant="body2" role="status">
            {translate(`resources.${resource}.message.count`, { smart_count: total })}
          </Typography>
        )}
        {hasCreate && <CreateButton />}
      </Stack>
    </TopToolbar>
  );
}
