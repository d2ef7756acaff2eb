/** Every field kind's screen module, by kind: the input and the cell the builders show for a field. */
import type { FieldBase, FieldDefinition, FieldKind } from '../../resources/definition';
import { booleanScreen } from './boolean';
import { childrenScreen } from './children';
import { dateScreen } from './date';
import type { FieldWidth, ScreenKind } from './kind';
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

const registered = new Map<string, ScreenKind>(Object.entries(screenKinds) as [string, ScreenKind][]);

/** Adds the screen module of a field kind beyond the built-in ones (its data module: `registerFieldKind`). */
export function registerScreenKind<F extends FieldBase & { kind: string }>(kind: F['kind'], module: ScreenKind<F>) {
  registered.set(kind, module as unknown as ScreenKind);
}

/** The screen module of a field's kind. */
export function screenKindOf(field: FieldDefinition): ScreenKind {
  const module = registered.get(field.kind);
  if (!module) throw new Error(`No screen for the field kind ${field.kind} of ${field.source}`);
  return module;
}

/** How much of a form's row the field takes, as its kind says (the whole row when it says nothing). */
export const fieldWidth = (field: FieldDefinition): FieldWidth => screenKindOf(field).width?.(field) ?? 'full';
