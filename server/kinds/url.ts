import type { UrlField } from '../../resources/kinds/url';
import { storedDefaults, type ServerKindModule } from './kind';
import { sortTextSql } from './sort-text';

/** A text column, sorted as the texts are (sort-text.ts). */
export const urlServer: ServerKindModule<UrlField> = {
  ...storedDefaults,
  sqlType: 'text',
  sortKey: (_field, column) => ({ expression: sortTextSql(`coalesce(${column}, '')`), type: 'text' }),
  examples: {
    valid: () => 'https://fuzz.example.test/',
    invalid: () => [' ', 'fuzz', 'javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://fuzz.example.test/'],
  },
};
