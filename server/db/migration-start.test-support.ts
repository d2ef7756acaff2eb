/**
 * A resource before and after a required field with a backfill is added, and a start of the
 * server's database on a data folder as a process of its own, which migration-atomic.test.ts
 * kills halfway: `node --import tsx server/db/migration-start.test-support.ts <dataDir> <pglite|postgres>`
 * opens it with the later definition, as `npm start` would, then closes it.
 */
import type { FieldDefinition, ResourceDefinition } from '../../resources/definition';
import { kitSuppliers } from './kit-suppliers.test-support';
import type { EmbeddedDatabase } from '../config';
import { openServerDatabase } from './open';

const suppliersWith = (fields: readonly FieldDefinition[]) => kitSuppliers(fields, { history: false });

export const suppliersBefore = suppliersWith([]);
export const suppliersAfter = suppliersWith([{ source: 'country', label: 'Country', kind: 'text', backfill: 'England' }]);

/** What the start prints as it begins the backfill: the moment to kill it. */
export const backfillBegins = 'Filling kit-suppliers.country';

/** The server's database on `dataDir` (the embedded one `database` names), opened and migrated to `definitions`. */
export const openSuppliers = (dataDir: string, database: EmbeddedDatabase, definitions: readonly ResourceDefinition[]) =>
  openServerDatabase({ dataDir, embeddedDatabase: database, databaseUrl: undefined }, definitions);

if (process.argv[1] === import.meta.filename) {
  const [dataDir, database] = process.argv.slice(2) as [string, EmbeddedDatabase];
  const db = await openSuppliers(dataDir, database, [suppliersAfter]);
  await db.close();
}
