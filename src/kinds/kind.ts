/**
 * What a field kind means on screen, in one module per kind (`src/kinds/<kind>.tsx`): its input on
 * a form and its cell in a list or a read-only part of a form. What it means for data is in
 * `resources/kinds/<kind>.ts`.
 */
import type { ComponentType } from 'react';
import type { FieldBase, FieldDefinition, ResourceDefinition } from '../../resources/definition';

export interface InputProps<F extends FieldBase> {
  definition: ResourceDefinition;
  field: F;
  isRequired: boolean;
}

export interface CellProps<F extends FieldBase> {
  definition: ResourceDefinition;
  field: F;
  /** The field's value in the record in context. */
  value: unknown;
}

/**
 * How much of a form's row a field takes (the form's grid, FormFields): a third (a number, a short
 * choice, a switch, a date), a half (a long list of choices, an item picked by name) or the whole
 * row (text, lists, files). A phone gives every field the whole row.
 */
export type FieldWidth = 'third' | 'half' | 'full';

export interface ScreenKind<F extends FieldBase = FieldDefinition> {
  /** Its input; none where the kind has no input of its own (translatable fields share one set of tabs; read-only kinds). */
  Input?: ComponentType<InputProps<F>>;
  Cell: ComponentType<CellProps<F>>;
  /** Its width on a form, input or read-only value; the whole row when not said. */
  width?(field: F): FieldWidth;
  /** Its cell is words, which read on a line among others (a list row on a phone); a picture or a tick is not. */
  cellIsText?: boolean;
}
