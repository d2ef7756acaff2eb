/**
 * A file kind the project does not have, declared for the proof that a file-like kind is its
 * modules: a document, any stored file, held by the item. Its data module: read as the file's
 * media object, written by its id under `writeSource`, held on the form as the file itself (a new
 * one uploaded on save).
 */
import { z } from 'zod/mini';
import { snakeCase, type FieldBase } from '../../../resources/definition';
import { idOf, isObject, scalarDefaults, type FieldKindModule } from '../../../resources/kinds/kind';
import { mediaObjectSchema } from '../../../resources/kinds/media';
import { referenceId } from '../../../resources/kinds/shared-schemas';
import { id } from '../../../resources/validation';

export interface DocumentField extends FieldBase {
  kind: 'testDocument';
  writeSource: string;
}

const isNewFile = (value: unknown): value is { rawFile: Blob } => isObject(value) && value.rawFile instanceof Blob;

export const documentKind: FieldKindModule<DocumentField> = {
  ...scalarDefaults,
  writeSchema: (_field, mode) =>
    mode === 'form'
      ? z.custom<object>((value) => isObject(value), { error: 'validation.required' })
      : mode === 'import'
        ? referenceId(mode)
        : id(),
  readSchema: () => mediaObjectSchema,
  writeKey: (field) => field.writeSource,
  formKey: (field) => field.source,
  toWire: (field, form, context) => {
    if (!(field.source in form)) return undefined;
    const value = form[field.source];
    return isNewFile(value) ? context.upload(value.rawFile) : idOf(value);
  },
  comparable: (_field, value) => (isObject(value) ? (value.id ?? value) : (value ?? null)),
  wholeValueErrors: true,
  filesIn: (_field, read) => (isObject(read) ? [read] : []),
  searchTexts: () => [],
  csvHeaders: (field) => [snakeCase(field.source)],
  csvTexts: (_field, value, context) => [value === null || value === undefined ? '' : context.fileName(value)],
};
