import type { TranslatableField } from '../../resources/definition';
import { translatableText } from '../builders/translatableText';
import type { ScreenKind } from './kind';

/** Its input is the form's one set of language tabs for every translatable field (`TranslatableFieldsInput`). */
export const translatableScreen: ScreenKind<TranslatableField> = {
  cellIsText: true,
  Cell: ({ value }) => <>{translatableText(value)}</>,
};
