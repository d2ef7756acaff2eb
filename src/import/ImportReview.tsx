/**
 * The dry run's summary: how many rows would be created, changed, left as they are and refused,
 * and for each row what would happen (each changed cell's before → after, each refused cell's
 * reason). Nothing is written until the user confirms; the refused rows can be downloaded to fix.
 */
import { Alert, Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../resources/definition';
import { recordRepresentation } from '../builders/recordRepresentation';
import type { CellProblem, RowPlan } from './dryRun';

/** Rows listed per kind: the rest are counted. A file of thousands would otherwise render thousands of rows. */
export const listedRows = 100;

/** A refused cell as the user reads it: its column and the reason, in the interface language. */
export function useProblemText() {
  const translate = useTranslate();
  return (problem: CellProblem) => {
    const message = translate(problem.message, { _: problem.message, ...problem.args });
    return problem.header ? translate('import.summary.problem', { column: problem.header, message }) : message;
  };
}

const actions = ['create', 'update', 'unchanged', 'refused'] as const;

function RowsOf({ definition, plans, action }: { definition: ResourceDefinition; plans: RowPlan[]; action: (typeof actions)[number] }) {
  const translate = useTranslate();
  const problemText = useProblemText();
  const name = recordRepresentation(definition);
  const headingId = `import-${action}`;
  const what = (plan: RowPlan): string[] => {
    if (plan.action === 'refused') return plan.problems.map(problemText);
    if (plan.action !== 'update') return [];
    const empty = translate('import.summary.empty');
    return plan.changes.map((change) =>
      translate('import.summary.change', { column: change.header, before: change.before || empty, after: change.after || empty }),
    );
  };
  const itemName = (plan: RowPlan) =>
    plan.action === 'update' || plan.action === 'unchanged' ? name(plan.item.record) : plan.action === 'create' ? name(plan.values) : '';
  if (plans.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h6" component="h3" id={headingId}>
        {translate(`import.summary.${action}`, { smart_count: plans.length })}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('import.summary.row')}</TableCell>
              <TableCell>{translate('import.summary.item')}</TableCell>
              {(action === 'update' || action === 'refused') && <TableCell>{translate('import.summary.what')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {plans.slice(0, listedRows).map((plan) => (
              <TableRow key={plan.row}>
                <TableCell>{plan.row}</TableCell>
                <TableCell>{itemName(plan)}</TableCell>
                {(action === 'update' || action === 'refused') && (
                  <TableCell>
                    {what(plan).map((line, index) => (
                      <Box key={index}>{line}</Box>
                    ))}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {plans.length > listedRows && (
        <Typography sx={{ mt: 1 }}>{translate('import.summary.more', { smart_count: plans.length - listedRows })}</Typography>
      )}
    </Box>
  );
}

interface ImportReviewProps {
  definition: ResourceDefinition;
  plans: RowPlan[];
  onConfirm(): void;
  onBack(): void;
  onDownloadRefused(): void;
}

export function ImportReview({ definition, plans, onConfirm, onBack, onDownloadRefused }: ImportReviewProps) {
  const translate = useTranslate();
  const byAction = Object.fromEntries(actions.map((action) => [action, plans.filter((plan) => plan.action === action)]));
  const writes = byAction.create.length + byAction.update.length;
  return (
    <Stack spacing={3}>
      <Typography variant="h6" component="h2">
        {translate('import.summary.title')}
      </Typography>
      <Box component="ul" aria-label={translate('import.summary.title')} sx={{ m: 0, pl: 3 }}>
        {actions.map((action) => (
          <li key={action}>{translate(`import.summary.${action}`, { smart_count: byAction[action].length })}</li>
        ))}
      </Box>
      {writes === 0 && <Alert severity="info">{translate('import.summary.nothing')}</Alert>}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={onConfirm} disabled={writes === 0}>
          {translate('import.summary.confirm', { smart_count: writes })}
        </Button>
        {byAction.refused.length > 0 && <Button onClick={onDownloadRefused}>{translate('import.summary.download_refused')}</Button>}
        <Button onClick={onBack}>{translate('import.summary.back')}</Button>
      </Stack>
      {actions.map((action) => (
        <RowsOf key={action} definition={definition} plans={byAction[action]} action={action} />
      ))}
    </Stack>
  );
}
