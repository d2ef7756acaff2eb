/** Every field kind's screen module, by kind: the input and the cell the builders show for a field. */
import type { FieldDefinition, FieldKind } from '../../resources/definition';
import { booleanScreen } from './boolean';
import { childrenScreen } from './children';
import { dateScreen } from './date';
import type { ScreenKind } from './kind';
import { mediaScreen } from './media';
import { multiSelectScreen } from './multi-select';
import { numberScreen } from './number';
import { referenceScreen } from './reference';
import { referenceListScreen } from './reference-list';
import { selectScreen } from './select';
import { textScreen } from './text';
import { translatableScreen } from './translatable';

type ScreenKinds = { [K in FieldKind]: ScreenKind<Extract<FieldDefinition, { kind: K }>> };

export const screenKinds: ScreenKinds = {
  text: textScreen,
  translatable: translatableScreen,
  number: numberScreen,
  boolean: booleanScreen,
  select: selectScreen,
  multiSelect: multiSelectScreen,
  reference: referenceScreen,
  referenceList: referenceListScreen,
  children: childrenScreen,
  media: mediaScreen,
  date: dateScreen,
};

/** The screen module of a field's kind, typed for that field. */
export const screenKindOf = (field: FieldDefinition): ScreenKind => screenKinds[field.kind] as unknown as ScreenKind;
