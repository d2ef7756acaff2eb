/**
 * The edit screen's History: the item's versions (newest first, who and when), the difference
 * between a chosen version and the item now (per field and language, files as thumbnails), and
 * Restore, an ordinary versioned save (a change made meanwhile is refused and said so). Shown
 * only where the API keeps history.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Button,
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
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useDataProvider, useLocale, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/definition';
import type { HistoryEntry, HistoryMethods } from '../../../providers/history';
import { versionOf } from '../../../providers/versions';
import { PartValue, usePartLabel } from './PartValue';
import { partId } from './threeWayMerge';
import { versionDiff } from './versionDiff';

/** "Sam Staff, 23 Nov 2026, 20:05" (or a deleted user), and "by an import" where one made the change. */
export function useEntryByline() {
  const translate = useTranslate();
  const locale = useLocale();
  return (entry: HistoryEntry) =>
    translate(entry.via ? `builders.versions.via.${entry.via}` : 'builders.versions.byline', {
      who: entry.changedBy?.name ?? translate('builders.versions.deleted_user'),
      when: new Date(entry.changedAt).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    });
}

export function HistoryPanel({ definition }: { definition: ResourceDefinition }) {
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
  const { data: entries, isError } = useQuery({
    queryKey: versionsKey,
    queryFn: ({ signal }) => dataProvider.getVersions(resource, { id: record!.id, signal }).then((answer) => answer.data),
    enabled: record?.id != null && versionOf(record) !== undefined,
    retry: false,
  });
  if (!record || isError || !entries) return null;
  const entry = entries.find((candidate) => candidate.version === chosen);
  const restore = async (version: number) => {
    try {
      await dataProvider.restoreVersion(resource, { id: record.id, version, previousData: record });
      notify('builders.versions.restored', { type: 'info', messageArgs: { version } });
      setChosen(undefined);
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    }
    await queryClient.invalidateQueries({ queryKey: [resource] });
    refresh();
  };

  return (
    <Accordion disableGutters sx={{ mt: 2 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="history-content" id="history-header">
        <Typography component="h2" variant="h6">
          {translate('builders.versions.history', { smart_count: entries.length })}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="history-content">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <List dense aria-label={translate('builders.versions.versions')} sx={{ minWidth: 260 }}>
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
            <Stack spacing={1} sx={{ flex: 1 }}>
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
                            <PartValue part={part} value={mediaOr(part, entry.item)} />
                          </TableCell>
                          <TableCell>
                            <PartValue part={part} value={mediaOr(part, record)} />
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
      </AccordionDetails>
    </Accordion>
  );
}

/** A part's value to show: a file as its media object (for the thumbnail), else the compared value. */
function mediaOr(
  part: { field: { kind: string; source: string }; language?: string; key: string },
  record: Record<string, unknown>,
): unknown {
  const value = record[part.field.kind === 'media' ? part.field.source : part.key];
  return part.language && typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part.language] : value;
}
