import { snakeCase, type FieldBase, type ResourceDefinition } from '../definition';
import { idOf, scalarDefaults, singleCell, type FieldKindModule } from './kind';
import { readReferenced, referenceId } from './shared-schemas';

/** One item of another resource: read as an object, written as its id under `writeSource`. */
export interface ReferenceField extends FieldBase {
  kind: 'reference';
  /** The referenced resource's `name`. */
  reference: string;
  writeSource: string;
  /** The referenced item's sources returned inside the read object; all of them by default. */
  embed?: readonly string[];
}

declare module '../definition' {
  interface FieldTypes {
    reference: ReferenceField;
  }
}

/**
 * The field that makes a resource a tree: a reference to the resource itself (a referral's
 * parent). Its list then takes `not_under` (`treeExclusionParam`): an item's id, leaving out that
 * item and every item under it, which are the parents it may not take (a cycle).
 */
export const treeField = (definition: ResourceDefinition): ReferenceField | undefined =>
  definition.fields.find((field): field is ReferenceField => field.kind === 'reference' && field.reference === definition.name);

export const referenceKind: FieldKindModule<ReferenceField> = {
  ...scalarDefaults,
  writeSchema: (_field, mode) => referenceId(mode),
  readSchema: (field, context) => readReferenced(field, context),
  writeKey: (field) => field.writeSource,
  // The form edits the id; the read object stays beside it.
  fromRead: (_field, read) => idOf(read),
  toWire: (field, form) => {
    const key = field.writeSource;
    if (!(key in form) && !(field.source in form)) return undefined;
    // The form edits the write key; the read object is the fallback.
    return idOf(key in form ? form[key] : form[field.source]);
  },
  embedsItems: true,
  filters: ['references'],
  // The id, under the key it is written with (`author_id`).
  csvHeaders: (field) => [snakeCase(field.writeSource)],
  searchTexts: () => [],
  fromCsv: (field, cells, _current, context) => {
    const cell = singleCell(cells) ?? '';
    return cell === '' ? { value: null } : context.reference(field, cell);
  },
  csvTexts: (field, value, context) => [value === null || value === undefined ? '' : context.referenceName(field, value)],
};
