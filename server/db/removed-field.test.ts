/**
 * A field removed with `removed: [...]` on a database that has items: the next start moves its
 * values into the archive and takes its column away, a removed file stays while its value is
 * archived, and the archive keeps values for its retention only.
 */
import type { FieldDefinition } from '../../resources/definition';
import { kitSuppliers } from './kit-suppliers.test-support';
import { sampleFiles, staffClient, uploaded } from '../items/test-data.test-support';
import { startTestServer, type TestServer } from '../testing.test-support';
import { sweepOrphanMedia } from '../media/sweep';
import { archiveTable, pruneArchive } from './archive';

const suppliersWith = (fields: readonly FieldDefinition[], removed?: readonly string[]) => kitSuppliers(fields, removed ? { removed } : {});

const before = suppliersWith([
  { source: 'notes', label: 'Notes', kind: 'text', nullable: true },
  { source: 'logo', label: 'Logo', kind: 'media', accept: 'image', writeSource: 'logoId', nullable: true },
]);
const after = suppliersWith([], ['notes', 'logoId']);

let first: TestServer;
let removed: TestServer | undefined;
afterAll(async () => {
  await removed?.close();
  if (!removed) await first?.close();
});

it('archives the values of a removed field, keeps its files while they are archived, and prunes them after the retention', async () => {
  first = await startTestServer({ mediaOrphanGraceSeconds: 0 }, [before]);
  const staff = await staffClient(first);
  const logo = await uploaded(first, staff.token, sampleFiles.png);
  const umbro = await staff.create('kit_suppliers', { name: 'Umbro', notes: 'Pays late', logo_id: logo });
  await staff.create('kit_suppliers', { name: 'Admiral' });

  removed = await first.restartWith([after]);
  const { db } = removed.context;
  const { rows: columns } = await db.query<{ name: string }>(
    `select column_name as name from information_schema.columns where table_name = 'kit_suppliers' and table_schema = current_schema()`,
  );
  expect(columns.map((column) => column.name)).not.toEqual(expect.arrayContaining(['notes']));
  expect(columns.map((column) => column.name)).not.toContain('logo_id');
  const archived = async () =>
    (
      await db.query<{ field: string; item_id: string; value: unknown; media_id: string | null }>(
        `select field, item_id, value, media_id from ${archiveTable} where endpoint = 'kit_suppliers' order by field`,
      )
    ).rows;
  expect(await archived()).toEqual([
    { field: 'logo_id', item_id: umbro.id, value: logo, media_id: logo },
    { field: 'notes', item_id: umbro.id, value: 'Pays late', media_id: null },
  ]);
  const read = (await (await staffClient(removed)).request('GET', `/admin/kit_suppliers/${umbro.id}`)).body.data;
  expect(read).not.toHaveProperty('notes');

  // The file nothing but the archive holds stays; once the retention has passed, both go.
  expect(await sweepOrphanMedia(removed.context)).toBe(0);
  expect(await pruneArchive(db, 365)).toBe(0);
  await db.query(`update ${archiveTable} set archived_at = now() - interval '366 days'`);
  expect(await pruneArchive(db, 365)).toBe(2);
  expect(await sweepOrphanMedia(removed.context)).toBe(1);

  // The declaration stays harmless once the columns are gone.
  removed = await removed.restartWith([after]);
  expect(await archived()).toEqual([]);
});
