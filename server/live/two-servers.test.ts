/**
 * Two server processes behind one load balancer (docs/live.md, "Fan-out"): two servers, each
 * with its own pool, on one PostgreSQL database (the suites' PostgreSQL server, or else an
 * embedded cluster started here: PGlite is one process's database). A change or a presence
 * sent through either reaches the streams both hold.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { definitions } from '../../resources';
import { apiPrefix, buildServer } from '../app';
import { createUser, issueTokens } from '../auth';
import { readConfig } from '../config';
import type { ServerContext } from '../context';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { bodies } from '../items/test-data.test-support';
import { buyTicket, openStream, type StreamReader } from './stream-reader.test-support';

let folder: string;
let cluster: Database | undefined;
let databaseUrl: string;
const servers: { app: FastifyInstance; db: Database; apiUrl: string; context: ServerContext }[] = [];
const streams: StreamReader[] = [];

/** A new database on the suites' PostgreSQL server, or an embedded cluster's. */
async function newDatabase(): Promise<string> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    cluster = await openDatabase({ embeddedPostgres: path.join(folder, 'postgres') });
    return cluster.connectionString!;
  }
  const name = `live_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`).finally(() => admin.end());
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function startServer() {
  const db = await openDatabase({ databaseUrl });
  const config = readConfig({}, { host: '127.0.0.1', port: 0, dataDir: folder, databaseUrl, adminDist: undefined, liveHeartbeatMs: 200 });
  const context: ServerContext = { config, db, definitions };
  const app = await buildServer(context);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  const server = { app, db, context, apiUrl: `http://127.0.0.1:${port}${apiPrefix}` };
  servers.push(server);
  return server;
}

async function signedIn(server: (typeof servers)[number], firstName: string) {
  const email = `${firstName.toLowerCase()}-${randomBytes(4).toString('hex')}@example.test`;
  const { id } = await createUser(server.db, { email, password: 'a-test-password', firstName, lastName: 'Live', role: 'staff' });
  return (await issueTokens(server.context, id)).accessToken;
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'live-two-servers-'));
  databaseUrl = await newDatabase();
  const migrating = await openDatabase({ databaseUrl });
  await migrate(migrating, definitions).finally(() => migrating.close());
}, 120_000);

afterAll(async () => {
  for (const stream of streams) stream.close();
  for (const { app, db } of servers) {
    const closing = app.close();
    app.server.closeAllConnections();
    await closing;
    await db.close();
  }
  await cluster?.close();
  await rm(folder, { recursive: true, force: true });
});

async function send(server: (typeof servers)[number], token: string, path: string, body: unknown, method = 'POST', version?: number) {
  return fetch(`${server.apiUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(version === undefined ? {} : { 'if-match': `"${version}"` }),
    },
    body: JSON.stringify(body),
  });
}

it('delivers a change and a presence made through either server to the streams both hold', async () => {
  const [first, second] = [await startServer(), await startServer()];
  const sam = await signedIn(first, 'Sam');
  const alex = await signedIn(second, 'Alex');
  // Sam's two tabs, one stream on each server, each ticket bought through the other.
  const held = [
    await openStream(first.apiUrl, await buyTicket(second.apiUrl, sam)),
    await openStream(second.apiUrl, await buyTicket(first.apiUrl, sam)),
  ];
  streams.push(...held);
  for (const stream of held) {
    expect(stream.status).toBe(200);
    await stream.next('hello');
  }

  const created = await send(second, alex, '/admin/injuries', bodies.injury('Across servers'));
  const item = ((await created.json()) as { data: { id: string } }).data;
  for (const stream of held)
    expect((await stream.next('change', (data) => data.items[0]?.id === item.id)).data).toMatchObject({
      resource: 'injuries',
      action: 'create',
      items: [{ id: item.id, version: 1 }],
      by: { name: 'Alex Live' },
    });
  const updated = await send(first, alex, `/admin/injuries/${item.id}`, bodies.injury('Across again'), 'PUT', 1);
  expect(updated.status).toBe(200);
  for (const stream of held)
    expect((await stream.next('change', (data) => data.items[0]?.id === item.id)).data).toMatchObject({
      action: 'update',
      items: [{ id: item.id, version: 2 }],
    });

  const presence = { tab: 'alex-on-second', resource: 'injuries', id: item.id, view: 'details', language: 'fr' };
  expect((await send(second, alex, '/admin/live/presence', presence)).status).toBe(204);
  for (const stream of held)
    expect((await stream.next('presence', (data) => data.tab === presence.tab)).data).toMatchObject({
      ...presence,
      user: { name: 'Alex Live' },
    });

  // A token the database no longer holds (revoked through either server) ends the streams both hold.
  await second.db.query('delete from auth_access_tokens');
  for (const stream of held) await stream.next('end');
});
