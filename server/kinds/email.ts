import type { EmailField } from '../../resources/kinds/email';
import { storedDefaults, type ServerKindModule } from './kind';
import { sortTextSql } from './sort-text';

/** A text column, sorted as the texts are (sort-text.ts). */
export const emailServer: ServerKindModule<EmailField> = {
  ...storedDefaults,
  sqlType: 'text',
  sortKey: (_field, column) => ({ expression: sortTextSql(`coalesce(${column}, '')`), type: 'text' }),
  examples: {
    valid: () => 'fuzz@example.test',
    invalid: () => [' ', 'fuzz', 'fuzz@', '@example.test', `${'a'.repeat(400)}@example.test`],
  },
};
