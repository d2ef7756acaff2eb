/**
 * One small interface over both stores: PGlite (PostgreSQL in WebAssembly, in the server's
 * process) and a PostgreSQL server, the embedded cluster by default or DATABASE_URL's
 * (docs/embedded-database.md). Everything above it writes plain PostgreSQL with $n params.
 */
import { PGlite } from '@electric-sql/pglite';
import { requestContext } from '@fastify/request-context';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import net from 'node:net';
import type { Duplex, Readable } from 'node:stream';
import pg from 'pg';
import { copyOutQuery, type ChunkSource } from './copy-out';
import { OneBufferSocket } from './one-buffer-socket';
import { startEmbeddedPostgres } from './embedded-postgres';
import { listenOnPostgres, type Listening } from './listen';

declare module '@fastify/request-context' {
  interface RequestContextData {
    /** Aborted at the request's deadline (server/http/time-limits.ts), with the error to answer. */
    statements: AbortController;
  }
}

/**
 * The signal that cancels the statements of the request being answered, if they run for one: a
 * statement not begun is refused with the signal's reason; one running on a PostgreSQL server
 * is cancelled there (PGlite runs a statement to its end).
 */
const requestSignal = (): AbortSignal | undefined => requestContext.get('statements')?.signal;

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

export interface Database extends Queryable {
  /**
   * `COPY (query) TO STDOUT ...` as a stream of bytes, on a PostgreSQL server only (PGlite has no
   * such stream): what an export writes straight from the database. The statement takes no parameters.
   */
  copyOut?(sql: string): Promise<Readable>;
  /**
   * `count` connections reading one snapshot of the database, on a PostgreSQL server only: what
   * an export splits into parts read side by side sees the same rows in every part. Each holds
   * its connection until `release`.
   */
  snapshotReaders?(count: number): Promise<SnapshotReaders>;
  /** Runs `work` in one transaction: all of it is written, or none of it. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Calls `onMessage` with the payload of each NOTIFY on `channel` (sent by any connection to the
   * database, after its transaction commits); `onReconnect` after a lost connection is back.
   */
  listen(channel: string, onMessage: (payload: string) => void, onReconnect: () => void): Promise<Listening>;
  /** How another process reaches the same database (a PostgreSQL server's, or the embedded cluster's socket); none for PGlite. */
  connectionString?: string;
}

/** Connections in read-only transactions that share the first one's snapshot. */
export interface SnapshotReaders {
  /** A query on the first reader. */
  query: Queryable['query'];
  /** `COPY (query) TO STDOUT` on reader `index`, which runs nothing else until the stream ends; its chunks from `chunks`. */
  copyOut(index: number, sql: string, chunks?: ChunkSource): Readable;
  /** Ends the transactions and gives the connections back; one left inside a COPY is destroyed. */
  release(): Promise<void>;
}

/** What `pg_export_snapshot()` answers: hex numbers and dashes, safe to write into `set transaction snapshot`. */
const snapshotId = /^[0-9A-F]+(-[0-9A-F]+)+$/i;

/** Settings of the server's own sessions (options given in a `DATABASE_URL` win). */
const sessionSettings = {
  /** Each connection's memory for a sort or a bitmap: a broad search's bitmap stays exact (docs/performance.md, "Session settings"). */
  work_mem: '16MB',
  /** No compiling a query to machine code: it costs more than a list's query takes (docs/performance.md, "Session settings"). */
  jit: 'off',
};

const pgliteOptions = { extensions: { pg_trgm } };

/** A PGlite database folder as PGlite dumps it (`dumpDataDir`), to open a new database from. */
export type PgliteDump = Blob;

/** A new PGlite database, as `openDatabase` would initialise it, dumped. */
export async function newPgliteDump(): Promise<PgliteDump> {
  const db = await PGlite.create(undefined, pgliteOptions);
  try {
    return await db.dumpDataDir('none');
  } finally {
    await db.close();
  }
}

async function openPglite(dataDir: string | undefined, startFrom: PgliteDump | undefined): Promise<Database> {
  const db = await PGlite.create(dataDir ? `file://${dataDir}` : undefined, { ...pgliteOptions, loadDataDir: startFrom });
  for (const [name, value] of Object.entries(sessionSettings)) await db.exec(`set ${name} = '${value}'`);
  const refuseIfCancelled = () => requestSignal()?.throwIfAborted();
  return {
    query: (sql, params) => (refuseIfCancelled(), db.query(sql, params as unknown[]) as never),
    transaction: (work) =>
      db.transaction((tx) => work({ query: (sql, params) => (refuseIfCancelled(), tx.query(sql, params as unknown[]) as never) })),
    // PGlite is one connection in this process: its own NOTIFY reaches its own LISTEN.
    async listen(channel, onMessage) {
      const unlisten = await db.listen(channel, onMessage);
      return { stop: () => unlisten() };
    },
    close: () => db.close(),
  };
}

/**
 * Each connection's socket: one that reads into one buffer (one-buffer-socket.ts), unless the
 * connection is encrypted, which TLS reads off the socket itself. pg passes the connection's
 * settings, which its types leave out.
 */
const connectionSocket = ((settings: { ssl?: unknown }): Duplex =>
  settings.ssl ? new net.Socket() : new OneBufferSocket()) as () => Duplex;

/** How long a connection past the warm ones may idle before the pool closes it (pg's own default, said here). */
export const idleConnectionTimeoutMs = 10_000;

/**
 * Connections kept open however long they idle: a list reads its page and its count side by side,
 * and a new connection costs the first list after a pause its start and its first plans
 * (docs/performance.md, "Connections kept warm"); more than these each hold the database's memory
 * for nothing while the server idles (docs/performance.md, "The demo server's memory").
 */
export const warmConnections = 2;

async function openPostgres(connection: string | pg.PoolConfig): Promise<Database> {
  const pool = new pg.Pool({
    options: Object.entries(sessionSettings)
      .map(([name, value]) => `-c ${name}=${value}`)
      .join(' '),
    ...(typeof connection === 'string' ? { connectionString: connection } : connection),
    max: 10,
    min: warmConnections,
    idleTimeoutMillis: idleConnectionTimeoutMs,
    stream: connectionSocket,
  });
  // An idle connection the server drops (restart, admin kill) is replaced by the pool; without a
  // listener its 'error' event would end the process.
  pool.on('error', (error) => console.error(`A PostgreSQL connection was lost: ${error.message}`));
  // A bad DATABASE_URL should stop start-up, not the first request.
  await pool.query('select 1');
  /** The set of snapshot readers taking its connections, if one is: the next waits for it. */
  let readersTaking: Promise<void> = Promise.resolve();

  /** Asks PostgreSQL to cancel what a connection runs, from a connection of its own (the pool's may all be busy). */
  async function cancelBackend(processId: number) {
    const canceller = new pg.Client(typeof connection === 'string' ? { connectionString: connection } : connection);
    await canceller.connect();
    try {
      await canceller.query('select pg_cancel_backend($1)', [processId]);
    } finally {
      await canceller.end();
    }
  }

  /** Runs `work` on `client`, whose statement is cancelled when `signal` aborts. */
  async function cancellable<T>(client: pg.PoolClient, signal: AbortSignal | undefined, work: () => Promise<T>): Promise<T> {
    if (!signal) return work();
    signal.throwIfAborted();
    const processId = (client as unknown as { processID: number }).processID;
    const cancel = () =>
      void cancelBackend(processId).catch((error: Error) => console.error(`A statement could not be cancelled: ${error.message}`));
    signal.addEventListener('abort', cancel, { once: true });
    try {
      return await work();
    } finally {
      signal.removeEventListener('abort', cancel);
    }
  }

  return {
    async query(sql, params) {
      const signal = requestSignal();
      if (!signal) return pool.query(sql, params) as never;
      const client = await pool.connect();
      try {
        return (await cancellable(client, signal, () => client.query(sql, params))) as never;
      } finally {
        client.release();
      }
    },
    async transaction(work) {
      const client = await pool.connect();
      // A connection that cannot even roll back is broken: destroyed, never handed out again.
      let broken: Error | undefined;
      try {
        await client.query('begin');
        const signal = requestSignal();
        const result = await cancellable(client, signal, () =>
          work({ query: (sql, params) => (signal?.throwIfAborted(), client.query(sql, params) as never) }),
        );
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch((rollbackError: Error) => (broken = rollbackError));
        throw error;
      } finally {
        client.release(broken);
      }
    },
    async copyOut(sql) {
      const client = await pool.connect();
      const stream = client.query(copyOutQuery(sql));
      // Back to the pool when read to its end; a connection left inside a COPY (the reader went away) is destroyed.
      let released = false;
      const release = (error?: Error) => {
        if (released) return;
        released = true;
        client.release(error);
      };
      stream.on('end', () => release());
      stream.on('error', (error) => release(error));
      stream.on('close', () => release(new Error('The COPY was not read to its end')));
      return stream;
    },
    async snapshotReaders(count) {
      const clients: pg.PoolClient[] = [];
      /** Connections to destroy rather than give back: one inside a COPY, or whose transaction failed. */
      const broken = new Map<pg.PoolClient, Error>();
      const release = async () => {
        for (const client of clients.splice(0)) {
          let error = broken.get(client);
          if (!error) await client.query('rollback').catch((rollbackError: Error) => (error = rollbackError));
          client.release(error);
        }
      };
      try {
        // One set of readers at a time takes its connections: sets taken side by side could each
        // hold some of the pool and wait for the rest, none ever getting all.
        const taking = readersTaking.then(async () => {
          for (let index = 0; index < count; index += 1) clients.push(await pool.connect());
        });
        readersTaking = taking.catch(() => undefined);
        await taking;
        await clients[0].query('begin transaction isolation level repeatable read, read only');
        const snapshot = (await clients[0].query<{ id: string }>('select pg_export_snapshot() as id')).rows[0].id;
        if (!snapshotId.test(snapshot)) throw new Error(`PostgreSQL exported a snapshot named ${JSON.stringify(snapshot)}`);
        for (const client of clients.slice(1)) {
          await client.query('begin transaction isolation level repeatable read, read only');
          await client.query(`set transaction snapshot '${snapshot}'`);
        }
      } catch (error) {
        for (const client of clients) broken.set(client, error as Error);
        await release();
        throw error;
      }
      return {
        query: (sql, params) => clients[0].query(sql, params) as never,
        copyOut(index, sql, chunks) {
          const client = clients[index];
          const stream = client.query(copyOutQuery(sql, chunks));
          broken.set(client, new Error('The COPY was not read to its end'));
          stream.on('end', () => broken.delete(client));
          stream.on('error', (error) => broken.set(client, error));
          return stream;
        },
        release,
      };
    },
    listen: (channel, onMessage, onReconnect) => listenOnPostgres(connection, channel, onMessage, onReconnect),
    close: () => pool.end(),
  };
}

/**
 * `databaseUrl` selects a PostgreSQL server; `embeddedPostgres` a cluster of its own in that folder
 * (started here, stopped on close); otherwise PGlite in `dataDir` (in memory if none), a new
 * one started as `pgliteStartFrom` if given rather than initialised, which takes seconds (the
 * suites' test databases: testing.test-support.ts).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  embeddedPostgres?: string;
  pgliteStartFrom?: PgliteDump;
}): Promise<Database> {
  if (options.databaseUrl) return { ...(await openPostgres(options.databaseUrl)), connectionString: options.databaseUrl };
  if (!options.embeddedPostgres) return openPglite(options.dataDir, options.pgliteStartFrom);
  const cluster = await startEmbeddedPostgres(options.embeddedPostgres);
  try {
    const db = await openPostgres(cluster.connection);
    const { host, user, database } = cluster.connection;
    const connectionString = `postgres://${user}@/${database}?host=${encodeURIComponent(host)}`;
    return { ...db, connectionString, close: () => db.close().finally(() => cluster.stop()) };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}
