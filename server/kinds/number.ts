import type { NumberField } from '../../resources/kinds/number';
import { storedDefaults, type ServerKindModule } from './kind';

export const numberServer: ServerKindModule<NumberField> = {
  ...storedDefaults,
  // Whole numbers too: any safe integer the schema accepts fits, where `integer` would overflow.
  sqlType: 'double precision',
  // A missing number sorts after every number.
  sortKey: (_field, column) => ({
    expression: `coalesce(${column}::double precision, 'Infinity'::double precision)`,
    type: 'double precision',
  }),
  examples: {
    valid: (field) => field.min ?? 0,
    invalid: (field) => [
      ...(field.min !== undefined ? [field.min - 1] : []),
      ...(field.max !== undefined ? [field.max + 1] : []),
      ...(field.integer ? [1.5] : []),
    ],
  },
};
