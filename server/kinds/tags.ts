import type { TagsField } from '../../resources/kinds/tags';
import { storedDefaults, type ServerKindModule } from './kind';
import { joinedListSql, listHasValueSql, listIndex } from './lists';

export const tagsServer: ServerKindModule<TagsField> = {
  ...storedDefaults,
  sqlType: 'text[]',
  columnConstraints: () => `not null default '{}'`,
  columnIndex: listIndex,
  csvCells: (_field, column) => [joinedListSql(column)],
  hasValueSql: listHasValueSql,
  // The items holding the tag as written (the list's index answers it).
  filterCondition: (_field, _filter, column, value) =>
    value.trim() === ''
      ? { refusal: { message: 'validation.required' } }
      : { condition: (params) => `${column} @> array[${params.add(value.trim())}::text]` },
  examples: { valid: () => ['derby'], invalid: () => [['a|b'], [42], ['x'.repeat(51)]] },
};
