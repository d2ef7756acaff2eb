import { z } from 'zod/mini';
import type { FieldBase } from '../definition';
import { typeError } from '../validation';
import { scalarDefaults, singleCell, type FieldKindModule } from './kind';

export interface NumberField extends FieldBase {
  kind: 'number';
  min?: number;
  max?: number;
  integer?: boolean;
  /** English unit shown beside the input, e.g. "seconds". */
  unit?: string;
}

declare module '../definition' {
  interface FieldTypes {
    number: NumberField;
  }
}

/** A number as a spreadsheet writes one: a decimal point or comma, an exponent. */
const csvNumber = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)(e[+-]?\d+)?$/i;

export const numberKind: FieldKindModule<NumberField> = {
  ...scalarDefaults,
  writeSchema(field) {
    const checks: z.core.$ZodCheck<number>[] = [];
    if (field.integer) checks.push(z.int({ error: 'validation.integer' }));
    if (field.min !== undefined) checks.push(z.gte(field.min, { error: 'validation.minValue' }));
    if (field.max !== undefined) checks.push(z.lte(field.max, { error: 'validation.maxValue' }));
    return z.number({ error: typeError('validation.number') }).check(...checks);
  },
  readSchema: () => z.number(),
  fromCsv: (_field, cells) => {
    const cell = singleCell(cells) ?? '';
    if (cell === '') return { value: null };
    return csvNumber.test(cell) ? { value: Number(cell.replace(',', '.')) } : { problem: 'validation.number' };
  },
  catalogue: (field) => (field.unit ? { unit: field.unit } : {}),
};
