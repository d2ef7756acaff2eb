/** The storage of the proof's document kind (see document.ts): the id of a stored file, read as its media object. */
import type { ServerKindModule } from '../../../server/kinds';
import { storedDefaults } from '../../../server/kinds/kind';
import { withExistingIds } from '../../../server/kinds/named';
import type { DocumentField } from './document';

export const documentServer: ServerKindModule<DocumentField> = {
  ...storedDefaults,
  sqlType: 'uuid',
  columnConstraints: (_field, context) => `references ${context.mediaTable} (id) on delete set null`,
  columnIndex: (column) => `(${column})`,
  fileColumn: true,
  readEntries: (field, stored, context) => [[field.source, context.media(stored)]],
  readSql: (field, column, context) => [[field.source, context.media(column)]],
  csvCells: (_field, column, context) => [context.fileUrl(column)],
  async checkWrite(_field, value, { tx, mediaTable }) {
    const { rows } = await tx.query(`select id from ${mediaTable} where id = $1`, [value]);
    return rows.length > 0 ? { value } : { problem: { message: 'server.writes.noSuchFile' } };
  },
  keepExisting: (_field, value, context) => withExistingIds(value, context.mediaTable, context),
  vouch: async (_field, values) => values.map(() => false),
};
