import type { SelectField } from '../../resources/kinds/select';
import { literal } from '../db/sql';
import { storedDefaults, type ServerKindModule } from './kind';

export const selectServer: ServerKindModule<SelectField> = {
  ...storedDefaults,
  sqlType: 'text',
  // By the choices' order, not the alphabet; a value no choice has after them all.
  sortKey(field, column) {
    const order = `array[${field.choices.map((choice) => literal(choice.id)).join(', ')}]::text[]`;
    return { expression: `coalesce(array_position(${order}, ${column}), ${field.choices.length + 1})`, type: 'integer' };
  },
  readEntries(field, stored) {
    const value = stored ?? null;
    if (!field.displaySource) return [[field.source, value]];
    return [
      [field.source, value],
      [field.displaySource, field.choices.find((choice) => choice.id === value)?.name ?? null],
    ];
  },
  readSql(field, column) {
    if (!field.displaySource) return [[field.source, column]];
    const names = field.choices.map((choice) => `when ${literal(choice.id)} then ${literal(choice.name)}`).join(' ');
    return [
      [field.source, column],
      [field.displaySource, `(case ${column} ${names} end)`],
    ];
  },
  filterCondition: (field, _filter, column, value) =>
    field.choices.some((choice) => choice.id === value)
      ? { condition: (params) => `${column} = ${params.add(value)}` }
      : { refusal: { message: 'validation.choice', args: { choices: field.choices.map((choice) => choice.id).join(', ') } } },
  formerValueUpdates: (field, table, column) =>
    field.choices.flatMap((choice) =>
      (choice.formerIds ?? []).map((former) => ({
        sql: `update ${table} set ${column} = $2 where ${column} = $1`,
        params: [former, choice.id],
      })),
    ),
  examples: { valid: (field) => field.choices[0].id, invalid: () => ['not one of the choices'] },
};
