import { z } from 'zod';
import type { NumberField } from '../definition';
import { typeError } from '../validation';
import { scalarDefaults, type FieldKindModule } from './kind';

export const numberKind: FieldKindModule<NumberField> = {
  ...scalarDefaults,
  writeSchema(field) {
    let schema = z.number({ error: typeError('validation.number') });
    if (field.integer) schema = schema.int({ error: 'validation.integer' });
    if (field.min !== undefined) schema = schema.min(field.min, { error: 'validation.minValue' });
    if (field.max !== undefined) schema = schema.max(field.max, { error: 'validation.maxValue' });
    return schema;
  },
  readSchema: () => z.number(),
  // Whole numbers too: any safe integer the schema accepts fits, where `integer` would overflow.
  sqlType: 'double precision',
  // A missing number sorts after every number.
  sortKey: (_field, column) => ({
    expression: `coalesce(${column}::double precision, 'Infinity'::double precision)`,
    type: 'double precision',
  }),
};
