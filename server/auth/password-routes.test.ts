import { buildServer } from '../app';
import { interceptQueries } from '../db/intercepted-queries.test-support';
import { startTestServer, type TestServer } from '../testing.test-support';
import { readOutbox } from './mail';
import { accountTablesSnapshot, sessionClient, type SessionClient } from './session-client.test-support';

describe('forgot and reset password', () => {
  let server: TestServer;
  let client: SessionClient;
  beforeAll(async () => {
    server = await startTestServer();
    client = sessionClient(server);
  });
  afterAll(() => server.close());

  /** The mails sent so far, once the reset mails queued behind the answers have gone out. */
  const outbox = async () => {
    await server.context.background!.idle();
    return readOutbox(server.context.config.dataDir);
  };
  const forgot = (email: unknown) => client.request('POST', '/password/forgot', { body: { email } });
  const reset = (body: Record<string, unknown>) => client.request('POST', '/password/reset', { body });
  /** The token and address of the link in the newest mail, as the admin's reset screen reads them. */
  async function latestLink() {
    const mails = await outbox();
    const url = new URL(mails[mails.length - 1].resetUrl);
    return { url, token: decodeURIComponent(url.pathname.split('/').pop()!), email: url.searchParams.get('email')! };
  }

  it('does the same work before answering a known and an unknown address (the mail is sent after the answer)', async () => {
    const user = await client.addUser({ email: 'same-work@example.test' });
    const background = server.context.background!;
    const workBeforeAnswer = async (email: string) => {
      const statements: string[] = [];
      const restore = interceptQueries(server.context.db, (sql, run) => {
        statements.push(sql);
        return run();
      });
      background.pause();
      try {
        const answer = await forgot(email);
        return { answer, statements };
      } finally {
        restore();
      }
    };
    const mailsBefore = (await outbox()).length;
    const known = await workBeforeAnswer(user.email);
    const unknown = await workBeforeAnswer('nobody-here@example.test');
    expect(known.answer).toEqual(unknown.answer);
    expect(known.statements).toEqual(unknown.statements);
    expect(known.statements.length).toBeGreaterThan(0);
    expect((await readOutbox(server.context.config.dataDir)).length).toBe(mailsBefore);
    background.resume();
    expect((await outbox()).slice(mailsBefore).map((mail) => mail.to)).toEqual([user.email]);
  });

  it('answers a known and an unknown address alike, and mails only the known one', async () => {
    const user = await client.addUser({ email: 'known@example.test' });
    const mailsBefore = (await outbox()).length;
    const known = await forgot('Known@Example.test');
    const unknown = await forgot('unknown@example.test');
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
    expect(known.body).toEqual({ message: expect.any(String) });

    const mails = (await outbox()).slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: user.email, from: server.context.config.mailFrom, subject: expect.any(String) });
    const { url, email } = await latestLink();
    expect(`${url.origin}${url.pathname}`).toMatch(new RegExp(`^${server.context.config.publicUrl}/reset-password/[A-Za-z0-9_-]+$`));
    expect(email).toBe(user.email);
  });

  it('refuses an invalid address with 422 and sends nothing', async () => {
    const mailsBefore = (await outbox()).length;
    for (const email of ['not-an-email', '', 42, null]) {
      const { status, body } = await forgot(email);
      expect(status).toBe(422);
      expect(body).toMatchObject({ message: expect.any(String), errors: { email: [expect.any(String)] } });
    }
    expect(await outbox()).toHaveLength(mailsBefore);
  });

  it('sets a new password with the mailed link, once, and signs the user out everywhere', async () => {
    const user = await client.addUser({ email: 'resetting@example.test' });
    const session = await client.signIn(user.email, user.password);
    await forgot(user.email);
    const { token, email } = await latestLink();

    const done = await reset({ token, email, password: 'a-brand-new-password' });
    expect(done).toEqual({ status: 200, body: { message: 'Your password has been reset. You can now sign in with your new password.' } });

    expect((await client.me(session.accessToken)).status).toBe(401);
    expect((await client.refresh(session.refreshToken)).body).toMatchObject({ error: 'invalid_grant' });
    expect((await client.token({ grant_type: 'password', username: user.email, password: user.password })).body).toMatchObject({
      error: 'invalid_grant',
    });
    await client.signIn(user.email, 'a-brand-new-password');

    const again = await reset({ token, email, password: 'yet-another-password' });
    expect(again).toEqual({ status: 400, body: { message: 'This is not a valid link to reset your password. Please request a new one.' } });
    await client.signIn(user.email, 'a-brand-new-password');
  });

  it('says whether a link is good when its page opens, spending nothing', async () => {
    const user = await client.addUser({ email: 'checking@example.test' });
    await forgot(user.email);
    const { token, email } = await latestLink();
    const check = (body: Record<string, unknown>) => client.request('POST', '/password/reset/check', { body });
    const before = await accountTablesSnapshot(server);

    expect(await check({ token, email })).toEqual({ status: 200, body: { message: 'This link to reset your password is valid.' } });
    expect(await check({ token, email })).toMatchObject({ status: 200 });
    const invalid = { status: 400, body: { message: 'This is not a valid link to reset your password. Please request a new one.' } };
    expect(await check({ token: `${token}x`, email })).toEqual(invalid);
    expect(await check({ token, email: 'someone-else@example.test' })).toEqual(invalid);
    expect((await check({ token })).status).toBe(422);
    expect(await accountTablesSnapshot(server)).toBe(before);

    // Checked, the link still resets the password, once.
    expect((await reset({ token, email, password: 'a-checked-password' })).status).toBe(200);
    expect(await check({ token, email })).toEqual(invalid);
  });

  it('keeps only the newest link working', async () => {
    const user = await client.addUser({ email: 'twice@example.test' });
    await forgot(user.email);
    const older = await latestLink();
    await forgot(user.email);
    const newer = await latestLink();
    expect(newer.token).not.toBe(older.token);
    expect((await reset({ token: older.token, email: user.email, password: 'password-from-old-link' })).status).toBe(400);
    expect((await reset({ token: newer.token, email: user.email, password: 'password-from-new-link' })).status).toBe(200);
  });

  it('refuses a token with another address or bad fields, and leaves the token usable', async () => {
    const user = await client.addUser({ email: 'owner@example.test' });
    const other = await client.addUser({ email: 'intruder@example.test' });
    await forgot(user.email);
    const { token } = await latestLink();
    const before = await accountTablesSnapshot(server);

    const otherAddress = await reset({ token, email: other.email, password: 'intruders-password' });
    expect(otherAddress).toEqual({
      status: 400,
      body: { message: 'This is not a valid link to reset your password. Please request a new one.' },
    });
    const tooShort = await reset({ token, email: user.email, password: 'short' });
    expect(tooShort.status).toBe(422);
    expect(tooShort.body).toMatchObject({ errors: { password: ['Must be 8 characters at least'] } });
    expect(await accountTablesSnapshot(server)).toBe(before);

    expect((await reset({ token, email: user.email, password: 'the-owners-password' })).status).toBe(200);
    await client.signIn(user.email, 'the-owners-password');
    await client.signIn(other.email, other.password);
  });

  describe('asked too often', () => {
    const limit = 5;

    it('answers 429 past the hourly limit per e-mail and address, for known and unknown addresses alike, and mails no more', async () => {
      expect(server.context.config.passwordResetRequestsPerHour).toBe(limit);
      const user = await client.addUser({ email: 'flooded@example.test' });
      const mailsBefore = (await outbox()).length;
      for (const email of [user.email, 'nobody-flooded@example.test']) {
        for (let request = 0; request < limit; request++) expect((await forgot(email)).status).toBe(200);
        const refused = await forgot(email.toUpperCase());
        expect(refused).toEqual({
          status: 429,
          body: { message: expect.stringMatching(/^Too many requests for a reset link\. Please try again in \d+ minutes\.$/) },
        });
      }
      expect((await outbox()).slice(mailsBefore).map((mail) => mail.to)).toEqual(Array(limit).fill(user.email));
    });

    it('counts each e-mail and client address apart, in the database every copy of the server shares', async () => {
      const user = await client.addUser({ email: 'asked-often@example.test' });
      for (let request = 0; request < limit; request++) await forgot(user.email);
      expect((await forgot(user.email)).status).toBe(429);
      // Another address asked from the same client is not held back.
      expect((await forgot('asked-once@example.test')).status).toBe(200);
      // The same address asked from another client is not either, through another copy of the server.
      const secondCopy = await buildServer(server.context);
      try {
        const askFrom = (remoteAddress: string) =>
          secondCopy.inject({ method: 'POST', url: '/api/v1/password/forgot', remoteAddress, payload: { email: user.email } });
        expect((await askFrom('203.0.113.7')).statusCode).toBe(200);
        expect((await askFrom('127.0.0.1')).statusCode).toBe(429);
      } finally {
        await secondCopy.close();
      }
    });

    it('does not count a request refused for its body', async () => {
      for (let request = 0; request <= limit; request++) expect((await forgot('not-an-email')).status).toBe(422);
      const { rows } = await server.context.db.query(`select * from auth_password_reset_requests where email = 'not-an-email'`);
      expect(rows).toEqual([]);
    });
  });
});
