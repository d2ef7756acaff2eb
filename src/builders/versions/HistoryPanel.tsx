/**
 * The edit screen's History, opened from the form's header into a panel at the side: the item's
 * versions (newest first, who and when), the difference between a chosen version and the item now
 * (per field and language, files as thumbnails), and Restore, an ordinary versioned save (a change
 * made meanwhile is refused and said so). An item with no version kept yet (put in by an import or
 * the demo seed) says so. Offered only where the API keeps history; read when opened.
 */
import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Button,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import HistoryIcon from '@mui/icons-material/History';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/definition';
import type { HistoryEntry, HistoryMethods } from '../../../providers/history';
import { versionOf } from '../../../providers/versions';
import { useFormats } from '../../i18n/formats';
import { PartValue, usePartLabel } from './PartValue';
import { partId, partValue } from './threeWayMerge';
import { versionDiff } from './versionDiff';

const day = 24 * 60 * 60 * 1000;

/**
 * "Sam Staff, 3 minutes ago", or on another day "Sam Staff, 23 Nov 2026, 20:05" (or a deleted
 * user), in the interface's locale; and "by an import" where one made the change.
 */
export function useEntryByline() {
  const translate = useTranslate();
  const formats = useFormats();
  return (entry: HistoryEntry) => {
    const changed = new Date(entry.changedAt);
    return translate(entry.via ? `builders.versions.via.${entry.via}` : 'builders.versions.byline', {
      who: entry.changedBy?.name ?? translate('builders.versions.deleted_user'),
      when: Date.now() - changed.getTime() < day ? formats.ago(changed) : formats.dateTime(changed),
    });
  };
}

/** The header's History button and the side panel it opens. */
export function HistoryButton({ definition }: { definition: ResourceDefinition }) {
  const translate = useTranslate();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button startIcon={<HistoryIcon />} onClick={() => setOpen(true)}>
        {translate('builders.versions.history')}
      </Button>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)} slotProps={{ paper: { 'aria-labelledby': titleId } }}>
        <Box sx={{ width: { xs: '100vw', sm: 560 }, p: 2 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography id={titleId} component="h2" variant="h6">
              {translate('builders.versions.history')}
            </Typography>
            <IconButton aria-label={translate('ra.action.close')} onClick={() => setOpen(false)}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <HistoryPanel definition={definition} />
        </Box>
      </Drawer>
    </>
  );
}

function HistoryPanel({ definition }: { definition: ResourceDefinition }) {
  const translate = useTranslate();
  const resource = useResourceContext()!;
  const record = useRecordContext();
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & HistoryMethods>();
  const byline = useEntryByline();
  const label = usePartLabel(definition.name);
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<number>();
  const versionsKey = [resource, 'versions', record?.id, versionOf(record)];
  const { data: entries, error } = useQuery({
    queryKey: versionsKey,
    queryFn: ({ signal }) => dataProvider.getVersions(resource, { id: record!.id, signal }).then((answer) => answer.data),
    enabled: record?.id != null && versionOf(record) !== undefined,
    retry: false,
  });
  if (error) return <Typography role="alert">{(error as Error).message}</Typography>;
  if (!record || !entries) return null;
  if (entries.length === 0) return <Typography>{translate('builders.versions.none_kept')}</Typography>;
  const entry = entries.find((candidate) => candidate.version === chosen);
  const restore = async (version: number) => {
    try {
      await dataProvider.restoreVersion(resource, { id: record.id, version, previousData: record });
      notify('builders.versions.restored', { type: 'info', messageArgs: { version } });
      setChosen(undefined);
    } catch (failure) {
      notify((failure as Error).message || 'ra.notification.http_error', { type: 'error' });
    }
    await queryClient.invalidateQueries({ queryKey: [resource] });
    refresh();
  };

  return (
    <Stack spacing={2}>
      <List dense aria-label={translate('builders.versions.versions')}>
        {entries.map((candidate) => (
          <ListItem key={candidate.version} disablePadding>
            <ListItemButton selected={candidate.version === chosen} onClick={() => setChosen(candidate.version)}>
              <ListItemText
                primary={translate('builders.versions.version', {
                  version: candidate.version,
                  action: translate(`builders.versions.actions.${candidate.action}`),
                })}
                secondary={byline(candidate)}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {entry && (
        <Stack spacing={1}>
          {(() => {
            const parts = versionDiff(definition, entry.item, record);
            return parts.length === 0 ? (
              <Typography>{translate('builders.versions.same_as_now')}</Typography>
            ) : (
              <Table size="small" aria-label={translate('builders.versions.diff', { version: entry.version })}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('builders.versions.field')}</TableCell>
                    <TableCell>{translate('builders.versions.then', { version: entry.version })}</TableCell>
                    <TableCell>{translate('builders.versions.now')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {parts.map((part) => (
                    <TableRow key={partId(part)} data-part={partId(part)}>
                      <TableCell>{label(part)}</TableCell>
                      <TableCell>
                        <PartValue part={part} value={partValue(entry.item, part.key, part.subKey)} />
                      </TableCell>
                      <TableCell>
                        <PartValue part={part} value={partValue(record, part.key, part.subKey)} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            );
          })()}
          {entry.action !== 'delete' && entry.version !== versionOf(record) && (
            <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => restore(entry.version)}>
              {translate('builders.versions.restore', { version: entry.version })}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
