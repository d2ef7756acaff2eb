/**
 * A start's migration is one transaction: a statement that fails halfway (an index the stored
 * values cannot fit) leaves the database as it was and says where it stopped; a server killed
 * (SIGKILL) during the backfill of 100,000 items leaves it as it was too, and the next start
 * completes it.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FieldDefinition, ResourceDefinition } from '../../resources/definition';
import { kitSuppliers } from './kit-suppliers.test-support';
import type { EmbeddedDatabase } from '../config';
import { onPostgresServer, startTestServer, type TestServer } from '../testing.test-support';
import type { Queryable } from './database';
import { migrate } from './migrate';
import { MigrationFailure } from './migration-failure';
import { backfillBegins, openSuppliers, suppliersAfter, suppliersBefore } from './migration-start.test-support';

const root = path.resolve(import.meta.dirname, '../..');

/** Every column and index of the schema: equal shapes mean the migration changed no table. */
async function schemaShape(db: Queryable) {
  const columns = await db.query(
    `select table_name, column_name, data_type from information_schema.columns where table_schema = current_schema() order by 1, 2`,
  );
  const indexes = await db.query(`select indexname, indexdef from pg_indexes where schemaname = current_schema() order by 1`);
  const derivations = await db.query('select * from content_derivations order by endpoint');
  return { columns: columns.rows, indexes: indexes.rows, derivations: derivations.rows };
}

const codes = (added: readonly FieldDefinition[]): ResourceDefinition =>
  kitSuppliers(added, {
    name: 'kit-codes',
    endpoint: 'kit_codes',
    label: { one: 'Kit code', other: 'Kit codes' },
    list: {
      columns: ['name'],
      sortable: ['name', ...added.map((field) => field.source).slice(0, 1)],
      defaultSort: { field: 'name', order: 'ASC' },
      pagination: 'pages',
    },
  });

describe('a failure halfway', () => {
  let server: TestServer;
  afterAll(() => server?.close());

  it('changes nothing, and says which statement failed and that nothing changed', async () => {
    server = await startTestServer({}, [codes([])]);
    const { db } = server.context;
    await db.query(`insert into kit_codes (id, name) values (gen_random_uuid(), 'Home')`);
    const before = await schemaShape(db);
    // A new sortable column and its index are made first; then the backfill of a reference names
    // an item that does not exist, which its foreign key refuses.
    const failure = await migrate(db, [
      codes([
        { source: 'code', label: 'Code', kind: 'text', nullable: true },
        { source: 'owner', label: 'Owner', kind: 'reference', reference: 'kit-codes', writeSource: 'ownerId', backfill: randomUUID() },
      ]),
    ]).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(MigrationFailure);
    const message = (failure as Error).message;
    expect(message).toContain('The database was not changed: the migration of this start failed and was rolled back whole.');
    expect(message).toMatch(/It stopped at: .*update "kit_codes" set "owner_id"/);
    expect(message).toContain('PostgreSQL said: insert or update on table "kit_codes" violates foreign key constraint');
    // The columns and the index it made before it came to the backfill went with the transaction.
    expect(await schemaShape(db)).toEqual(before);
  });
});

/** Runs the start of migration-start.test-support.ts and kills it once it begins the backfill; answers what it printed. */
function killDuringBackfill(dataDir: string, database: EmbeddedDatabase): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/db/migration-start.test-support.ts', dataDir, database], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(backfillBegins)) child.kill('SIGKILL');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('error', reject);
    child.once('exit', (_code, signal) =>
      signal === 'SIGKILL' ? resolve(output) : reject(new Error(`The start ended before its backfill was killed: ${output}`)),
    );
  });
}

const items = 100_000;

// The test makes its own database, the default embedded PostgreSQL: once is enough, not again in the
// run on a PostgreSQL server.
describe.skipIf(onPostgresServer)('a start killed during a backfill', () => {
  const database: EmbeddedDatabase = 'postgres';
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), `killed-migration-${database}-`));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it(
    `leaves the database as it was, and the next start completes it (${items.toLocaleString('en')} items)`,
    { timeout: 240_000 },
    async () => {
      const first = await openSuppliers(dataDir, database, [suppliersBefore]);
      await first.query(
        `insert into kit_suppliers (id, name) select gen_random_uuid(), 'Supplier ' || n from generate_series(1, ${items}) n`,
      );
      const before = await schemaShape(first);
      await first.close();

      expect(await killDuringBackfill(dataDir, database)).toContain(backfillBegins);

      const restarted = await openSuppliers(dataDir, database, [suppliersBefore]);
      try {
        expect(await schemaShape(restarted)).toEqual(before);
        expect((await restarted.query('select count(*)::int as n from kit_suppliers')).rows).toEqual([{ n: items }]);
      } finally {
        await restarted.close();
      }

      const completed = await openSuppliers(dataDir, database, [suppliersAfter]);
      try {
        const { rows } = await completed.query<{ country: string; n: number }>(
          'select country, count(*)::int as n from kit_suppliers group by country',
        );
        expect(rows).toEqual([{ country: 'England', n: items }]);
      } finally {
        await completed.close();
      }
    },
  );
});
