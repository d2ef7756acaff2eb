import Fastify from 'fastify';
import { logDate, loggedUrl, loggerOptions, prettyLine } from './logging';

describe('the server log', () => {
  it('writes human dates the nl-BE way, day first, 24-hour clock', () => {
    expect(logDate(new Date(2026, 10, 23, 19, 4, 5))).toBe('23-11-2026 19:04:05');
    expect(logDate(new Date(2026, 0, 2, 0, 0, 9))).toBe('02-01-2026 00:00:09');
  });

  it('keeps an ISO timestamp in JSON lines, and prints a readable line with the nl-BE date in pretty ones', async () => {
    const json: string[] = [];
    const pretty: string[] = [];
    // The pretty line is written between these two moments (a second may tick in between).
    const moments: Date[] = [];
    for (const [logFormat, lines] of [
      ['json', json],
      ['pretty', pretty],
    ] as const) {
      const app = Fastify({
        logger: loggerOptions({ logFormat, logLevel: 'info', logDestination: { write: (line) => lines.push(line) } }),
      });
      if (logFormat === 'pretty') moments.push(new Date());
      app.log.warn({ resource: 'authors' }, 'something to see');
      if (logFormat === 'pretty') moments.push(new Date());
      await app.close();
    }
    const record = JSON.parse(json.find((line) => line.includes('something to see'))!);
    expect(record).toMatchObject({ level: 40, msg: 'something to see', resource: 'authors' });
    expect(new Date(record.time).toISOString()).toBe(record.time);
    const line = pretty.find((text) => text.includes('something to see'))!;
    expect(moments.map(logDate)).toContain(line.slice(0, 19));
    expect(line).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2} WARN {2}something to see resource=authors\n$/);
  });

  it("shows an error's stack under its line", () => {
    const line = prettyLine(
      JSON.stringify({ level: 50, time: '2026-11-23T18:04:05.000Z', msg: 'request failed', err: { stack: 'Error: boom\n    at here' } }),
    );
    expect(line).toBe(`${logDate(new Date('2026-11-23T18:04:05.000Z'))} ERROR request failed\n    Error: boom\n        at here`);
  });

  it("never writes a reset link's token, a query's values or a bearer token, at any level", async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: loggerOptions({ logFormat: 'json', logLevel: 'trace', logDestination: { write: (line) => lines.push(line) } }),
    });
    app.get('/*', async () => ({ ok: true }));
    await app.inject({
      url: '/reset-password/the-secret-token?email=someone%40example.test',
      headers: { authorization: 'Bearer the-access-token' },
    });
    await app.inject({ url: '/api/v1/admin/exercises?search=private+words&cursor=eyJ' });
    app.log.info({ password: 'a-password', body: { token: 'a-token', refresh_token: 'a-refresh-token' } }, 'a careless record');
    await app.close();
    const log = lines.join('');
    for (const secret of ['the-secret-token', 'someone', 'the-access-token', 'private', 'eyJ', 'a-password', 'a-token', 'a-refresh-token'])
      expect(log).not.toContain(secret);
    expect(log).toContain('/reset-password/[redacted]?email=[redacted]');
    expect(log).toContain('/api/v1/admin/exercises?search=[redacted]&cursor=[redacted]');
  });

  it('keeps a URL without query or secret as it is', () => {
    expect(loggedUrl('/api/v1/admin/exercises')).toBe('/api/v1/admin/exercises');
    expect(loggedUrl('/reset-password/abc/def')).toBe('/reset-password/[redacted]/def');
  });
});
