import { z } from 'zod/mini';
import { textLimits, type FieldBase } from '../definition';
import { email, requiredText, url } from '../validation';
import { scalarDefaults, type FieldKindModule } from './kind';

export interface TextField extends FieldBase {
  kind: 'text';
  format?: 'url' | 'httpsUrl' | 'email';
  multiline?: boolean;
  /** The most characters the value may have; by default the limit of its kind (`textLimits`). */
  maxLength?: number;
}

declare module '../definition' {
  interface FieldTypes {
    text: TextField;
  }
}

/** The most characters a text field may hold. */
export function textMaxLength(field: TextField): number {
  if (field.maxLength !== undefined) return field.maxLength;
  if (field.format === 'email') return textLimits.email;
  if (field.format) return textLimits.url;
  return field.multiline ? textLimits.multiline : textLimits.name;
}

export const textKind: FieldKindModule<TextField> = {
  ...scalarDefaults,
  writeSchema(field) {
    const maxLength = textMaxLength(field);
    if (field.format === 'url') return url({ maxLength });
    if (field.format === 'httpsUrl') return url({ https: true, maxLength });
    if (field.format === 'email') return email();
    return requiredText(maxLength);
  },
  readSchema: () => z.string(),
  // As written, spaces and all; an empty cell is no value where the field may have none.
  fromCsv: (field, [cell = '']) => ({ value: cell === '' && field.nullable ? null : cell }),
};
