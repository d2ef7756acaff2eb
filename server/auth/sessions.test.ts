/**
 * Signing out on the server (RFC 7009 revocation), the account's signed-in devices and ending
 * them, and the security log that records it all without a secret.
 */
import { demoClient } from '../config';
import { startTestServer, type TestServer } from '../testing.test-support';
import { pruneSecurityLog } from './security-log';
import { sessionClient, type SessionClient } from './session-client.test-support';

let server: TestServer;
let client: SessionClient;

beforeAll(async () => {
  server = await startTestServer({ trustProxy: true });
  client = sessionClient(server);
});
afterAll(() => server?.close());

const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const safari = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

async function signInFrom(email: string, password: string, ip: string, userAgent: string) {
  const answer = await client.request('POST', '/oauth/token', {
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: demoClient.id,
      client_secret: demoClient.secret,
      username: email,
      password,
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip, 'user-agent': userAgent },
  });
  expect(answer.status).toBe(200);
  return { accessToken: String(answer.body.access_token), refreshToken: String(answer.body.refresh_token) };
}

const revoke = (fields: Record<string, string>) =>
  client.request('POST', '/oauth/revoke', {
    body: new URLSearchParams({ client_id: demoClient.id, client_secret: demoClient.secret, ...fields }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('revocation (RFC 7009)', () => {
  it('ends the sign-in of a refresh token: its access token no longer reads /me, and it no longer refreshes', async () => {
    const user = await client.addUser({ email: 'revoke-refresh@example.test', role: 'staff' });
    const tokens = await client.signIn(user.email, user.password);
    const other = await client.signIn(user.email, user.password);
    expect((await revoke({ token: tokens.refreshToken, token_type_hint: 'refresh_token' })).status).toBe(200);
    expect((await client.me(tokens.accessToken)).status).toBe(401);
    expect((await client.refresh(tokens.refreshToken)).status).toBe(400);
    // Another sign-in of the same account goes on.
    expect((await client.me(other.accessToken)).status).toBe(200);
  });

  it('ends the sign-in of an access token, refresh token included', async () => {
    const user = await client.addUser({ email: 'revoke-access@example.test' });
    const tokens = await client.signIn(user.email, user.password);
    expect((await revoke({ token: tokens.accessToken })).status).toBe(200);
    expect((await client.me(tokens.accessToken)).status).toBe(401);
    expect((await client.refresh(tokens.refreshToken)).status).toBe(400);
  });

  it('answers 200 to an unknown or already revoked token, and 401 to a wrong client', async () => {
    expect((await revoke({ token: 'no-such-token' })).status).toBe(200);
    const user = await client.addUser({ email: 'revoke-twice@example.test' });
    const tokens = await client.signIn(user.email, user.password);
    expect((await revoke({ token: tokens.refreshToken })).status).toBe(200);
    expect((await revoke({ token: tokens.refreshToken })).status).toBe(200);
    const wrongClient = await revoke({ token: tokens.accessToken, client_secret: 'guess' });
    expect(wrongClient.status).toBe(401);
    expect(wrongClient.body.error).toBe('invalid_client');
    expect((await revoke({})).status).toBe(400);
  });
});

describe('signed-in devices', () => {
  it('lists each sign-in with its browser, address, first and last use, and ends one or every other', async () => {
    const user = await client.addUser({ email: 'devices@example.test', role: 'staff' });
    const laptop = await signInFrom(user.email, user.password, '198.51.100.7', firefox);
    const phone = await signInFrom(user.email, user.password, '203.0.113.9', safari);
    const office = await signInFrom(user.email, user.password, '192.0.2.1', firefox);

    const listed = await client.request('GET', '/me/sessions', { token: laptop.accessToken });
    expect(listed.status).toBe(200);
    const sessions = listed.body.data as { id: string; browser: string; os: string; ip: string; current: boolean; created_at: string }[];
    expect(sessions).toHaveLength(3);
    expect(sessions.find((session) => session.current)).toMatchObject({ browser: 'Firefox 128', os: 'Linux', ip: '198.51.100.7' });
    const phoneSession = sessions.find((session) => session.ip === '203.0.113.9')!;
    expect(phoneSession).toMatchObject({ browser: 'Safari 17', os: 'macOS', current: false });
    expect(Date.parse(phoneSession.created_at)).not.toBeNaN();

    // The phone is signed out from the laptop: its tokens stop working, the others go on.
    expect((await client.request('DELETE', `/me/sessions/${phoneSession.id}`, { token: laptop.accessToken })).status).toBe(204);
    expect((await client.me(phone.accessToken)).status).toBe(401);
    expect((await client.refresh(phone.refreshToken)).status).toBe(400);
    expect((await client.me(office.accessToken)).status).toBe(200);

    // Every other device: only the laptop stays signed in.
    const ended = await client.request('DELETE', '/me/sessions', { token: laptop.accessToken });
    expect(ended.body.data).toEqual({ ended: 1 });
    expect((await client.me(office.accessToken)).status).toBe(401);
    expect((await client.me(laptop.accessToken)).status).toBe(200);
    expect((await client.request('GET', '/me/sessions', { token: laptop.accessToken })).body.data).toHaveLength(1);
  });

  it("does not end another account's session, and refuses a malformed id", async () => {
    const owner = await client.addUser({ email: 'owner@example.test' });
    const stranger = await client.addUser({ email: 'stranger@example.test' });
    const ownerTokens = await signInFrom(owner.email, owner.password, '198.51.100.20', firefox);
    const strangerTokens = await signInFrom(stranger.email, stranger.password, '198.51.100.21', firefox);
    const [ownerSession] = (await client.request('GET', '/me/sessions', { token: ownerTokens.accessToken })).body.data as { id: string }[];
    expect((await client.request('DELETE', `/me/sessions/${ownerSession.id}`, { token: strangerTokens.accessToken })).status).toBe(404);
    expect((await client.request('DELETE', '/me/sessions/not-an-id', { token: strangerTokens.accessToken })).status).toBe(404);
    expect((await client.me(ownerTokens.accessToken)).status).toBe(200);
  });
});

describe('the security log', () => {
  it('records sign-ins, failures, lockouts and revocations with time, address and browser, and no secret', async () => {
    const user = await client.addUser({ email: 'logged@example.test' });
    const tokens = await signInFrom(user.email, user.password, '198.51.100.30', firefox);
    for (let attempt = 0; attempt < 6; attempt++) {
      await client.request('POST', '/oauth/token', {
        body: new URLSearchParams({
          grant_type: 'password',
          client_id: demoClient.id,
          client_secret: demoClient.secret,
          username: user.email,
          password: 'a-guess',
        }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.66', 'user-agent': safari },
      });
    }
    const other = await signInFrom(user.email, user.password, '198.51.100.31', safari);
    await revoke({ token: other.refreshToken });

    const log = await client.request('GET', '/me/security-log', { token: tokens.accessToken });
    expect(log.status).toBe(200);
    const events = log.body.data as { kind: string; ip: string; browser: string; at: string }[];
    expect(events.map((event) => event.kind)).toEqual([
      'signed_out',
      'signed_in',
      'locked_out',
      'sign_in_failed',
      'sign_in_failed',
      'sign_in_failed',
      'sign_in_failed',
      'sign_in_failed',
      'signed_in',
    ]);
    expect(events[2]).toMatchObject({ ip: '203.0.113.66', browser: 'Safari 17' });
    expect(events.every((event) => !Number.isNaN(Date.parse(event.at)))).toBe(true);
    const text = JSON.stringify(log.body);
    for (const secret of [user.password, 'a-guess', tokens.accessToken, tokens.refreshToken, other.refreshToken])
      expect(text).not.toContain(secret);
    // Another account reads its own log only.
    const stranger = await client.addUser({ email: 'log-stranger@example.test' });
    const strangerTokens = await client.signIn(stranger.email, stranger.password);
    const strangers = (await client.request('GET', '/me/security-log', { token: strangerTokens.accessToken })).body.data as {
      kind: string;
    }[];
    expect(strangers.map((event) => event.kind)).toEqual(['signed_in']);
  });

  it('is pruned of events older than it keeps', async () => {
    const user = await client.addUser({ email: 'pruned@example.test' });
    const tokens = await client.signIn(user.email, user.password);
    await server.context.db.query(
      `insert into auth_security_events (user_id, kind, ip, user_agent, at) values ($1, 'signed_in', '192.0.2.9', '', now() - interval '400 days')`,
      [user.id],
    );
    await pruneSecurityLog(server.context.db, 90);
    const kinds = (await client.request('GET', '/me/security-log', { token: tokens.accessToken })).body.data as { ip: string }[];
    expect(kinds.map((event) => event.ip)).not.toContain('192.0.2.9');
  });
});
