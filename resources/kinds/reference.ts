import { snakeCase, writeKey, type ReferenceField } from '../definition';
import { scalarDefaults, singleCell, type FieldKindModule } from './kind';
import { readReferenced, referenceId } from './shared-schemas';

export const referenceKind: FieldKindModule<ReferenceField> = {
  ...scalarDefaults,
  writeSchema: (_field, mode) => referenceId(mode),
  readSchema: (field, context) => readReferenced(field, context),
  sqlType: 'uuid',
  columnConstraints: (field, context) => `references ${context.referencedTable(field.reference)} (id) on delete set null`,
  relation: 'one',
  // The id, under the key it is written with (`author_id`).
  csvColumns: (field, column) => [{ header: snakeCase(writeKey(field)), sql: `${column}::text` }],
  searchTexts: () => [],
  fromCsv: (field, cells, _current, context) => {
    const cell = singleCell(cells) ?? '';
    return cell === '' ? { value: null } : context.reference(field, cell);
  },
  csvTexts: (field, value, context) => [value === null || value === undefined ? '' : context.referenceName(field, value)],
};
