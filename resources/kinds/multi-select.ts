import { z } from 'zod/mini';
import type { Choice, FieldBase } from '../definition';
import { typeError } from '../validation';
import { readCsvList, scalarDefaults, type FieldKindModule } from './kind';
import { choiceNames, choiceSchema, idsOf, readChoice, readChoiceCell } from './shared-schemas';

export interface MultiSelectField extends FieldBase {
  kind: 'multiSelect';
  choices: readonly Choice[];
  minItems?: number;
}

declare module '../definition' {
  interface FieldTypes {
    multiSelect: MultiSelectField;
  }
}

export const multiSelectKind: FieldKindModule<MultiSelectField> = {
  ...scalarDefaults,
  writeSchema: (field, mode) =>
    // A choice given twice is the same choice: folded, not stored twice.
    z.pipe(
      z
        .array(choiceSchema(field.choices, mode), { error: typeError('validation.invalid') })
        .check(z.minLength(field.minItems ?? 0, { error: 'validation.required' })),
      z.transform((values: string[]) => [...new Set(values)]),
    ),
  readSchema: () => z.array(readChoice),
  emptyValue: () => [],
  formValue: () => [],
  required: (field) => (field.minItems ?? 0) > 0,
  comparable: (_field, value) => idsOf(value),
  wholeValueErrors: true,
  filters: ['includes'],
  catalogue: (field) => ({ choices: choiceNames(field.choices) }),
  searchTexts: (_field, value) => (Array.isArray(value) ? value.map(String) : []),
  fromCsv: (field, [cell = ''], _current, context) => readCsvList(cell, (item) => readChoiceCell(field, item, context)),
  csvTexts: (field, value, context) => [(Array.isArray(value) ? value : []).map((id) => context.choiceLabel(field, id)).join(', ')],
};
