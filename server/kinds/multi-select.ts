import type { MultiSelectField } from '../../resources/kinds/multi-select';
import { storedDefaults, type ServerKindModule } from './kind';
import { joinedListSql, listHasValueSql, listIndex } from './lists';

export const multiSelectServer: ServerKindModule<MultiSelectField> = {
  ...storedDefaults,
  sqlType: 'text[]',
  columnConstraints: () => `not null default '{}'`,
  columnIndex: listIndex,
  csvCells: (_field, column) => [joinedListSql(column)],
  hasValueSql: listHasValueSql,
  filterCondition: (field, _filter, column, value) =>
    field.choices.some((choice) => choice.id === value)
      ? { condition: (params) => `${column} @> array[${params.add(value)}::text]` }
      : { refusal: { message: 'validation.choice', args: { choices: field.choices.map((choice) => choice.id).join(', ') } } },
  // In place, and once: a row holding both spellings keeps one.
  formerValueUpdates: (field, table, column) =>
    field.choices.flatMap((choice) =>
      (choice.formerIds ?? []).map((former) => ({
        sql: `update ${table} set ${column} = array(
                select value from unnest(array_replace(${column}, $1, $2)) with ordinality as listed (value, position)
                group by value order by min(position))
              where ${column} @> array[$1]::text[]`,
        params: [former, choice.id],
      })),
    ),
  examples: { valid: (field) => [field.choices[0].id], invalid: () => [['not one of the choices'], [42]] },
};
