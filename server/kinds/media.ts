import type { MediaField } from '../../resources/kinds/media';
import { mediaKindOf } from '../media/kinds';
import { storedDefaults, type ServerKindModule } from './kind';
import { withExistingIds } from './named';
import { nobodysId } from './reference';

export const mediaServer: ServerKindModule<MediaField> = {
  ...storedDefaults,
  sqlType: 'uuid',
  columnConstraints: (_field, context) => `references ${context.mediaTable} (id) on delete set null`,
  // A file's delete sets null through the referring column.
  columnIndex: (column) => `(${column})`,
  fileColumn: true,
  readEntries: (field, stored, context) => [[field.source, context.media(stored)]],
  readSql: (field, column, context) => [[field.source, context.media(column)]],
  // The file's address.
  csvCells: (_field, column, context) => [context.fileUrl(column)],
  // A stored file of the kind the field accepts.
  async checkWrite(field, value, { tx, mediaTable }) {
    const { rows } = await tx.query<{ mime_type: string }>(`select mime_type from ${mediaTable} where id = $1`, [value]);
    if (rows.length === 0) return { problem: { message: 'server.writes.noSuchFile' } };
    if (mediaKindOf(rows[0].mime_type) !== field.accept) return { problem: { message: `server.writes.${field.accept}` } };
    return { value };
  },
  keepExisting: (_field, value, context) => withExistingIds(value, context.mediaTable, context),
  // A file is checked with its kind on its own.
  vouch: async (_field, values) => values.map(() => false),
  examples: {
    valid: (field, known) => (field.accept === 'image' ? known.image : known.video),
    invalid: () => [nobodysId, 'not an id', 42],
  },
};
