import { z } from 'zod/mini';
import { textLimits, type FieldBase } from '../definition';
import { requiredText } from '../validation';
import { scalarDefaults, type FieldKindModule } from './kind';

/** An e-mail address: stored, searched and sorted as a text, checked as an address. */
export interface EmailField extends FieldBase {
  kind: 'email';
}

declare module '../definition' {
  interface FieldTypes {
    email: EmailField;
  }
}

/** Trimmed first, so that a pasted address with a space around it is kept rather than refused. */
export const emailSchema = () => z.pipe(requiredText(textLimits.email), z.email({ error: 'validation.invalidEmail' }));

export const emailKind: FieldKindModule<EmailField> = {
  ...scalarDefaults,
  writeSchema: emailSchema,
  readSchema: () => z.string(),
  // An empty cell is no address where the field may have none; any other is checked as written.
  fromCsv: (field, [cell = '']) => ({ value: cell.trim() === '' && field.nullable ? null : cell.trim() }),
};
