import type { Readable } from 'node:stream';
import { injuries } from '../../resources/injuries/definition';
import { createItems } from '../items';
import { parseListQuery } from '../lists';
import { orderClause } from '../lists';
import { translated } from '../items/test-data.test-support';
import type { SnapshotReaders } from '../db/database';
import { onPostgresServer, startTestServer, type TestServer } from '../testing.test-support';
import { copiesInOrder, rangeCopies } from './ranges';

// Snapshot readers and `COPY` exist on a PostgreSQL server only (`npm test` runs these suites on one).

let server: TestServer;
beforeAll(async () => {
  if (onPostgresServer) server = await startTestServer();
});
afterAll(() => server?.close());

const readersOf = (count: number): Promise<SnapshotReaders> => server.context.db.snapshotReaders!(count);

async function textOf(stream: Readable | AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Connections of this test's database inside a transaction or a statement: what readers not
 * released would leave. A connection closed inside a COPY ends its backend once that notices,
 * so this asks again, a few times, until none is left.
 */
async function busyConnections(): Promise<number> {
  for (let attempt = 0; ; attempt += 1) {
    const { rows } = await server.context.db.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`,
    );
    if (rows[0].n === 0 || attempt === 40) return rows[0].n;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const namesCopy = `copy (select name->>'en' from injuries order by name->>'en') to stdout`;

describe.runIf(onPostgresServer)('snapshot readers', () => {
  it('read one snapshot: a row written after they opened is in none of their reads', async () => {
    await createItems(server.context.db, injuries, [{ name: translated('Before the readers') }]);
    const readers = await readersOf(2);
    try {
      await createItems(server.context.db, injuries, [{ name: translated('After the readers') }]);
      for (const reader of [0, 1]) expect(await textOf(readers.copyOut(reader, namesCopy))).toBe('Before the readers (en)\n');
      const { rows } = await readers.query<{ n: number }>('select count(*)::int as n from injuries');
      expect(rows[0].n).toBe(1);
    } finally {
      await readers.release();
    }
    const { rows } = await server.context.db.query<{ n: number }>('select count(*)::int as n from injuries');
    expect(rows[0].n).toBe(2);
    expect(await busyConnections()).toBe(0);
  });

  it('give every connection back, one left inside a COPY included', async () => {
    const readers = await readersOf(2);
    const stream = readers.copyOut(1, `copy (select repeat('x', 1000) from generate_series(1, 100000)) to stdout`);
    for await (const _chunk of stream) break;
    await readers.release();
    expect(await busyConnections()).toBe(0);
    // The pool still answers as many queries at once as it holds connections.
    const answers = await Promise.all(Array.from({ length: 10 }, () => server.context.db.query('select 1 as one')));
    expect(answers).toHaveLength(10);
  });

  it('are taken one set at a time: more sets asked at once than the pool holds connections for all get theirs', async () => {
    // The pool holds 10 connections: 12 sets of 2 taken side by side would each hold one and wait.
    const sets = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const readers = await readersOf(2);
        const { rows } = await readers.query<{ one: number }>('select 1 as one');
        await readers.release();
        return rows[0].one;
      }),
    );
    expect(sets).toEqual(Array.from({ length: 12 }, () => 1));
    expect(await busyConnections()).toBe(0);
  });
});

describe.runIf(onPostgresServer)('ranges copied side by side', () => {
  it('cut the list into ranges of its order, each read once, passed on in order', async () => {
    const names = Array.from({ length: 25 }, (_, index) => `Ranged ${String(index).padStart(2, '0')}`);
    await createItems(
      server.context.db,
      injuries,
      names.map((name) => ({ name: translated(name) })),
    );
    const query = parseListQuery(injuries, new URLSearchParams({ search: 'ranged' }), 'none');
    const readers = await readersOf(2);
    const copies = await rangeCopies(
      readers,
      injuries,
      query,
      ({ conditions, limit }) =>
        `copy (select name->>'en' from (select * from injuries ${conditions} ${orderClause(query.sort, query.direction)} ${limit === undefined ? '' : `limit ${limit}`}) t ${orderClause(query.sort, query.direction)}) to stdout`,
      10,
    );
    expect(copies).toHaveLength(3);
    expect(await textOf(copiesInOrder(readers, 2, copies))).toBe(names.map((name) => `${name} (en)\n`).join(''));
    expect(await busyConnections()).toBe(0);
  });

  it('releases the readers when the reading stops half-way', async () => {
    const readers = await readersOf(2);
    const large = `copy (select repeat('x', 1000) from generate_series(1, 100000)) to stdout`;
    const copies = copiesInOrder(readers, 2, [large, large, large]);
    await copies.next();
    await copies.return(undefined);
    expect(await busyConnections()).toBe(0);
  });

  it('fails, rather than end early, when a COPY fails', async () => {
    const readers = await readersOf(2);
    const copies = copiesInOrder(readers, 2, [namesCopy, 'copy (select 1 / 0) to stdout']);
    await expect(textOf(copies)).rejects.toThrow('division by zero');
    expect(await busyConnections()).toBe(0);
  });
});
