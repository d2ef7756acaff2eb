import { startTestServer, type TestServer } from '../testing.test-support';
import { readOutbox } from './mail';
import { sessionClient, type SessionClient } from './session-client.test-support';

/** Every kind of token stops working once its lifetime is over (one second here). */
describe('token lifetimes', () => {
  let server: TestServer;
  let client: SessionClient;
  beforeAll(async () => {
    server = await startTestServer({ accessTokenTtlSeconds: 1, refreshTokenTtlSeconds: 1, resetTokenTtlSeconds: 1 });
    client = sessionClient(server);
  });
  afterAll(() => server.close());

  const outlive = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 200));

  it('refuses access, refresh and reset tokens after their lifetime', async () => {
    const user = await client.addUser({ email: 'expiring@example.test' });
    const session = await client.signIn(user.email, user.password);
    expect((await client.me(session.accessToken)).status).toBe(200);
    await client.request('POST', '/password/forgot', { body: { email: user.email } });
    await server.context.background!.idle();
    const [mail] = await readOutbox(server.context.config.dataDir);
    const token = decodeURIComponent(new URL(mail.resetUrl).pathname.split('/').pop()!);

    await outlive(1);

    expect(await client.me(session.accessToken)).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
    expect((await client.refresh(session.refreshToken)).body).toMatchObject({ error: 'invalid_grant' });
    const reset = await client.request('POST', '/password/reset', { body: { token, email: user.email, password: 'too-late-password' } });
    expect(reset).toEqual({ status: 400, body: { message: 'This is not a valid link to reset your password. Please request a new one.' } });
    await client.signIn(user.email, user.password);
  });
});
