/**
 * The failure gate: an address whose session requests keep failing is refused with 429 before
 * any lookup or hash, other addresses are not, and successful answers never count.
 */
import { demoClient } from '../config';
import { startTestServer, type TestServer } from '../testing.test-support';
import { inEnglish } from '../i18n/texts';
import { refusedMessage } from './failure-gate';
import { hashingCounter } from './password';
import { sessionClient, type SessionClient } from './session-client.test-support';

let server: TestServer;
let client: SessionClient;

beforeAll(async () => {
  server = await startTestServer({ trustProxy: true, authFailuresPerAddressPerMinute: 3, authRefusalDelayMs: 20 });
  client = sessionClient(server);
});
afterAll(() => server.close());

const badReset = (from: string) =>
  client.request('POST', '/password/reset', {
    body: { token: 'made-up', email: 'gate@example.test', password: 'a-new-password' },
    headers: { 'x-forwarded-for': from },
  });

const signIn = (from: string, username: string, password: string) =>
  client.request('POST', '/oauth/token', {
    body: { grant_type: 'password', client_id: demoClient.id, client_secret: demoClient.secret, username, password },
    headers: { 'x-forwarded-for': from },
  });

it('refuses an address after its allowance of failures, before any hash, and says why', async () => {
  const user = await client.addUser({ email: 'gate-user@example.test' });
  for (let attempt = 0; attempt < 3; attempt++) expect((await badReset('198.51.100.1')).status).toBe(400);
  const hashesBefore = hashingCounter.derived;
  const refused = await signIn('198.51.100.1', user.email, user.password);
  expect(refused.status).toBe(429);
  expect(refused.body).toMatchObject({ message: expect.stringMatching(/^Too many failed requests from your address/) });
  expect(hashingCounter.derived).toBe(hashesBefore);
  expect(inEnglish(refusedMessage(42))).toContain('42 seconds');
});

it('keeps other addresses out of it', async () => {
  for (let attempt = 0; attempt < 3; attempt++) await badReset('198.51.100.2');
  expect((await badReset('198.51.100.2')).status).toBe(429);
  expect((await badReset('198.51.100.3')).status).toBe(400);
});

it('never counts a successful answer', async () => {
  const user = await client.addUser({ email: 'gate-office@example.test' });
  for (let attempt = 0; attempt < 6; attempt++) expect((await signIn('198.51.100.4', user.email, user.password)).status).toBe(200);
});
