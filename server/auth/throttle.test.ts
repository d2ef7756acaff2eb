/**
 * The sign-in throttle and the cost of password checks: a made-up reset token never costs a
 * hash, each address has its own cap on password checks, and an attacker elsewhere can neither
 * lock the real user out nor keep guessing an account from many addresses.
 */
import { demoClient } from '../config';
import { startTestServer, type TestServer } from '../testing.test-support';
import { hashingCounter } from './password';
import { sessionClient, type SessionClient } from './session-client.test-support';

let server: TestServer;
let client: SessionClient;

beforeAll(async () => {
  // Behind a trusted proxy, so each request can say which client address it comes from.
  server = await startTestServer({
    trustProxy: true,
    signInAttemptsPerMinute: 3,
    passwordChecksPerAddressPerMinute: 8,
    signInFailuresPerAccountPerHour: 6,
  });
  client = sessionClient(server);
});
afterAll(() => server.close());

const signIn = (from: string, username: string, password: string) =>
  client.request('POST', '/oauth/token', {
    body: { grant_type: 'password', client_id: demoClient.id, client_secret: demoClient.secret, username, password },
    headers: { 'x-forwarded-for': from },
  });

describe('password reset', () => {
  it('checks the token before hashing: a made-up token never costs a hash', async () => {
    const user = await client.addUser({ email: 'reset-hash@example.test' });
    const before = hashingCounter.derived;
    for (let attempt = 0; attempt < 5; attempt++) {
      const { status } = await client.request('POST', '/password/reset', {
        body: { token: `made-up-${attempt}`, email: user.email, password: 'a-new-password' },
        headers: { 'x-forwarded-for': '203.0.113.50' },
      });
      expect(status).toBe(400);
    }
    expect(hashingCounter.derived).toBe(before);
  });
});

describe('password checks per address', () => {
  it('refuses an address its 9th check in a minute, whichever accounts it tries, and not other addresses', async () => {
    const from = '203.0.113.10';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 9; attempt++) statuses.push((await signIn(from, `nobody-${attempt}@example.test`, 'wrong')).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 429]);
    const before = hashingCounter.derived;
    const refused = await signIn(from, 'someone-else@example.test', 'wrong');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Too many password checks/);
    expect(hashingCounter.derived).toBe(before);
    expect((await signIn('203.0.113.11', 'nobody-0@example.test', 'wrong')).status).toBe(400);
  });
});

describe('an attacker elsewhere cannot lock the real user out', () => {
  it('refuses the attacking address after its failures while the user signs in from their own', async () => {
    const user = await client.addUser({ email: 'target@example.test' });
    for (let attempt = 0; attempt < 3; attempt++) expect((await signIn('198.51.100.1', user.email, 'guess')).status).toBe(400);
    expect((await signIn('198.51.100.1', user.email, user.password)).status).toBe(429);
    expect((await signIn('192.0.2.7', user.email, user.password)).status).toBe(200);
  });

  it('takes further tries of an account failed from many addresses only from devices that signed in before', async () => {
    const user = await client.addUser({ email: 'many@example.test' });
    expect((await signIn('192.0.2.20', user.email, user.password)).status).toBe(200);
    for (let attempt = 0; attempt < 6; attempt++)
      expect((await signIn(`198.51.100.${20 + attempt}`, user.email, 'guess')).status).toBe(400);
    const stranger = await signIn('198.51.100.99', user.email, user.password);
    expect(stranger.status).toBe(429);
    expect(stranger.body.message).toMatch(/device you signed in with before/);
    expect((await signIn('192.0.2.20', user.email, user.password)).status).toBe(200);
  });
});

describe('every refusal for too many requests', () => {
  const post = (route: string, body: Record<string, string>, from: string) =>
    fetch(`${server.apiUrl}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify(body),
    });

  it('says when to try again, in seconds (Retry-After)', async () => {
    const user = await client.addUser({ email: 'retry-after@example.test' });
    const signInBody = { grant_type: 'password', client_id: demoClient.id, client_secret: demoClient.secret, username: user.email };
    let response = await post('/oauth/token', { ...signInBody, password: 'guess' }, '198.51.100.200');
    for (let attempt = 0; attempt < 3 && response.status !== 429; attempt++)
      response = await post('/oauth/token', { ...signInBody, password: 'guess' }, '198.51.100.200');
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    await response.arrayBuffer();

    let reset = await post('/password/forgot', { email: user.email }, '198.51.100.201');
    for (let attempt = 0; attempt < 5 && reset.status !== 429; attempt++)
      reset = await post('/password/forgot', { email: user.email }, '198.51.100.201');
    expect(reset.status).toBe(429);
    expect(Number(reset.headers.get('retry-after'))).toBeGreaterThan(60);
    await reset.arrayBuffer();
  });
});
