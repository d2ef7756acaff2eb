import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormLabel,
  LinearProgress,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Title, useTranslate } from 'react-admin';
import { listQuery } from '../../providers/data-provider';
import { definitions } from '../../resources';
import { useApi } from '../api/ApiContext';
import { fileSize, fileSizeKey } from '../../resources/file-size';
import { downloadExport, type ExportProgress } from './downloadExport';
import type { ExportFormat } from './exportRows';
import { ListSelectionSummary } from './ListSelectionSummary';
import { narrowsItems, useListSelection } from './listSelection';
import { saveFile } from './saveFile';

const formats: readonly ExportFormat[] = ['csv', 'json'];

type ExportState =
  | { status: 'idle' }
  | { status: 'running'; progress: ExportProgress }
  | { status: 'done'; fileName: string; progress: ExportProgress }
  | { status: 'cancelled' }
  | { status: 'failed'; message: string };

/**
 * The export screen at `/export`, in the main layout (docs/spec.md §2): a resource, a format,
 * optionally the selection its list shows now; the file is streamed from `GET /admin/export/{r}`
 * with the bytes and rows received so far, can be cancelled, and is saved under the server's file
 * name.
 */
export function ExportPage() {
  const translate = useTranslate();
  const { httpClient, session } = useApi();
  const [resource, setResource] = useState(definitions[0]!.name);
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [applyListSelection, setApplyListSelection] = useState(true);
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const transfer = useRef<AbortController | null>(null);
  const definition = definitions.find((candidate) => candidate.name === resource) ?? definitions[0]!;
  const selection = useListSelection(definition);
  const narrowed = narrowsItems(definition, selection);
  const listName = translate(`resources.${definition.name}.name`, { smart_count: 2 });

  // Leaving the screen stops a transfer under way.
  useEffect(() => () => transfer.current?.abort(), []);

  const size = (bytes: number) => {
    const { amount, unit } = fileSize(bytes);
    return translate(fileSizeKey({ amount, unit }), { amount });
  };

  async function start(event: FormEvent) {
    event.preventDefault();
    const controller = new AbortController();
    transfer.current = controller;
    setState({ status: 'running', progress: { bytes: 0, rows: 0 } });
    try {
      const file = await downloadExport({
        apiUrl: httpClient.apiUrl,
        credentials: session,
        endpoint: definition.endpoint,
        format,
        query: narrowed && applyListSelection ? listQuery(definition, selection.filter, selection.sort) : {},
        signal: controller.signal,
        onProgress: (progress) => setState({ status: 'running', progress }),
      });
      saveFile(file.blob, file.fileName);
      setState({ status: 'done', fileName: file.fileName, progress: file });
    } catch (error) {
      if (controller.signal.aborted) setState({ status: 'cancelled' });
      else setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
    } finally {
      if (transfer.current === controller) transfer.current = null;
    }
  }

  const running = state.status === 'running';
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="titles.export-index" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('titles.export-index')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{translate('export.intro')}</Typography>
        <Box component="form" onSubmit={start} noValidate>
          <Stack spacing={3} sx={{ maxWidth: 560 }}>
            <TextField
              select
              label={translate('export.resource')}
              value={resource}
              onChange={(event) => setResource(event.target.value)}
              disabled={running}
            >
              {definitions.map((candidate) => (
                <MenuItem key={candidate.name} value={candidate.name}>
                  {translate(`resources.${candidate.name}.name`, { smart_count: 2 })}
                </MenuItem>
              ))}
            </TextField>
            <FormControl>
              <FormLabel id="export-format-label">{translate('export.format')}</FormLabel>
              <RadioGroup
                aria-labelledby="export-format-label"
                value={format}
                onChange={(event) => setFormat(event.target.value as ExportFormat)}
              >
                {formats.map((candidate) => (
                  <FormControlLabel
                    key={candidate}
                    value={candidate}
                    disabled={running}
                    control={<Radio />}
                    label={translate(`export.formats.${candidate}`)}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            {narrowed ? (
              <Box>
                <FormControlLabel
                  disabled={running}
                  control={<Checkbox checked={applyListSelection} onChange={(event) => setApplyListSelection(event.target.checked)} />}
                  label={translate('export.applyListFilters', { list: listName })}
                />
                <ListSelectionSummary definition={definition} selection={selection} />
              </Box>
            ) : (
              <Typography color="text.secondary">{translate('export.noListFilters', { list: listName })}</Typography>
            )}
            <Stack direction="row" spacing={2}>
              <Button type="submit" variant="contained" startIcon={<DownloadIcon />} disabled={running}>
                {translate('export.start')}
              </Button>
              {running && (
                <Button variant="outlined" onClick={() => transfer.current?.abort()}>
                  {translate('export.cancel')}
                </Button>
              )}
            </Stack>
          </Stack>
        </Box>
        <Box role="status" aria-live="polite" sx={{ mt: 3, maxWidth: 560 }}>
          {state.status === 'running' && (
            <>
              <LinearProgress
                aria-label={translate('export.progressLabel')}
                {...(state.progress.total
                  ? { variant: 'determinate' as const, value: Math.min(100, (100 * state.progress.rows) / state.progress.total) }
                  : {})}
              />
              <Typography sx={{ mt: 1 }}>
                {translate('export.progress', { bytes: size(state.progress.bytes), rows: state.progress.rows })}
              </Typography>
            </>
          )}
          {state.status === 'done' && (
            <Alert severity="success">
              {translate('export.done', {
                file: state.fileName,
                rows: state.progress.rows,
                bytes: size(state.progress.bytes),
              })}
            </Alert>
          )}
          {state.status === 'cancelled' && <Alert severity="info">{translate('export.cancelled')}</Alert>}
          {state.status === 'failed' && <Alert severity="error">{translate('export.failed', { message: state.message })}</Alert>}
        </Box>
      </CardContent>
    </Card>
  );
}
