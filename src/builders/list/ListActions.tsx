/** The list's header actions: the number of items where the API tells it, the create action, and the recently deleted items where the resource keeps history. */
import { Stack, Typography } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { Button, CreateButton, LinkBase, useListContext, useResourceDefinition, useTranslate } from 'react-admin';
import { hasTranslations, keepsHistory, type ResourceDefinition } from '../../../resources/definition';
import { RecentlyDeletedButton } from '../versions/RecentlyDeleted';
import { versionOf } from '../../../providers/versions';
import { translationsPath } from '../../routes/routeTable';

export function ListActions({ definition }: { definition?: ResourceDefinition }) {
  const { total, resource, data } = useListContext();
  // An API that versions its items keeps their history (the reference server); a stock one has neither.
  const offersHistory =
    definition !== undefined && keepsHistory(definition) && (data ?? []).some((record) => versionOf(record) !== undefined);
  const { hasCreate } = useResourceDefinition();
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      {total != null && (
        <Typography variant="body2" role="status">
          {translate(`resources.${resource}.message.count`, { smart_count: total })}
        </Typography>
      )}
      {definition && hasTranslations(definition) && (
        <Button component={LinkBase} to={translationsPath(definition.name)} label={translate('builders.coverage.screen')}>
          <TranslateIcon />
        </Button>
      )}
      {offersHistory && <RecentlyDeletedButton definition={definition} />}
      {hasCreate && <CreateButton />}
    </Stack>
  );
}
