import { z } from 'zod/mini';
import type { NumberField } from '../definition';
import { typeError } from '../validation';
import { scalarDefaults, singleCell, type FieldKindModule } from './kind';

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
  // Whole numbers too: any safe integer the schema accepts fits, where `integer` would overflow.
  sqlType: 'double precision',
  // A missing number sorts after every number.
  sortKey: (_field, column) => ({
    expression: `coalesce(${column}::double precision, 'Infinity'::double precision)`,
    type: 'double precision',
  }),
};
