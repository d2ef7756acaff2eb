/** Every field kind's screen module, by kind: the input and the cell the builders show for a field. */
import type { FieldBase, FieldDefinition, FieldTypes } from '../../resources/definition';
import { KindRegistry } from '../../resources/kinds/registry';
import { booleanScreen } from './boolean';
import { calendarDateScreen } from './calendar-date';
import { childrenScreen } from './children';
import { dateScreen } from './date';
import { dateTimeScreen } from './date-time';
import { emailScreen } from './email';
import type { FieldWidth, ScreenKind } from './kind';
import { mediaScreen } from './media';
import { multiSelectScreen } from './multi-select';
import { numberScreen } from './number';
import { referenceScreen } from './reference';
import { referenceListScreen } from './reference-list';
import { selectScreen } from './select';
import { tagsScreen } from './tags';
import { textScreen } from './text';
import { urlScreen } from './url';
import { translatableScreen } from './translatable';

type ScreenKinds = { [K in keyof FieldTypes]: ScreenKind<FieldTypes[K]> };

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
  email: emailScreen,
  url: urlScreen,
  calendarDate: calendarDateScreen,
  dateTime: dateTimeScreen,
  tags: tagsScreen,
};

const registered = new KindRegistry<ScreenKind>('screen module', screenKinds as unknown as Record<string, ScreenKind>);

/** Adds the screen module of a field kind beyond the built-in ones (its data module: `registerFieldKind`); a name taken is refused. */
export function registerScreenKind<F extends FieldBase & { kind: string }>(kind: F['kind'], module: ScreenKind<F>) {
  registered.register(kind, module as unknown as ScreenKind);
}

/** The screen module of a field's kind. */
export const screenKindOf = (field: FieldDefinition): ScreenKind => registered.of(field);

/** How much of a form's row the field takes, as its kind says (the whole row when it says nothing). */
export const fieldWidth = (field: FieldDefinition): FieldWidth => screenKindOf(field).width?.(field) ?? 'full';
