/**
 * The columns step of an import: each column of the file, its first row, and the field it goes
 * into (guessed, to confirm or change), and the column that finds existing items (the id, or a key
 * the user picks). A file that would make new items without a column they need says so here,
 * before anything is read.
 */
import {
  Alert,
  Box,
  Button,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { csvIdHeader } from '../../resources/csv-columns';
import type { ResourceDefinition } from '../../resources/definition';
import { isRequired } from '../../resources/kinds';
import type { ColumnMapping, ImportTarget } from './columns';
import type { Sheet } from './spreadsheet';

/** A target's name in the interface: the field's label, with the language of a translatable field's column. */
export function useTargetLabel(definition: ResourceDefinition) {
  const translate = useTranslate();
  return (target: ImportTarget): string => {
    if (!target.column) return translate('import.columns.id');
    const field = translate(`resources.${definition.name}.fields.${target.column.field.source}`);
    if (!target.suffix) return field;
    const language = translate(`builders.languages.${target.suffix}`, { _: target.suffix });
    return translate('import.columns.target_language', { field, language });
  };
}

/** The targets a new item cannot do without, which the mapping leaves out. */
export function missingRequired(targets: readonly ImportTarget[], mapping: ColumnMapping): ImportTarget[] {
  const mapped = new Set(mapping);
  return targets.filter((target) => target.column && isRequired(target.column.field) && !mapped.has(target.header));
}

interface ImportColumnsProps {
  definition: ResourceDefinition;
  targets: readonly ImportTarget[];
  sheet: Sheet;
  fileName: string;
  mapping: ColumnMapping;
  onMapping(mapping: ColumnMapping): void;
  matchBy: string;
  onMatchBy(target: string): void;
  onCheck(): void;
  onBack(): void;
}

const none = '';

export function ImportColumns(props: ImportColumnsProps) {
  const { definition, targets, sheet, mapping, matchBy } = props;
  const translate = useTranslate();
  const label = useTargetLabel(definition);
  const mapped = targets.filter((target) => mapping.includes(target.header));
  const missing = missingRequired(targets, mapping);
  const matches = matchBy !== none && mapping.includes(matchBy);
  const blocked = missing.length > 0 && !matches;
  const choose = (index: number, header: string) =>
    props.onMapping(mapping.map((current, at) => (at === index ? header || null : current === header ? null : current)));

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {translate('import.columns.title')}
      </Typography>
      <Typography>{translate('import.columns.intro', { file: props.fileName })}</Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" sx={{ maxWidth: 900 }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('import.columns.file_column')}</TableCell>
              <TableCell>{translate('import.columns.sample')}</TableCell>
              <TableCell>{translate('import.columns.target')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sheet.header.map((cell, index) => (
              <TableRow key={index}>
                <TableCell component="th" scope="row">
                  {cell}
                </TableCell>
                <TableCell sx={{ maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {sheet.rows[0]?.[index] ?? ''}
                </TableCell>
                <TableCell sx={{ minWidth: 240 }}>
                  <TextField
                    select
                    size="small"
                    fullWidth
                    value={mapping[index] ?? none}
                    onChange={(event) => choose(index, event.target.value)}
                    slotProps={{
                      select: { displayEmpty: true },
                      htmlInput: { 'aria-label': `${translate('import.columns.target')}: ${cell}` },
                    }}
                  >
                    <MenuItem value={none}>{translate('import.columns.none')}</MenuItem>
                    {targets.map((target) => (
                      <MenuItem key={target.header} value={target.header}>
                        {label(target)}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <TextField
        select
        label={translate('import.columns.match_by')}
        value={matches ? matchBy : none}
        onChange={(event) => props.onMatchBy(event.target.value)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ maxWidth: 480 }}
      >
        <MenuItem value={none}>{translate('import.columns.match_none')}</MenuItem>
        {mapped.map((target) => (
          <MenuItem key={target.header} value={target.header}>
            {label(target)}
          </MenuItem>
        ))}
      </TextField>
      {missing.length > 0 && (
        <Alert severity={blocked ? 'error' : 'info'}>
          {translate('import.columns.missing', { columns: missing.map(label).join(', ') })}
        </Alert>
      )}
      <Stack direction="row" spacing={2}>
        <Button variant="contained" onClick={props.onCheck} disabled={blocked}>
          {translate('import.columns.check')}
        </Button>
        <Button onClick={props.onBack}>{translate('import.columns.back')}</Button>
      </Stack>
    </Stack>
  );
}

/** The column that finds existing items at first: the id, where the file has one. */
export const initialMatchBy = (mapping: ColumnMapping): string => (mapping.includes(csvIdHeader) ? csvIdHeader : none);
