import type { SelectField } from '../definition';
import { literal } from './sql';
import { scalarDefaults, singleCell, type FieldKindModule } from './kind';
import { choiceSchema, readChoice, readChoiceCell } from './shared-schemas';

export const selectKind: FieldKindModule<SelectField> = {
  ...scalarDefaults,
  writeSchema: (field, mode) => choiceSchema(field.choices, mode),
  readSchema: () => readChoice,
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
  companionKeys: (field) => (field.displaySource ? [field.displaySource] : []),
  fromCsv: (field, cells, _current, context) => {
    const cell = singleCell(cells) ?? '';
    return cell === '' ? { value: null } : readChoiceCell(field, cell, context);
  },
  csvTexts: (field, value, context) => [value === null || value === undefined ? '' : context.choiceLabel(field, value)],
};
