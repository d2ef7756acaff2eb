/**
 * The list's header actions: the number of items where the API tells it ("about" where it
 * estimates), the translations screen where the resource has translations, the recently deleted
 * items where the API keeps history, the import and create actions. On a phone the translations
 * and recently deleted go into one "More actions" menu, by name, rather than as icons without
 * words, and import is left out (a spreadsheet is a desk's work; its path still opens it).
 */
import { useState } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Stack, Typography } from '@mui/material';
import MoreVert from '@mui/icons-material/MoreVert';
import RestoreFromTrash from '@mui/icons-material/RestoreFromTrash';
import TranslateIcon from '@mui/icons-material/Translate';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, CreateButton, LinkBase, useListContext, useResourceDefinition, useTranslate } from 'react-admin';
import { isEstimatedTotal } from '../../../providers/list-total';
import type { ResourceDefinition } from '../../../resources/definition';
import { hasTranslations } from '../../../resources/kinds/translatable';
import { RecentlyDeletedButton, RecentlyDeletedDialog, useOffersHistory } from '../versions/RecentlyDeleted';
import { importPath, translationsPath } from '../../routes/routeTable';
import { useCountText } from './useCountText';

export function ListActions({ definition, compact = false }: { definition?: ResourceDefinition; compact?: boolean }) {
  const { total, resource, meta } = useListContext();
  const offersHistory = useOffersHistory(definition);
  const { hasCreate } = useResourceDefinition();
  const translate = useTranslate();
  const countText = useCountText(resource);
  const translations = definition !== undefined && hasTranslations(definition);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      {total != null && (
        <Typography variant="body2" role="status">
          {countText(total, isEstimatedTotal(meta))}
        </Typography>
      )}
      {compact ? (
        definition &&
        (translations || offersHistory) && <MoreActions definition={definition} translations={translations} history={offersHistory} />
      ) : (
        <>
          {translations && (
            <Button component={LinkBase} to={translationsPath(definition.name)} label={translate('builders.coverage.screen')}>
              <TranslateIcon />
            </Button>
          )}
          {definition && offersHistory && <RecentlyDeletedButton definition={definition} />}
          {definition && hasCreate && (
            <Button
              component={LinkBase}
              to={importPath(definition.name)}
              label={translate('import.button')}
              sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
            >
              <UploadFileIcon />
            </Button>
          )}
        </>
      )}
      {hasCreate && <CreateButton />}
    </Stack>
  );
}

function MoreActions({ definition, translations, history }: { definition: ResourceDefinition; translations: boolean; history: boolean }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [deletedOpen, setDeletedOpen] = useState(false);
  return (
    <>
      <IconButton
        aria-label={translate('builders.list.more_actions')}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {translations && (
          <MenuItem component={LinkBase} to={translationsPath(definition.name)}>
            <ListItemIcon>
              <TranslateIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('builders.coverage.screen')}</ListItemText>
          </MenuItem>
        )}
        {history && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setDeletedOpen(true);
            }}
          >
            <ListItemIcon>
              <RestoreFromTrash fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('builders.versions.recently_deleted')}</ListItemText>
          </MenuItem>
        )}
      </Menu>
      {deletedOpen && <RecentlyDeletedDialog definition={definition} onClose={() => setDeletedOpen(false)} />}
    </>
  );
}
