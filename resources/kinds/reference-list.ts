import { z } from 'zod/mini';
import { snakeCase, type FieldBase } from '../definition';
import { typeError } from '../validation';
import { idOf, readCsvList, scalarDefaults, type FieldKindModule } from './kind';
import { idsOf, readReferenced, referenceId } from './shared-schemas';

/** Several items of another resource: read as objects, written as a list of ids. */
export interface ReferenceListField extends FieldBase {
  kind: 'referenceList';
  reference: string;
  writeSource: string;
  embed?: readonly string[];
}

declare module '../definition' {
  interface FieldTypes {
    referenceList: ReferenceListField;
  }
}

export const referenceListKind: FieldKindModule<ReferenceListField> = {
  ...scalarDefaults,
  writeSchema: (_field, mode) => z.array(referenceId(mode), { error: typeError('validation.invalid') }),
  readSchema: (field, context) => z.array(readReferenced(field, context)),
  // No items is a value: a write may leave it out, and its input may stay empty.
  omittable: true,
  emptyValue: () => [],
  formValue: () => [],
  required: () => false,
  writeKey: (field) => field.writeSource,
  // The form edits the ids; the read objects stay beside them.
  fromRead: (_field, read) => (Array.isArray(read) ? read.map(idOf) : undefined),
  toWire: (field, form) => {
    const key = field.writeSource;
    if (!(key in form) && !(field.source in form)) return undefined;
    const value = key in form ? form[key] : form[field.source];
    return ((value as unknown[] | null) ?? []).map(idOf);
  },
  comparable: (_field, value) => idsOf(value),
  wholeValueErrors: true,
  embedsItems: true,
  filters: ['references'],
  csvHeaders: (field) => [snakeCase(field.writeSource)],
  searchTexts: () => [],
  fromCsv: (field, [cell = ''], _current, context) => readCsvList(cell, (item) => context.reference(field, item)),
  csvTexts: (field, value, context) => [(Array.isArray(value) ? value : []).map((id) => context.referenceName(field, id)).join(', ')],
};
