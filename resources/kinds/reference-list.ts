import { z } from 'zod/mini';
import { snakeCase, writeKey, type ReferenceListField } from '../definition';
import { typeError } from '../validation';
import { joinedListSql, readCsvList, scalarDefaults, type FieldKindModule } from './kind';
import { readReferenced, referenceId } from './shared-schemas';

export const referenceListKind: FieldKindModule<ReferenceListField> = {
  ...scalarDefaults,
  writeSchema: (_field, mode) => z.array(referenceId(mode), { error: typeError('validation.invalid') }),
  readSchema: (field, context) => z.array(readReferenced(field, context)),
  // No items is a value: a write may leave it out, and its input may stay empty.
  omittable: true,
  emptyValue: () => [],
  formValue: () => [],
  required: () => false,
  sqlType: 'uuid[]',
  columnConstraints: () => `not null default '{}'`,
  isList: true,
  relation: 'many',
  csvColumns: (field, column) => [{ header: snakeCase(writeKey(field)), sql: joinedListSql(column) }],
  searchTexts: () => [],
  fromCsv: (field, [cell = ''], _current, context) => readCsvList(cell, (item) => context.reference(field, item)),
  csvTexts: (field, value, context) => [(Array.isArray(value) ? value : []).map((id) => context.referenceName(field, id)).join(', ')],
};
