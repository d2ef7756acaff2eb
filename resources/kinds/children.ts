import { z } from 'zod/mini';
import type { ChildrenField } from '../definition';
import { readOnlyKind, scalarDefaults, type FieldKindModule } from './kind';
import { readReferenced } from './shared-schemas';

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
  relation: 'children',
  // The other side of a reference: the children's own rows say whose they are.
  csvColumns: () => [],
  csvTexts: () => [],
  searchTexts: () => [],
};
