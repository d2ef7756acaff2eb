import { z } from 'zod/mini';
import type { FieldBase } from '../definition';
import { readOnlyKind, scalarDefaults, type FieldKindModule } from './kind';
import { readReferenced } from './shared-schemas';

/** The items of a resource whose `inverse` reference points at this item (read-only). */
export interface ChildrenField extends FieldBase {
  kind: 'children';
  reference: string;
  inverse: string;
  embed?: readonly string[];
  readOnly: true;
}

declare module '../definition' {
  interface FieldTypes {
    children: ChildrenField;
  }
}

/** The other side of a reference: read from the referring items, never stored here nor written. */
export const childrenKind: FieldKindModule<ChildrenField> = {
  ...scalarDefaults,
  writeSchema: readOnlyKind('children'),
  readSchema: (field, context) => z.array(readReferenced(field, context)),
  // A server may leave the list out when it has no children.
  omittable: true,
  emptyValue: () => [],
  formValue: () => [],
  required: () => false,
  embedsItems: true,
  // The other side of a reference: the children's own rows say whose they are.
  csvHeaders: () => [],
  csvTexts: () => [],
  searchTexts: () => [],
};
