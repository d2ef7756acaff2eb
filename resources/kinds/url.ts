import { z } from 'zod/mini';
import { textLimits, type FieldBase } from '../definition';
import { url } from '../validation';
import { scalarDefaults, type FieldKindModule } from './kind';

/** A web address (`http:` or `https:`): stored, searched and sorted as a text, checked as an address. */
export interface UrlField extends FieldBase {
  kind: 'url';
}

declare module '../definition' {
  interface FieldTypes {
    url: UrlField;
  }
}

export const urlKind: FieldKindModule<UrlField> = {
  ...scalarDefaults,
  // `url` (resources/validation.ts) takes no other scheme: a link is opened by whoever reads it.
  writeSchema: () => url({ maxLength: textLimits.url }),
  readSchema: () => z.string(),
  // An empty cell is no address where the field may have none; any other is checked as written.
  fromCsv: (field, [cell = '']) => ({ value: cell.trim() === '' && field.nullable ? null : cell.trim() }),
};
