/** The list's top bar: the number of items where the API tells it, the create action, and the recently deleted items where the resource keeps history. */
import { Stack, Typography } from '@mui/material';
import { CreateButton, TopToolbar, useListContext, useResourceDefinition, useTranslate } from 'react-admin';
import { keepsHistory, type ResourceDefinition } from '../../../resources/definition';
import { RecentlyDeletedButton } from '../versions/RecentlyDeleted';

export function ListActions({ definition }: { definition?: ResourceDefinition }) {
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
        {definition && keepsHistory(definition) && <RecentlyDeletedButton definition={definition} />}
        {hasCreate && <CreateButton />}
      </Stack>
    </TopToolbar>
  );
}
