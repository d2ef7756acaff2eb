import { z } from 'zod/mini';
import { snakeCase, type MediaField } from '../definition';
import { id } from '../validation';
import { scalarDefaults, singleCell, type FieldKindModule } from './kind';
import { readId, referenceId } from './shared-schemas';

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

export const mediaKind: FieldKindModule<MediaField> = {
  ...scalarDefaults,
  writeSchema: (_field, mode) => (mode === 'form' ? formMediaSchema : mode === 'import' ? referenceId(mode) : id()),
  readSchema: () => mediaObjectSchema,
  sqlType: 'uuid',
  columnConstraints: (_field, context) => `references ${context.mediaTable} (id) on delete set null`,
  file: true,
  // The file's address.
  csvColumns: (field, column, context) => [{ header: snakeCase(field.source), sql: context.fileUrl(column) }],
  searchTexts: () => [],
  // The file's address, as the export wrote it: a file the items hold now.
  fromCsv: (_field, cells, _current, context) => {
    const cell = singleCell(cells) ?? '';
    return cell === '' ? { value: null } : context.file(cell);
  },
  csvTexts: (_field, value, context) => [value === null || value === undefined ? '' : context.fileName(value)],
  readEntries: (field, stored, context) => [[field.source, context.media(stored)]],
  readSql: (field, column, context) => [[field.source, context.media(column)]],
  declarationProblem: (field) =>
    field.quality !== undefined && !(field.quality >= 0 && field.quality <= 1)
      ? `its image quality must be from 0 to 1, not ${field.quality}`
      : undefined,
};
