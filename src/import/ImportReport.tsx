/**
 * What an import wrote: how many rows were created and changed, and which were not written (changed
 * by someone else since the dry run, refused by the server, left when the import was stopped), with
 * the rows not written to download, fix and import again.
 */
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import type { WriteResult } from './writeImport';

export interface ImportOutcome {
  results: WriteResult[];
  /** Rows confirmed and never sent: the import was stopped or failed. */
  unwritten: number;
  stopped: boolean;
  failure?: string;
}

interface ImportReportProps {
  outcome: ImportOutcome;
  /** Rows the dry run refused: they are in the downloaded file too. */
  refusedBefore: number;
  listPath: string;
  onDownloadRefused(): void;
  onAgain(): void;
}

export function ImportReport({ outcome, refusedBefore, listPath, onDownloadRefused, onAgain }: ImportReportProps) {
  const translate = useTranslate();
  const count = (status: WriteResult['status']) => outcome.results.filter((result) => result.status === status).length;
  const notWritten = count('conflict') + count('refused') + refusedBefore + outcome.unwritten;
  const lines = [
    translate('import.report.created', { smart_count: count('created') }),
    translate('import.report.updated', { smart_count: count('updated') }),
    translate('import.report.conflicts', { smart_count: count('conflict') }),
    translate('import.report.refused', { smart_count: count('refused') + refusedBefore }),
    ...(outcome.unwritten > 0 ? [translate('import.report.unwritten', { smart_count: outcome.unwritten })] : []),
  ];
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {translate('import.report.title')}
      </Typography>
      {outcome.failure && <Alert severity="error">{translate('import.report.failed', { message: outcome.failure })}</Alert>}
      {outcome.stopped && !outcome.failure && <Alert severity="info">{translate('import.report.stopped')}</Alert>}
      <Box component="ul" aria-label={translate('import.report.title')} sx={{ m: 0, pl: 3 }}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" component={LinkBase} to={listPath}>
          {translate('import.report.back')}
        </Button>
        {notWritten > 0 && <Button onClick={onDownloadRefused}>{translate('import.summary.download_refused')}</Button>}
        <Button onClick={onAgain}>{translate('import.report.again')}</Button>
      </Stack>
    </Stack>
  );
}
