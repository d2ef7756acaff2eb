/**
 * A real server for tests: a fresh database (PGlite in memory, or a new database on the
 * PostgreSQL server of `DATABASE_URL`, dropped afterwards), migrated, listening on 127.0.0.1.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildServer, apiPrefix } from './app';
import { readConfig, type ServerConfig } from './config';
import type { ServerContext } from './context';
import { openDatabase, type Database, type PgliteDump } from './db/database';
import { migrate } from './db/migrate';
import type { ResourceDefinition } from '../resources/definition';
import { definitions as allDefinitions } from '../resources';
import { createUser, issueTokens, type Role } from './auth';

export interface TestServer {
  app: FastifyInstance;
  baseUrl: string;
  apiUrl: string;
  context: ServerContext;
  close(): Promise<void>;
  /**
   * This server stopped and started again on the same database and data folder, serving `definitions`
   * (the start's migration included): a definition changed on live data. Close the answer, not this.
   */
  restartWith(definitions: readonly ResourceDefinition[]): Promise<TestServer>;
}

interface TestDatabase {
  db: Database;
  databaseUrl?: string;
  drop(): Promise<void>;
}

/** A database of its own on the PostgreSQL server `serverUrl`, so suites never share rows. */
async function createPostgresDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `test_${randomBytes(8).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  return {
    db,
    databaseUrl: url.toString(),
    async drop() {
      await db.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * Whether the suites run on a PostgreSQL server (`DATABASE_URL`; `npm test` runs the server suites
 * there too): PGlite has one connection, so what needs two side by side (a lock another connection
 * meets, snapshot readers) is tested there only.
 */
export const onPostgresServer = Boolean(process.env.DATABASE_URL);

let newPgliteDump: Promise<PgliteDump> | undefined;

/** The new PGlite database Vitest's global setup dumped (testing.global-setup.ts), read once per suite; none outside Vitest. */
function newPgliteDatabase(): Promise<PgliteDump> | undefined {
  const file = process.env.VITEST ? inject('newPgliteDumpFile') : undefined;
  if (!file) return undefined;
  return (newPgliteDump ??= readFile(file).then((bytes) => new Blob([bytes])));
}

async function openTestDatabase(serverUrl = process.env.DATABASE_URL): Promise<TestDatabase> {
  if (serverUrl) return createPostgresDatabase(serverUrl);
  const db = await openDatabase({ pgliteStartFrom: await newPgliteDatabase() });
  return { db, drop: () => db.close() };
}

/**
 * `definitions`: the resources to serve, when not every one of `resources/index.ts`;
 * `postgresServerUrl`: the PostgreSQL server to make the test database on, when not `DATABASE_URL`'s.
 */
export async function startTestServer(
  overrides: Partial<ServerConfig> = {},
  definitions: readonly ResourceDefinition[] = allDefinitions,
  postgresServerUrl?: string,
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'football-admin-test-'));
  const database = await openTestDatabase(postgresServerUrl);
  const config = readConfig(
    {},
    {
      host: '127.0.0.1',
      port: 0,
      dataDir,
      databaseUrl: database.databaseUrl,
      adminDist: undefined,
      seedDemo: false,
      accessTokenTtlSeconds: 300,
      refreshTokenTtlSeconds: 3600,
      resetTokenTtlSeconds: 600,
      // Suites sign in far more often from 127.0.0.1 than a person does; the throttle's own tests set these low.
      passwordChecksPerAddressPerMinute: 10_000,
      signInFailuresPerAccountPerHour: 10_000,
      authFailuresPerAddressPerMinute: 10_000,
      ...overrides,
    },
  );
  const context: ServerContext = { config, db: database.db, definitions };
  /** The server on `served`, as a start on this database and data folder makes it (the migration first). */
  const serve = async (served: readonly ResourceDefinition[]): Promise<TestServer> => {
    const servedContext: ServerContext = { ...context, definitions: served };
    await migrate(context.db, served);
    const app = await buildServer(servedContext);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('The test server has no TCP address');
    const baseUrl = `http://127.0.0.1:${address.port}`;
    config.publicUrl = baseUrl;
    config.port = address.port;
    const closeApp = async () => {
      const closing = app.close();
      // A request whose client gave up (a component unmounted mid-fetch) must not hold the
      // test's end: its connection is cut rather than waited for.
      app.server.closeAllConnections();
      await closing;
    };
    return {
      app,
      baseUrl,
      apiUrl: baseUrl + apiPrefix,
      context: servedContext,
      async close() {
        await closeApp();
        await database.drop();
        await rm(dataDir, { recursive: true, force: true });
      },
      async restartWith(next) {
        await closeApp();
        return serve(next);
      },
    };
  };
  try {
    return await serve(definitions);
  } catch (error) {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

export interface TestSession {
  userId: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
  /** The `Authorization` header of this session's requests. */
  authorization: string;
}

async function createSession(server: TestServer, role: Role): Promise<TestSession> {
  const email = `${role}-${randomBytes(6).toString('hex')}@example.test`;
  const password = 'a-test-password';
  const { id } = await createUser(server.context.db, { email, password, firstName: 'Test', lastName: role, role });
  const tokens = await issueTokens(server.context, id);
  return { userId: id, email, password, ...tokens, authorization: `Bearer ${tokens.accessToken}` };
}

/** A new staff user on the test server, signed in. */
export const createStaffSession = (server: TestServer) => createSession(server, 'staff');

/** A new member on the test server, signed in. */
export const createMemberSession = (server: TestServer) => createSession(server, 'member');
