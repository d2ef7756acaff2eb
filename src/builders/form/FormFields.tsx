/**
 * The inputs of some of a definition's fields, in the definition's order, on the form's grid: each
 * as wide as its kind says (a third of the row for a number, a short choice or a switch; half for a
 * long choice or an item picked by name; the whole row for text, lists and files: src/kinds), the
 * whole row each on a phone. The fields of a kind with one input for them all (`GroupInput`:
 * translatable texts in one set of language tabs) go together, where the first of them stands;
 * read-only fields are shown as values (on an edit form) or left out.
 */
import { Box } from '@mui/material';
import { Labeled } from 'react-admin';
import { isWritable, type FieldDefinition, type ResourceDefinition } from '../../../resources/definition';
import { fieldWidth, screenKindOf } from '../../kinds';
import type { FieldWidth } from '../../kinds/kind';
import { FieldInput } from '../inputs/FieldInput';
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
  const { FormValue } = screenKindOf(field);
  if (FormValue) return <FormValue definition={definition} field={field} />;
  return (
    <Labeled source={field.source}>
      <FieldValue definition={definition} field={field} />
    </Labeled>
  );
}

/** A shown field's input, or its value where it is read-only; the first of a group stands for all. */
function FieldOf({ definition, field, group }: { definition: ResourceDefinition; field: FieldDefinition; group?: FieldDefinition[] }) {
  if (!isWritable(field)) return <ReadOnlyField definition={definition} field={field} />;
  const { GroupInput } = screenKindOf(field);
  if (GroupInput && group) return <GroupInput fields={group} />;
  return <FieldInput definition={definition} field={field} />;
}

export function FormFields({ definition, fields, showReadOnly = false }: FormFieldsProps) {
  const writable = fields.filter(isWritable);
  const groupOf = (field: FieldDefinition) => {
    const { GroupInput } = screenKindOf(field);
    return GroupInput ? writable.filter((candidate) => screenKindOf(candidate).GroupInput === GroupInput) : undefined;
  };
  const shown = fields.filter((field) => (isWritable(field) ? (groupOf(field)?.[0] ?? field) === field : showReadOnly));
  return (
    <Box sx={grid}>
      {shown.map((field) => (
        <Box key={field.source} sx={{ gridColumn: spans[fieldWidth(field)], minWidth: 0 }}>
          <FieldOf definition={definition} field={field} group={groupOf(field)} />
        </Box>
      ))}
    </Box>
  );
}
