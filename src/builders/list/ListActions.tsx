/** The list's header actions: the number of items where the API tells it ("about" where it estimates), the create and import actions, and the recently deleted items where the resource keeps history. */
import { Stack, Typography } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, CreateButton, LinkBase, useListContext, useResourceDefinition, useTranslate } from 'react-admin';
import { isEstimatedTotal } from '../../../providers/list-total';
import { hasTranslations, keepsHistory, type ResourceDefinition } from '../../../resources/definition';
import { RecentlyDeletedButton } from '../versions/RecentlyDeleted';
import { versionOf } from '../../../providers/versions';
import { importPath, translationsPath } from '../../routes/routeTable';
import { useCountText } from './useCountText';

export function ListActions({ definition }: { definition?: ResourceDefinition }) {
  const { total, resource, data, meta } = useListContext();
  // An API that versions its items keeps their history (the reference server); a stock one has neither.
  const offersHistory =
    definition !== undefined && keepsHistory(definition) && (data ?? []).some((record) => versionOf(record) !== undefined);
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
      {offersHistory && <RecentlyDeletedButton definition={definition} />}
      {definition && hasCreate && (
        <Button
          component={LinkBase}
          to={importPath(definition.name)}
          label={translate('import.button')}
          // A spreadsheet is a desk's work: on a phone's width the header keeps to one line (the screen's path still opens it).
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          <UploadFileIcon />
        </Button>
      )}
      {hasCreate && <CreateButton />}
    </Stack>
  );
}
