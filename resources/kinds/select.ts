import type { Choice, FieldBase } from '../definition';
import { scalarDefaults, singleCell, type FieldKindModule } from './kind';
import { choiceNames, choiceSchema, readChoice, readChoiceCell } from './shared-schemas';

export interface SelectField extends FieldBase {
  kind: 'select';
  /** In display order; sorting by the field follows this order, not the alphabet. */
  choices: readonly Choice[];
  /** A read-only key under which the server also returns the choice's display name. */
  displaySource?: string;
  /**
   * `region`: the choices are ISO 3166-1 region codes, named in each interface language by the
   * platform (Intl.DisplayNames) rather than by the catalogues (resources/countries.ts).
   */
  namedBy?: 'region';
}

declare module '../definition' {
  interface FieldTypes {
    select: SelectField;
  }
}

export const selectKind: FieldKindModule<SelectField> = {
  ...scalarDefaults,
  writeSchema: (field, mode) => choiceSchema(field.choices, mode),
  readSchema: () => readChoice,
  companionKeys: (field) => (field.displaySource ? [field.displaySource] : []),
  filters: ['equals'],
  catalogue: (field) => ({
    choices: choiceNames(field.choices),
    ...(field.namedBy ? { choicesNamedBy: field.namedBy } : {}),
    ...(field.displaySource ? { labels: { [field.displaySource]: field.label } } : {}),
  }),
  fromCsv: (field, cells, _current, context) => {
    const cell = singleCell(cells) ?? '';
    return cell === '' ? { value: null } : readChoiceCell(field, cell, context);
  },
  csvTexts: (field, value, context) => [value === null || value === undefined ? '' : context.choiceLabel(field, value)],
};
