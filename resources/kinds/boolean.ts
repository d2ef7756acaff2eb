import { z } from 'zod/mini';
import type { FieldBase } from '../definition';
import { typeError } from '../validation';
import { scalarDefaults, singleCell, type FieldKindModule } from './kind';

export interface BooleanField extends FieldBase {
  kind: 'boolean';
}

declare module '../definition' {
  interface FieldTypes {
    boolean: BooleanField;
  }
}

export const booleanKind: FieldKindModule<BooleanField> = {
  ...scalarDefaults,
  writeSchema: () => z.boolean({ error: typeError('validation.boolean') }),
  readSchema: () => z.boolean(),
  // Unset is false: a write may leave it out, and its input is a switch that is never empty.
  omittable: true,
  emptyValue: () => false,
  formValue: () => false,
  required: () => false,
  // A list sets a switch on or off for the items chosen (the list's bulk actions).
  bulkValues: [true, false],
  // An empty cell is its empty value, as an omitted one is.
  fromCsv: (_field, cells, _current, context) => {
    const cell = singleCell(cells) ?? '';
    if (cell === '') return { value: false };
    const yes = context.isYes(cell);
    return yes === undefined ? { problem: 'validation.boolean' } : { value: yes };
  },
  csvTexts: (_field, value, context) => [context.yesNo(value === true)],
};
