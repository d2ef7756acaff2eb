import type { BooleanField } from '../../resources/kinds/boolean';
import { storedDefaults, type ServerKindModule } from './kind';

export const booleanServer: ServerKindModule<BooleanField> = {
  ...storedDefaults,
  sqlType: 'boolean',
  columnConstraints: () => 'not null default false',
  sortKey: (_field, column) => ({ expression: `${column}::integer`, type: 'integer' }),
  examples: { valid: () => undefined, invalid: () => ['true', 1] },
};
