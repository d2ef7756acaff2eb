/**
 * A resource's Import screen, at `/{resource}/import` (docs/content-tools.md "Import"): choose a
 * CSV or XLSX file (read in a worker), confirm its columns, read the dry run, confirm it, follow
 * the write (which can be stopped) and read what it did. Loaded only when opened: the parsers and
 * this code are scripts of their own, outside the first screens' budget (bench/bundle-budget.ts).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { definitions } from '../../resources';
import type { ResourceDefinition } from '../../resources/definition';
import { importRowsThrough } from '../../providers/imports';
import { useApi } from '../api/ApiContext';
import { choiceLabel } from '../i18n/resource-messages';
import { errorMessage } from '../errors/errorMessage';
import { saveFile } from '../export/saveFile';
import { guessMapping, importTargets, rememberedMapping, rememberMapping, type ColumnMapping, type ImportTarget } from './columns';
import type { RowPlan } from './dryRun';
import { ImportColumns, initialMatchBy, useTargetLabel } from './ImportColumns';
import { ImportProgress } from './ImportProgress';
import { ImportReport, type ImportOutcome } from './ImportReport';
import { ImportReview, useProblemText } from './ImportReview';
import { planImport, type PlanProgress } from './planImport';
import { readInWorker } from './readInWorker';
import { notImportedRows, refusedRowsCsv } from './refusedRows';
import { acceptedFiles, maxImportFileBytes, maxImportRows, type FileProblem, type Sheet } from './spreadsheet';
import { writeImport, type PlannedWrite, type WriteProgress, type WriteResult } from './writeImport';

type Step = 'choose' | 'reading' | 'columns' | 'checking' | 'review' | 'writing' | 'report';

interface Progress {
  text: string;
  done?: number;
  total?: number;
}

export default function ImportScreen({ definition }: { definition: ResourceDefinition }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const { httpClient } = useApi();
  const queryClient = useQueryClient();
  const label = useTargetLabel(definition);
  const problemText = useProblemText();
  const targets = useMemo(() => importTargets(definition), [definition]);
  const [step, setStep] = useState<Step>('choose');
  const [problem, setProblem] = useState<string>();
  const [file, setFile] = useState<{ name: string; sheet: Sheet }>();
  const [mapping, setMapping] = useState<ColumnMapping>([]);
  const [matchBy, setMatchBy] = useState('');
  const [plans, setPlans] = useState<RowPlan[]>([]);
  const [progress, setProgress] = useState<Progress>({ text: '' });
  const [outcome, setOutcome] = useState<ImportOutcome>();
  const input = useRef<HTMLInputElement>(null);
  const running = useRef<AbortController | null>(null);
  const list = translate(`resources.${definition.name}.name`, { smart_count: 2 });
  // Leaving the screen stops what runs: a write ends with the batch under way.
  useEffect(() => () => running.current?.abort(), []);

  const start = () => {
    running.current?.abort();
    running.current = new AbortController();
    return running.current.signal;
  };
  const fileProblem = ({ problem, args }: FileProblem) => translate(problem, { _: problem, ...args });

  async function read(chosen: File) {
    setProblem(undefined);
    setStep('reading');
    setProgress({ text: translate('import.reading', { file: chosen.name }) });
    try {
      const result = await readInWorker(
        chosen,
        ({ stage, done, total }) =>
          setProgress({ text: translate('import.reading', { file: chosen.name }), ...(stage === 'bytes' ? { done, total } : {}) }),
        start(),
      );
      if (!('sheet' in result)) {
        setProblem(fileProblem(result));
        return setStep('choose');
      }
      const names = (target: ImportTarget) => {
        const field = target.column && translate(`resources.${definition.name}.fields.${target.column.field.source}`);
        return [label(target), ...(field && target.suffix ? [`${field} ${target.suffix}`] : [])];
      };
      const guessed = guessMapping(targets, result.sheet.header, names, rememberedMapping(definition));
      setFile({ name: chosen.name, sheet: result.sheet });
      setMapping(guessed);
      setMatchBy(initialMatchBy(guessed));
      setStep('columns');
    } catch (error) {
      setProblem(translate('import.file.failed', { message: errorMessage(error, translate) }));
      setStep('choose');
    }
  }

  async function check() {
    if (!file) return;
    rememberMapping(definition, file.sheet.header, mapping);
    setStep('checking');
    setProblem(undefined);
    const onProgress = ({ stage, done, total }: PlanProgress) =>
      setProgress({ text: translate(`import.stages.${stage}`, { done, total: total ?? '…' }), done, total });
    try {
      const planned = await planImport({
        dataProvider,
        definitions,
        definition,
        sheet: file.sheet,
        targets,
        mapping,
        matchBy: matchBy || undefined,
        choiceLabel: (field, choice) => choiceLabel(translate, definition.name, { ...field, choices: [choice] }, choice.id),
        yes: translate('builders.list.has.yes'),
        no: translate('builders.list.has.no'),
        signal: start(),
        onProgress,
      });
      setPlans(planned);
      setStep('review');
    } catch (error) {
      setProblem(translate('import.stages.failed', { message: errorMessage(error, translate) }));
      setStep('columns');
    }
  }

  async function confirm() {
    const writes = plans.filter((plan): plan is PlannedWrite => plan.action === 'create' || plan.action === 'update');
    const results: WriteResult[] = [];
    const signal = start();
    setStep('writing');
    const onProgress = ({ done, total, through }: WriteProgress) =>
      setProgress({
        text: [
          translate('import.writing.progress', { done, total }),
          ...(through === 'calls' ? [translate('import.writing.through_calls')] : []),
        ].join(' '),
        done,
        total,
      });
    onProgress({ done: 0, total: writes.length, through: 'endpoint' });
    let failure: string | undefined;
    try {
      await writeImport({
        dataProvider,
        importRows: importRowsThrough(httpClient, definitions),
        definition,
        plans: writes,
        signal,
        onProgress,
        onResults: (next) => results.push(...next),
      });
    } catch (error) {
      failure = errorMessage(error, translate);
    }
    await queryClient.invalidateQueries({ queryKey: [definition.name] });
    setOutcome({ results, unwritten: writes.length - results.length, stopped: signal.aborted, failure });
    setStep('report');
  }

  function downloadRefused() {
    if (!file) return;
    const rows = notImportedRows(plans, outcome?.results, {
      problems: (problems) => problems.map(problemText).join('; '),
      conflict: (who) => translate('import.problems.conflict', { who: who || translate('import.problems.someone') }),
      stopped: translate('import.problems.stopped'),
    });
    saveFile(refusedRowsCsv(file.sheet.header, rows, translate('import.reason_column')), `${definition.endpoint}-not-imported.csv`);
  }

  const again = () => {
    setFile(undefined);
    setPlans([]);
    setOutcome(undefined);
    setProblem(undefined);
    setStep('choose');
  };
  const busy = step === 'reading' || step === 'checking' || step === 'writing';

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={`titles.${definition.name}-import`} />
      <CardContent>
        <Stack spacing={3}>
          <Typography variant="h5" component="h1">
            {translate(`titles.${definition.name}-import`)}
          </Typography>
          {step === 'choose' && (
            <Stack spacing={2} sx={{ maxWidth: 720 }}>
              <Typography>{translate('import.intro', { list: list.toLowerCase() })}</Typography>
              <Typography color="text.secondary">
                {translate('import.limits', { size: maxImportFileBytes / 1_000_000, rows: maxImportRows })}
              </Typography>
              <input
                ref={input}
                type="file"
                accept={acceptedFiles}
                hidden
                data-testid="import-file"
                onChange={(event) => {
                  const chosen = event.target.files?.[0];
                  event.target.value = '';
                  if (chosen) void read(chosen);
                }}
              />
              <Box>
                <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()}>
                  {translate('import.choose')}
                </Button>
              </Box>
            </Stack>
          )}
          {problem && <Alert severity="error">{problem}</Alert>}
          {step === 'columns' && file && (
            <ImportColumns
              definition={definition}
              targets={targets}
              sheet={file.sheet}
              fileName={file.name}
              mapping={mapping}
              onMapping={setMapping}
              matchBy={matchBy}
              onMatchBy={setMatchBy}
              onCheck={() => void check()}
              onBack={again}
            />
          )}
          {step === 'review' && (
            <ImportReview
              definition={definition}
              plans={plans}
              onConfirm={() => void confirm()}
              onBack={() => setStep('columns')}
              onDownloadRefused={downloadRefused}
            />
          )}
          {step === 'report' && outcome && (
            <ImportReport
              outcome={outcome}
              refusedBefore={plans.filter((plan) => plan.action === 'refused').length}
              listPath={`/${definition.name}`}
              onDownloadRefused={downloadRefused}
              onAgain={again}
            />
          )}
          <Box role="status" aria-live="polite">
            <ImportProgress busy={busy} text={progress.text} done={progress.done} total={progress.total} />
          </Box>
          {step === 'writing' && (
            <Box>
              <Button variant="outlined" onClick={() => running.current?.abort()} disabled={running.current?.signal.aborted}>
                {translate('import.writing.stop')}
              </Button>
            </Box>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
