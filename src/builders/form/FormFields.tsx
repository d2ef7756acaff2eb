/**
 * The inputs of some of a definition's fields, in the definition's order, on the form's grid: each
 * as wide as its kind says (a third of the row for a number, a short choice or a switch; half for a
 * long choice or an item picked by name; the whole row for text, lists and files: src/kinds), the
 * whole row each on a phone. Its translatable fields go together in one set of language tabs,
 * where the first of them stands; read-only fields are shown as values (on an edit form) or left out.
 */
import { Box } from '@mui/material';
import { Labeled } from 'react-admin';
import { isWritable, type FieldDefinition, type ResourceDefinition, type TranslatableField } from '../../../resources/definition';
import { fieldWidth } from '../../kinds';
import type { FieldWidth } from '../../kinds/kind';
import { FieldInput } from '../inputs/FieldInput';
import { TranslatableFieldsInput } from '../inputs/TranslatableFieldsInput';
import { ChildrenList } from '../fields/ChildrenList';
import { FieldValue } from '../fields/FieldValue';

export interface FormFieldsProps {
  definition: ResourceDefinition;
  fields: readonly FieldDefinition[];
  /** The edit form shows the record's read-only fields too. */
  showReadOnly?: boolean;
}

/** Twelve columns: thirds and halves of a row. */
const grid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
  columnGap: 2,
  rowGap: 1,
  width: '100%',
  // Each input as wide as its cell, and on one line with its neighbours whatever margin its kind's input brings.
  '& > * > .MuiFormControl-root, & > * > .ra-input, & > * > .MuiFormGroup-root': { width: '100%', my: 0 },
} as const;

const spans: Record<FieldWidth, { xs: string; sm: string }> = {
  third: { xs: 'span 12', sm: 'span 4' },
  half: { xs: 'span 12', sm: 'span 6' },
  full: { xs: 'span 12', sm: 'span 12' },
};

function ReadOnlyField({ definition, field }: { definition: ResourceDefinition; field: FieldDefinition }) {
  if (field.kind === 'children') return <ChildrenList field={field} />;
  return (
    <Labeled source={field.source}>
      <FieldValue definition={definition} field={field} />
    </Labeled>
  );
}

/** A shown field's input, or its value where it is read-only; the first translatable field stands for all. */
function FieldOf({
  definition,
  field,
  translatable,
}: {
  definition: ResourceDefinition;
  field: FieldDefinition;
  translatable: TranslatableField[];
}) {
  if (!isWritable(field)) return <ReadOnlyField definition={definition} field={field} />;
  if (field.kind === 'translatable') return <TranslatableFieldsInput fields={translatable} />;
  return <FieldInput definition={definition} field={field} />;
}

export function FormFields({ definition, fields, showReadOnly = false }: FormFieldsProps) {
  const translatable = fields.filter((field): field is TranslatableField => field.kind === 'translatable');
  const shown = fields.filter((field) => (isWritable(field) ? field.kind !== 'translatable' || field === translatable[0] : showReadOnly));
  return (
    <Box sx={grid}>
      {shown.map((field) => (
        <Box key={field.source} sx={{ gridColumn: spans[fieldWidth(field)], minWidth: 0 }}>
          <FieldOf definition={definition} field={field} translatable={translatable} />
        </Box>
      ))}
    </Box>
  );
}
