import { z } from 'zod/mini';
import type { FieldBase } from '../definition';
import { readOnlyKind, scalarDefaults, type FieldKindModule } from './kind';

export interface DateField extends FieldBase {
  kind: 'date';
  readOnly: true;
}

declare module '../definition' {
  interface FieldTypes {
    date: DateField;
  }
}

/**
 * A time the server keeps of every item, named by its source (`createdAt` is the column
 * `created_at`); read-only, in ISO 8601. `serverTimestamps` lists the times there are.
 */
export const serverTimestamps = ['createdAt'] as const;

export const dateKind: FieldKindModule<DateField> = {
  ...scalarDefaults,
  writeSchema: readOnlyKind('date'),
  readSchema: () => z.string(),
  searchTexts: () => [],
  declarationProblem: (field) =>
    (serverTimestamps as readonly string[]).includes(field.source)
      ? undefined
      : `a date field shows a time the server keeps of every item (${serverTimestamps.join(', ')}), not ${field.source}`,
};
