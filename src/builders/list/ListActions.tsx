/** The list's header actions: the number of items where the API tells it ("about" where it estimates), the create action, and the recently deleted items where the resource keeps history. */
import { Stack, Typography } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { Button, CreateButton, LinkBase, useListContext, useResourceDefinition, useTranslate } from 'react-admin';
import { isEstimatedTotal } from '../../../providers/list-total';
import { hasTranslations, type ResourceDefinition } from '../../../resources/definition';
import { RecentlyDeletedButton, useOffersHistory } from '../versions/RecentlyDeleted';
import { translationsPath } from '../../routes/routeTable';
import { useCountText } from './useCountText';

export function ListActions({ definition }: { definition?: ResourceDefinition }) {
  const { total, resource, meta } = useListContext();
  const offersHistory = useOffersHistory(definition);
  const { hasCreate } = useResourceDefinition();
  const translate = useTranslate();
  const countText = useCountText(resource);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      {total != null && (
        <Typography variant="body2" role="status">
          {countText(total, isEstimatedTotal(meta))}
        </Typography>
      )}
      {definition && hasTranslations(definition) && (
        <Button component={LinkBase} to={translationsPath(definition.name)} label={translate('builders.coverage.screen')}>
          <TranslateIcon />
        </Button>
      )}
      {definition && offersHistory && <RecentlyDeletedButton definition={definition} />}
      {hasCreate && <CreateButton />}
    </Stack>
  );
}
