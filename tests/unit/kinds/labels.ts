/**
 * A reference kind the project does not have, declared for the proof that a reference-like kind
 * is its modules: labels, items of another resource the item is tagged with. Its data module:
 * read as the embedded items, written and edited as their ids under `writeSource`.
 */
import { z } from 'zod/mini';
import { snakeCase, type FieldBase } from '../../../resources/definition';
import { idOf, scalarDefaults, type FieldKindModule } from '../../../resources/kinds/kind';
import { idsOf, readReferenced, referenceId } from '../../../resources/kinds/shared-schemas';

export interface LabelsField extends FieldBase {
  kind: 'testLabels';
  reference: string;
  writeSource: string;
  embed?: readonly string[];
}

export const labelsKind: FieldKindModule<LabelsField> = {
  ...scalarDefaults,
  writeSchema: (_field, mode) => z.array(referenceId(mode), { error: 'validation.invalid' }),
  readSchema: (field, context) => z.array(readReferenced(field, context)),
  omittable: true,
  emptyValue: () => [],
  formValue: () => [],
  required: () => false,
  writeKey: (field) => field.writeSource,
  fromRead: (_field, read) => (Array.isArray(read) ? read.map(idOf) : undefined),
  toWire: (field, form) => {
    const value = field.writeSource in form ? form[field.writeSource] : form[field.source];
    return Array.isArray(value) ? value.map(idOf) : undefined;
  },
  comparable: (_field, value) => idsOf(value),
  wholeValueErrors: true,
  embedsItems: true,
  filters: ['references'],
  csvHeaders: (field) => [snakeCase(field.writeSource)],
  searchTexts: () => [],
};
