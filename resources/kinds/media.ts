import { z } from 'zod/mini';
import type { FieldBase } from '../definition';
import { id } from '../validation';
import { idOf, isObject, scalarDefaults, singleCell, type FieldKindModule } from './kind';
import { readId, referenceId } from './shared-schemas';

/** An uploaded file: read as a media object, written as its id under `writeSource`. */
export interface MediaField extends FieldBase {
  kind: 'media';
  accept: 'image' | 'video';
  writeSource: string;
  /** The quality, 0 to 1, at which the admin compresses an image before uploading it; `defaultImageQuality` when not given. */
  quality?: number;
}

declare module '../definition' {
  interface FieldTypes {
    media: MediaField;
  }
}

/** Images are compressed in the browser at this quality unless their field says otherwise (docs/spec.md §9). */
export const defaultImageQuality = 0.8;

export const imageQualityOf = (field: MediaField): number => field.quality ?? defaultImageQuality;

/** A file as read: the media object the server stores for it. */
export const mediaObjectSchema = z.looseObject({
  id: readId,
  uuid: z.nullish(z.string()),
  name: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number(),
  url: z.string(),
});

/** A file on the form: a stored media object, or a new file picked in the browser. */
const formMediaSchema = z.custom<object>((value) => typeof value === 'object' && value !== null, {
  error: 'validation.required',
});

/** A file picked in the browser and not uploaded yet, as react-admin's file inputs give it (`{rawFile}`). */
const isNewFile = (value: unknown): value is { rawFile: Blob } => isObject(value) && value.rawFile instanceof Blob;

export const mediaKind: FieldKindModule<MediaField> = {
  ...scalarDefaults,
  writeSchema: (_field, mode) => (mode === 'form' ? formMediaSchema : mode === 'import' ? referenceId(mode) : id()),
  readSchema: () => mediaObjectSchema,
  writeKey: (field) => field.writeSource,
  // The form holds the media object (or a new file) under its source, as read.
  formKey: (field) => field.source,
  // A new file is uploaded first and goes by the id it gets; a stored one by its id.
  toWire: (field, form, context) => {
    if (field.source in form) {
      const value = form[field.source];
      return isNewFile(value) ? context.upload(value.rawFile) : idOf(value);
    }
    return field.writeSource in form ? idOf(form[field.writeSource]) : undefined;
  },
  // A stored file by its id; a new one by itself.
  comparable: (_field, value) => (isObject(value) ? (value.id ?? (value.rawFile ? value : null)) : (value ?? null)),
  wholeValueErrors: true,
  filesIn: (_field, read) => (isObject(read) ? [read] : []),
  searchTexts: () => [],
  // The file's address, as the export wrote it: a file the items hold now.
  fromCsv: (_field, cells, _current, context) => {
    const cell = singleCell(cells) ?? '';
    return cell === '' ? { value: null } : context.file(cell);
  },
  csvTexts: (_field, value, context) => [value === null || value === undefined ? '' : context.fileName(value)],
  declarationProblem: (field) =>
    field.quality !== undefined && !(field.quality >= 0 && field.quality <= 1)
      ? `its image quality must be from 0 to 1, not ${field.quality}`
      : undefined,
};
