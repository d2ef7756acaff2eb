/**
 * A second factor: enrolment with the password and a first code, the password grant answered
 * with a challenge, a wrong code, a code replayed in its window, recovery codes good once and
 * renewed with the password, the tries limited as passwords are; and the setting that requires it of every staff account.
 */
import { generate } from 'otplib';
import { startTestServer, type TestServer } from '../testing.test-support';
import { secondFactorGrantType } from './token-route';
import { sessionClient, type SessionClient } from './session-client.test-support';

let server: TestServer;
let client: SessionClient;

beforeAll(async () => {
  server = await startTestServer({ signInAttemptsPerMinute: 5 });
  client = sessionClient(server);
});
afterAll(() => server?.close());

/** A signed-in account with its second factor on: its secret and recovery codes. */
async function enrolled(email: string) {
  const user = await client.addUser({ email, role: 'staff' });
  const { accessToken } = await client.signIn(user.email, user.password);
  const enrolment = await client.request('POST', '/me/second-factor/enrolment', { token: accessToken, body: { password: user.password } });
  expect(enrolment.status).toBe(200);
  const { secret, uri, qr_code } = enrolment.body.data as { secret: string; uri: string; qr_code: string };
  expect(uri).toMatch(/^otpauth:\/\/totp\/Pitchside:/);
  expect(qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
  const confirmed = await client.request('POST', '/me/second-factor', { token: accessToken, body: { code: await generate({ secret }) } });
  expect(confirmed.status).toBe(200);
  const recoveryCodes = (confirmed.body.data as { recovery_codes: string[] }).recovery_codes;
  return { user, secret, recoveryCodes, accessToken };
}

const passwordGrant = (username: string, password: string) => client.token({ grant_type: 'password', username, password });
const secondStep = (mfaToken: string, fields: Record<string, string>) =>
  client.token({ grant_type: secondFactorGrantType, mfa_token: mfaToken, ...fields });

/** The challenge the password grant answers for an account with a second factor. */
async function challenge(username: string, password: string): Promise<string> {
  const answer = await passwordGrant(username, password);
  expect(answer.status).toBe(403);
  expect(answer.body.error).toBe('mfa_required');
  expect(answer.body.access_token).toBeUndefined();
  return String(answer.body.mfa_token);
}

describe('enrolment', () => {
  it('needs the password, then a code of the new secret; ten recovery codes come once', async () => {
    const { user, recoveryCodes, accessToken } = await enrolled('enrol@example.test');
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await client.request('GET', '/me/second-factor', { token: accessToken })).body.data).toEqual({
      enabled: true,
      required: false,
      recovery_codes_left: 10,
    });
    const stored = await server.context.db.query<{ code_hash: string }>('select code_hash from auth_recovery_codes where user_id = $1', [
      user.id,
    ]);
    expect(stored.rows.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);
    const other = await client.addUser({ email: 'enrol-wrong@example.test' });
    const tokens = await client.signIn(other.email, other.password);
    const refused = await client.request('POST', '/me/second-factor/enrolment', { token: tokens.accessToken, body: { password: 'wrong' } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ password: ['The password is incorrect.'] });
  });

  it('refuses a wrong first code and stays off', async () => {
    const user = await client.addUser({ email: 'enrol-code@example.test' });
    const { accessToken } = await client.signIn(user.email, user.password);
    await client.request('POST', '/me/second-factor/enrolment', { token: accessToken, body: { password: user.password } });
    const wrong = await client.request('POST', '/me/second-factor', { token: accessToken, body: { code: '000000' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.code).toBeDefined();
    expect((await client.request('GET', '/me/second-factor', { token: accessToken })).body.data).toMatchObject({ enabled: false });
    expect((await passwordGrant(user.email, user.password)).status).toBe(200);
  });
});

describe('signing in with a second factor', () => {
  it('answers the password with a challenge, and the code with tokens', async () => {
    const { user, secret } = await enrolled('challenge@example.test');
    const mfaToken = await challenge(user.email, user.password);
    // Codes used before (the enrolment's) are spent: the next time step's code is the app's.
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const signedIn = await secondStep(mfaToken, { otp: code });
    expect(signedIn.status).toBe(200);
    expect((await client.me(String(signedIn.body.access_token))).status).toBe(200);
    // The challenge is spent with it.
    expect((await secondStep(mfaToken, { otp: code })).body.error).toBe('expired_token');
  });

  it('refuses a wrong code, and a code replayed in its window', async () => {
    const { user, secret } = await enrolled('replay@example.test');
    const first = await challenge(user.email, user.password);
    const current = await generate({ secret });
    const wrong = await secondStep(first, { otp: current === '123456' ? '654321' : '123456' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: 'invalid_grant', message: 'The code is incorrect.' });
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    expect((await secondStep(first, { otp: code })).status).toBe(200);
    const second = await challenge(user.email, user.password);
    const replayed = await secondStep(second, { otp: code });
    expect(replayed.status).toBe(400);
    expect(replayed.body.error).toBe('invalid_grant');
  });

  it('takes each recovery code once', async () => {
    const { user, recoveryCodes, accessToken } = await enrolled('recovery@example.test');
    const first = await challenge(user.email, user.password);
    expect((await secondStep(first, { recovery_code: recoveryCodes[0].toUpperCase() })).status).toBe(200);
    const second = await challenge(user.email, user.password);
    expect((await secondStep(second, { recovery_code: recoveryCodes[0] })).status).toBe(400);
    expect((await secondStep(second, { recovery_code: recoveryCodes[1] })).status).toBe(200);
    expect((await client.request('GET', '/me/second-factor', { token: accessToken })).body.data).toMatchObject({ recovery_codes_left: 8 });
    const kinds = ((await client.request('GET', '/me/security-log', { token: accessToken })).body.data as { kind: string }[]).map(
      (event) => event.kind,
    );
    expect(kinds).toContain('recovery_code_used');
    expect(kinds).toContain('second_factor_failed');
    expect(kinds).toContain('second_factor_enabled');
  });

  it('gives ten new recovery codes with the password, the old ones void', async () => {
    const { user, recoveryCodes, accessToken } = await enrolled('renew@example.test');
    const renew = (password: string) =>
      client.request('POST', '/me/second-factor/recovery-codes', { token: accessToken, body: { password } });
    const wrong = await renew('a-guess');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ password: ['The password is incorrect.'] });
    const renewed = await renew(user.password);
    expect(renewed.status).toBe(200);
    const newCodes = (renewed.body.data as { recovery_codes: string[] }).recovery_codes;
    expect(newCodes).toHaveLength(10);
    expect(newCodes.filter((code) => recoveryCodes.includes(code))).toEqual([]);
    // The password checks so far were this test's setup, and this file's server allows few a minute.
    await server.context.db.query('delete from auth_sign_in_attempts');
    const first = await challenge(user.email, user.password);
    expect((await secondStep(first, { recovery_code: recoveryCodes[0] })).status).toBe(400);
    expect((await secondStep(first, { recovery_code: newCodes[0] })).status).toBe(200);
    const log = (await client.request('GET', '/me/security-log', { token: accessToken })).body;
    expect((log.data as { kind: string }[]).map((event) => event.kind)).toContain('recovery_codes_renewed');
    for (const code of [...recoveryCodes, ...newCodes]) expect(JSON.stringify(log)).not.toContain(code);
  });

  it('limits the tries as passwords are', async () => {
    const { user } = await enrolled('tries@example.test');
    const mfaToken = await challenge(user.email, user.password);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await secondStep(mfaToken, { otp: '000001' })).status);
    // Counted with the account's other sign-in attempts from this address (its enrolment's among them): refused past the limit.
    expect(statuses[0]).toBe(400);
    expect(statuses).not.toContain(200);
    expect(statuses).toContain(429);
  });

  it('changes nothing for an account without one', async () => {
    const user = await client.addUser({ email: 'plain@example.test' });
    const answer = await passwordGrant(user.email, user.password);
    expect(answer.status).toBe(200);
    expect(answer.body.mfa_token).toBeUndefined();
  });

  it('is removed with the password', async () => {
    const { user, accessToken } = await enrolled('removed@example.test');
    expect((await client.request('DELETE', '/me/second-factor', { token: accessToken, body: { password: 'wrong' } })).status).toBe(422);
    expect((await client.request('DELETE', '/me/second-factor', { token: accessToken, body: { password: user.password } })).status).toBe(
      204,
    );
    expect((await passwordGrant(user.email, user.password)).status).toBe(200);
  });
});

describe('required of staff', () => {
  it('keeps a staff account without one from the content until it sets one up, and lets it sign in to do so', async () => {
    const strict = await startTestServer({ requireStaffSecondFactor: true });
    try {
      const strictClient = sessionClient(strict);
      const staff = await strictClient.addUser({ email: 'strict@example.test', role: 'staff' });
      const { accessToken } = await strictClient.signIn(staff.email, staff.password);
      expect(((await strictClient.me(accessToken)).body.data as Record<string, unknown>).second_factor_required).toBe(true);
      const refused = await strictClient.request('GET', '/admin/authors', { token: accessToken });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe('second_factor_required');
      const enrolment = await strictClient.request('POST', '/me/second-factor/enrolment', {
        token: accessToken,
        body: { password: staff.password },
      });
      const { secret } = enrolment.body.data as { secret: string };
      await strictClient.request('POST', '/me/second-factor', { token: accessToken, body: { code: await generate({ secret }) } });
      expect((await strictClient.request('GET', '/admin/authors', { token: accessToken })).status).toBe(200);
      expect(((await strictClient.me(accessToken)).body.data as Record<string, unknown>).second_factor_required).toBeUndefined();
      expect(
        (await strictClient.request('DELETE', '/me/second-factor', { token: accessToken, body: { password: staff.password } })).status,
      ).toBe(403);
      // A member is not asked.
      const member = await strictClient.addUser({ email: 'strict-member@example.test' });
      const memberTokens = await strictClient.signIn(member.email, member.password);
      expect(
        ((await strictClient.me(memberTokens.accessToken)).body.data as Record<string, unknown>).second_factor_required,
      ).toBeUndefined();
    } finally {
      await strict.close();
    }
  });
});
