/**
 * What a field kind means on screen, in one module per kind (`src/kinds/<kind>.tsx`): its input on
 * a form, its cell in a list or a read-only part of a form, its value in a version's difference,
 * and the inputs of the list filters it takes. What it means for data is in
 * `resources/kinds/<kind>.ts`.
 */
import type { ComponentType, ReactElement } from 'react';
import type { FieldBase, FieldDefinition, FilterDefinition, ResourceDefinition } from '../../resources/definition';

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

export interface FilterProps<F extends FieldBase> {
  definition: ResourceDefinition;
  field: F;
  filter: FilterDefinition;
  /** The catalogue key of the filter's label. */
  label: string;
}

export interface FilterValueProps<F extends FieldBase> {
  definition: ResourceDefinition;
  field: F;
  filter: FilterDefinition;
  /** The filter's value, as the list holds it. */
  value: unknown;
}

export interface ScreenKind<F extends FieldBase = FieldDefinition> {
  /** Its input; none where the kind has no input of its own (read-only kinds; those with a `GroupInput`). */
  Input?: ComponentType<InputProps<F>>;
  /** One input for every field of the kind in a form, where the first of them stands (the language tabs of translatable texts). */
  GroupInput?: ComponentType<{ fields: F[] }>;
  Cell: ComponentType<CellProps<F>>;
  /** Its width on a form, input or read-only value; the whole row when not said. */
  width?(field: F): FieldWidth;
  /** Its cell is words, which read on a line among others (a list row on a phone); a picture or a tick is not. */
  cellIsText?: boolean;
  /** How an edit form shows it read-only; its labelled cell when not given. */
  FormValue?: ComponentType<{ definition: ResourceDefinition; field: F }>;
  /** Its cell in the list's first column is not wrapped in the link to the item (a thumbnail is no link text). */
  unlinked?: boolean;
  /** A value in a version's difference or a conflict (`PartValue`); as text when not given. */
  VersionValue?: ComponentType<{ field: F; value: unknown }>;
  /** The catalogue key of a part of its value's name (a language), where its kind merges its value in parts. */
  partLabel?(subKey: string): string;
  /** The input of a list filter it takes (its data module's `filters`), keyed by the filter's parameter. */
  filterInput?(props: FilterProps<F>): ReactElement;
  /** A filter's value as the export's summary of the list says it; as text when not given. */
  FilterValue?: ComponentType<FilterValueProps<F>>;
}
