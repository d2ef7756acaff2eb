/**
 * Refresh-token reuse: the tokens of one sign-in are a family. A rotated refresh token offered
 * again within the grace window (tabs racing) is refused and harms nobody; after it, someone
 * holds a copy, and every token of the family stops working. Other sign-ins are untouched.
 */
import { startTestServer, type TestServer } from '../testing.test-support';
import { sessionClient, type SessionClient } from './session-client.test-support';

let server: TestServer;
let client: SessionClient;

beforeAll(async () => {
  server = await startTestServer({ refreshReuseGraceSeconds: 60 });
  client = sessionClient(server);
});
afterAll(() => server.close());

/** Moves the spending of every spent refresh token back past the grace window. */
const passGraceWindow = () =>
  server.context.db.query(`update auth_refresh_tokens set spent_at = spent_at - interval '1 hour' where spent_at is not null`);

it('refuses a reuse within the grace window without revoking anything', async () => {
  const user = await client.addUser({ email: 'racing-tabs@example.test' });
  const first = await client.signIn(user.email, user.password);
  const rotated = await client.refresh(first.refreshToken);
  expect(rotated.status).toBe(200);
  const replay = await client.refresh(first.refreshToken);
  expect(replay.status).toBe(400);
  expect(replay.body.error).toBe('invalid_grant');
  expect((await client.me(String(rotated.body.access_token))).status).toBe(200);
  expect((await client.refresh(String(rotated.body.refresh_token))).status).toBe(200);
});

it('revokes the whole family on a reuse after the grace window, and only that family', async () => {
  const user = await client.addUser({ email: 'stolen@example.test' });
  const stolen = await client.signIn(user.email, user.password);
  const otherDevice = await client.signIn(user.email, user.password);
  const second = await client.refresh(stolen.refreshToken);
  const third = await client.refresh(String(second.body.refresh_token));
  expect(third.status).toBe(200);
  await passGraceWindow();

  expect((await client.refresh(stolen.refreshToken)).status).toBe(400);
  expect((await client.me(String(third.body.access_token))).status).toBe(401);
  expect((await client.refresh(String(third.body.refresh_token))).status).toBe(400);
  // The same user's other sign-in lives on.
  expect((await client.me(otherDevice.accessToken)).status).toBe(200);
  expect((await client.refresh(otherDevice.refreshToken)).status).toBe(200);
});
