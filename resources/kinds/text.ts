import { z } from 'zod/mini';
import { maxLengthOf, type TextField } from '../definition';
import { email, requiredText, url } from '../validation';
import { scalarDefaults, type FieldKindModule } from './kind';
import { sortTextSql } from './sql';

export const textKind: FieldKindModule<TextField> = {
  ...scalarDefaults,
  writeSchema(field) {
    const maxLength = maxLengthOf(field);
    if (field.format === 'url') return url({ maxLength });
    if (field.format === 'httpsUrl') return url({ https: true, maxLength });
    if (field.format === 'email') return email();
    return requiredText(maxLength);
  },
  readSchema: () => z.string(),
  sqlType: 'text',
  sortKey: (_field, column) => ({ expression: sortTextSql(`coalesce(${column}, '')`), type: 'text' }),
  // As written, spaces and all; an empty cell is no value where the field may have none.
  fromCsv: (field, [cell = '']) => ({ value: cell === '' && field.nullable ? null : cell }),
};
