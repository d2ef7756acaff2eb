/**
 * A signed-in user's change of password (docs/api.md "Sessions"): the current password checked,
 * the new one under the reset's rules, the other devices signed out unless asked not to, this one
 * kept, and the change in the security log without a secret.
 */
import { startTestServer, type TestServer } from '../testing.test-support';
import { sessionClient, type SessionClient } from './session-client.test-support';

let server: TestServer;
let client: SessionClient;

beforeAll(async () => {
  server = await startTestServer();
  client = sessionClient(server);
});
afterAll(() => server?.close());

const newPassword = 'a-new-password-9';

const change = (token: string, body: Record<string, unknown>) => client.request('PUT', '/me/password', { token, body });

describe('PUT /me/password', () => {
  it('sets the new password, signs out the other devices and keeps this one', async () => {
    const user = await client.addUser({ email: 'change@example.test', role: 'staff' });
    const here = await client.signIn(user.email, user.password);
    const elsewhere = await client.signIn(user.email, user.password);

    const answer = await change(here.accessToken, {
      current_password: user.password,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(answer).toEqual({ status: 200, body: { data: { ended: 1 } } });

    expect((await client.me(here.accessToken)).status).toBe(200);
    expect((await client.refresh(here.refreshToken)).status).toBe(200);
    expect((await client.me(elsewhere.accessToken)).status).toBe(401);
    expect((await client.refresh(elsewhere.refreshToken)).status).toBe(400);
    expect((await client.token({ grant_type: 'password', username: user.email, password: user.password })).status).toBe(400);
    await client.signIn(user.email, newPassword);
  });

  it('keeps the other devices signed in when asked to', async () => {
    const user = await client.addUser({ email: 'change-keep@example.test' });
    const here = await client.signIn(user.email, user.password);
    const elsewhere = await client.signIn(user.email, user.password);
    const answer = await change(here.accessToken, {
      current_password: user.password,
      password: newPassword,
      password_confirmation: newPassword,
      sign_out_other_devices: false,
    });
    expect(answer.body.data).toEqual({ ended: 0 });
    expect((await client.me(elsewhere.accessToken)).status).toBe(200);
    expect((await client.me(here.accessToken)).status).toBe(200);
  });

  it('answers 422 on the current password when it is wrong, and changes nothing', async () => {
    const user = await client.addUser({ email: 'change-wrong@example.test' });
    const here = await client.signIn(user.email, user.password);
    const elsewhere = await client.signIn(user.email, user.password);
    const answer = await change(here.accessToken, {
      current_password: 'a-guess',
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ current_password: ['The password is incorrect.'] });
    expect((await client.me(elsewhere.accessToken)).status).toBe(200);
    await client.signIn(user.email, user.password);
  });

  it('answers 422 on a new password too short, or confirmed differently, before checking the current one', async () => {
    const user = await client.addUser({ email: 'change-weak@example.test' });
    const here = await client.signIn(user.email, user.password);
    const weak = await change(here.accessToken, { current_password: user.password, password: 'short', password_confirmation: 'short' });
    expect(weak.status).toBe(422);
    expect(weak.body.errors).toEqual({ password: ['Must be 8 characters at least'] });
    const mismatch = await change(here.accessToken, {
      current_password: user.password,
      password: newPassword,
      password_confirmation: 'something else',
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual({ password_confirmation: ['Must be the same as the new password'] });
    const missing = await change(here.accessToken, {});
    expect(Object.keys(missing.body.errors ?? {}).sort()).toEqual(['current_password', 'password', 'password_confirmation']);
    await client.signIn(user.email, user.password);
  });

  it('answers 401 without a session, whatever the body', async () => {
    expect((await client.request('PUT', '/me/password', { body: {} })).status).toBe(401);
  });

  it('is in the security log, with no secret', async () => {
    const user = await client.addUser({ email: 'change-log@example.test' });
    const here = await client.signIn(user.email, user.password);
    await change(here.accessToken, { current_password: 'a-guess', password: newPassword, password_confirmation: newPassword });
    await change(here.accessToken, { current_password: user.password, password: newPassword, password_confirmation: newPassword });
    const log = await client.request('GET', '/me/security-log', { token: here.accessToken });
    expect((log.body.data as { kind: string }[]).map((event) => event.kind)).toEqual([
      'other_sessions_ended',
      'password_changed',
      'signed_in',
    ]);
    const text = JSON.stringify(log.body);
    for (const secret of [user.password, newPassword, 'a-guess', here.accessToken]) expect(text).not.toContain(secret);
  });
});
