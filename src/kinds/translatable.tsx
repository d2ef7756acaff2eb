import { translatableText, type TranslatableField } from '../../resources/kinds/translatable';
import { TranslatableFieldsInput } from '../builders/inputs/TranslatableFieldsInput';
import type { ScreenKind } from './kind';

/** Its input is the form's one set of language tabs for every translatable field; a version's difference shows each language apart. */
export const translatableScreen: ScreenKind<TranslatableField> = {
  cellIsText: true,
  GroupInput: TranslatableFieldsInput,
  Cell: ({ value }) => <>{translatableText(value)}</>,
  partLabel: (language) => `builders.languages.${language}`,
};
