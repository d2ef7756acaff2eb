/**
 * The server's error reporting and log against a stand-in Sentry ingest: an unexpected error is
 * reported once and logged with a nl-BE date; a 4xx is neither.
 */
import { authors } from '../../resources/authors/definition';
import { startSentryIngest, type SentryIngest } from '../../tests/support/sentry-ingest';
import { tableName } from '../items';
import { createStaffSession, startTestServer, type TestServer } from '../testing.test-support';
import { logDate } from './logging';

describe('error reporting on the server', () => {
  let ingest: SentryIngest;
  let server: TestServer;
  const logLines: string[] = [];

  beforeAll(async () => {
    ingest = await startSentryIngest();
    server = await startTestServer({
      errorReporting: { dsn: ingest.dsn, environment: 'test', release: 'pitchside-server@test' },
      logFormat: 'pretty',
      logDestination: { write: (line) => logLines.push(line) },
    });
  });

  afterAll(async () => {
    await ingest.close();
  });

  it('reports an unexpected error once, with the route and the user id only, and logs it with a nl-BE date; a 4xx is not reported', async () => {
    const staff = await createStaffSession(server);
    const headers = { Authorization: staff.authorization };
    const table = tableName(authors);
    await server.context.db.query(`alter table ${table} rename to authors_elsewhere`);
    const before = new Date();
    let broken: Response;
    try {
      broken = await fetch(`${server.apiUrl}/admin/authors`, { headers });
    } finally {
      await server.context.db.query(`alter table authors_elsewhere rename to ${table}`);
    }
    expect(broken.status).toBe(500);
    const after = new Date();

    const missing = await fetch(`${server.apiUrl}/admin/authors/00000000-0000-4000-8000-000000000000`, { headers });
    expect(missing.status).toBe(404);
    const invalid = await fetch(`${server.apiUrl}/admin/authors`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: {} }),
    });
    expect(invalid.status).toBe(422);
    const unauthenticated = await fetch(`${server.apiUrl}/admin/authors`);
    expect(unauthenticated.status).toBe(401);

    // Closing flushes what was reported.
    await server.close();

    const events = ingest.items('event');
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).toMatchObject({
      environment: 'test',
      release: 'pitchside-server@test',
      user: { id: staff.userId },
      tags: { 'http.method': 'GET', route: '/api/v1/admin/authors' },
    });
    expect(Object.keys(event.user ?? {})).toEqual(['id']);
    expect(event.exception?.values?.at(-1)?.value).toMatch(/authors/);
    const everything = ingest.envelopes.map((envelope) => envelope.raw).join('\n');
    for (const secret of [staff.accessToken, staff.refreshToken, staff.email]) expect(everything).not.toContain(secret);

    const failure = logLines.find((line) => line.includes('request failed'));
    expect(failure).toBeDefined();
    const [, date] = /^(\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}) ERROR request failed/.exec(failure!) ?? [];
    expect([logDate(before), logDate(after)]).toContain(date);
  });
});
