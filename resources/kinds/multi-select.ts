import { z } from 'zod/mini';
import { snakeCase, type MultiSelectField } from '../definition';
import { typeError } from '../validation';
import { joinedListSql, readCsvList, scalarDefaults, type FieldKindModule } from './kind';
import { choiceSchema, readChoice, readChoiceCell } from './shared-schemas';

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
  sqlType: 'text[]',
  columnConstraints: () => `not null default '{}'`,
  isList: true,
  csvColumns: (field, column) => [{ header: snakeCase(field.source), sql: joinedListSql(column) }],
  searchTexts: (_field, value) => (Array.isArray(value) ? value.map(String) : []),
  fromCsv: (field, [cell = ''], _current, context) => readCsvList(cell, (item) => readChoiceCell(field, item, context)),
  csvTexts: (field, value, context) => [(Array.isArray(value) ? value : []).map((id) => context.choiceLabel(field, id)).join(', ')],
};
