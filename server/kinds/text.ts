import { textMaxLength, type TextField } from '../../resources/kinds/text';
import { storedDefaults, type ServerKindModule } from './kind';
import { sortTextSql } from './sort-text';

export const textServer: ServerKindModule<TextField> = {
  ...storedDefaults,
  sqlType: 'text',
  sortKey: (_field, column) => ({ expression: sortTextSql(`coalesce(${column}, '')`), type: 'text' }),
  examples: {
    valid: (field) => (field.format === 'email' ? 'fuzz@example.test' : field.format ? 'https://fuzz.example.test/' : 'Fuzz'),
    invalid: (field) => [' ', ...(field.format ? ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>'] : [])],
    longest: (field, character) => (field.format ? undefined : character.repeat(Math.floor(textMaxLength(field) / character.length))),
  },
};
