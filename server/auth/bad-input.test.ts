import { demoClient } from '../config';
import { startTestServer, type TestServer } from '../testing.test-support';
import { accountTablesSnapshot, sessionClient, type SessionClient } from './session-client.test-support';

interface BadRequest {
  name: string;
  method: string;
  path: string;
  body?: unknown;
  contentType?: string;
  /** Sent with the signed-in user's access token. */
  signedIn?: boolean;
  status: number;
}

const clientFields = { client_id: demoClient.id, client_secret: demoClient.secret };
const json = 'application/json';
const form = 'application/x-www-form-urlencoded';

const badRequests: BadRequest[] = [
  { name: 'token: no body', method: 'POST', path: '/oauth/token', status: 400 },
  { name: 'token: empty form', method: 'POST', path: '/oauth/token', body: '', contentType: form, status: 400 },
  { name: 'token: malformed JSON', method: 'POST', path: '/oauth/token', body: '{"grant_type":', contentType: json, status: 400 },
  { name: 'token: JSON list', method: 'POST', path: '/oauth/token', body: '[]', contentType: json, status: 400 },
  { name: 'token: JSON string', method: 'POST', path: '/oauth/token', body: '"password"', contentType: json, status: 400 },
  { name: 'token: JSON null', method: 'POST', path: '/oauth/token', body: 'null', contentType: json, status: 400 },
  { name: 'token: plain text', method: 'POST', path: '/oauth/token', body: 'grant_type=password', contentType: 'text/plain', status: 400 },
  {
    name: 'token: unknown content type',
    method: 'POST',
    path: '/oauth/token',
    body: '<grant/>',
    contentType: 'application/xml',
    status: 415,
  },
  {
    name: 'token: grant as a number',
    method: 'POST',
    path: '/oauth/token',
    body: JSON.stringify({ ...clientFields, grant_type: 1 }),
    contentType: json,
    status: 400,
  },
  {
    name: 'token: grant repeated',
    method: 'POST',
    path: '/oauth/token',
    body: 'grant_type=password&grant_type=password',
    contentType: form,
    status: 400,
  },
  {
    name: 'token: unknown grant',
    method: 'POST',
    path: '/oauth/token',
    body: JSON.stringify({ ...clientFields, grant_type: 'implicit' }),
    contentType: json,
    status: 400,
  },
  {
    name: 'token: no client',
    method: 'POST',
    path: '/oauth/token',
    body: 'grant_type=password&username=a%40b.test&password=x',
    contentType: form,
    status: 400,
  },
  {
    name: 'token: client id as object',
    method: 'POST',
    path: '/oauth/token',
    body: JSON.stringify({ ...clientFields, grant_type: 'password', client_id: { id: 1 } }),
    contentType: json,
    status: 400,
  },
  {
    name: 'token: username as list',
    method: 'POST',
    path: '/oauth/token',
    body: JSON.stringify({ ...clientFields, grant_type: 'password', username: ['staff@x.test'], password: 'x' }),
    contentType: json,
    status: 400,
  },
  {
    name: 'token: password as number',
    method: 'POST',
    path: '/oauth/token',
    body: JSON.stringify({ ...clientFields, grant_type: 'password', username: 'staff@x.test', password: 12345678 }),
    contentType: json,
    status: 400,
  },
  {
    name: 'token: no refresh token',
    method: 'POST',
    path: '/oauth/token',
    body: JSON.stringify({ ...clientFields, grant_type: 'refresh_token' }),
    contentType: json,
    status: 400,
  },
  {
    name: 'token: refresh token as boolean',
    method: 'POST',
    path: '/oauth/token',
    body: JSON.stringify({ ...clientFields, grant_type: 'refresh_token', refresh_token: true }),
    contentType: json,
    status: 400,
  },
  {
    name: 'token: username of 3 KB',
    method: 'POST',
    path: '/oauth/token',
    body: JSON.stringify({ ...clientFields, grant_type: 'password', username: `${'a'.repeat(3000)}@x.test`, password: 'x' }),
    contentType: json,
    status: 400,
  },
  {
    name: 'token: username with NUL',
    method: 'POST',
    path: '/oauth/token',
    body: JSON.stringify({ ...clientFields, grant_type: 'password', username: 'staff\u0000@x.test', password: 'x' }),
    contentType: json,
    status: 400,
  },
  {
    name: 'token: password of 1 MB',
    method: 'POST',
    path: '/oauth/token',
    body: JSON.stringify({ ...clientFields, grant_type: 'password', username: 'staff@x.test', password: 'x'.repeat(1_000_000) }),
    contentType: json,
    status: 400,
  },
  { name: 'me: no body, no token', method: 'DELETE', path: '/me', status: 401 },
  { name: 'delete me: no body', method: 'DELETE', path: '/me', signedIn: true, status: 422 },
  { name: 'delete me: malformed JSON', method: 'DELETE', path: '/me', body: '{"password"', contentType: json, signedIn: true, status: 400 },
  {
    name: 'delete me: JSON list',
    method: 'DELETE',
    path: '/me',
    body: '["a-good-password"]',
    contentType: json,
    signedIn: true,
    status: 422,
  },
  {
    name: 'delete me: password as number',
    method: 'DELETE',
    path: '/me',
    body: '{"password":12345678}',
    contentType: json,
    signedIn: true,
    status: 422,
  },
  {
    name: 'delete me: password null',
    method: 'DELETE',
    path: '/me',
    body: '{"password":null}',
    contentType: json,
    signedIn: true,
    status: 422,
  },
  {
    name: 'delete me: password as list',
    method: 'DELETE',
    path: '/me',
    body: '{"password":["a-good-password"]}',
    contentType: json,
    signedIn: true,
    status: 422,
  },
  { name: 'forgot: no body', method: 'POST', path: '/password/forgot', status: 422 },
  { name: 'forgot: malformed JSON', method: 'POST', path: '/password/forgot', body: '{"email":"a', contentType: json, status: 400 },
  { name: 'forgot: JSON string', method: 'POST', path: '/password/forgot', body: '"staff@x.test"', contentType: json, status: 422 },
  {
    name: 'forgot: e-mail as list',
    method: 'POST',
    path: '/password/forgot',
    body: '{"email":["staff@x.test"]}',
    contentType: json,
    status: 422,
  },
  {
    name: 'forgot: e-mail as object',
    method: 'POST',
    path: '/password/forgot',
    body: '{"email":{"$ne":null}}',
    contentType: json,
    status: 422,
  },
  { name: 'forgot: invalid e-mail', method: 'POST', path: '/password/forgot', body: '{"email":"staff@"}', contentType: json, status: 422 },
  {
    name: 'forgot: e-mail of 3 KB',
    method: 'POST',
    path: '/password/forgot',
    body: JSON.stringify({ email: `${'a'.repeat(3000)}@x.test` }),
    contentType: json,
    status: 422,
  },
  {
    name: 'forgot: e-mail with NUL',
    method: 'POST',
    path: '/password/forgot',
    body: JSON.stringify({ email: 'staff\u0000@x.test' }),
    contentType: json,
    status: 422,
  },
  { name: 'reset: no body', method: 'POST', path: '/password/reset', status: 422 },
  { name: 'reset: malformed JSON', method: 'POST', path: '/password/reset', body: '{', contentType: json, status: 400 },
  {
    name: 'reset: token as number',
    method: 'POST',
    path: '/password/reset',
    body: '{"token":1,"email":"staff@x.test","password":"long-enough"}',
    contentType: json,
    status: 422,
  },
  {
    name: 'reset: invalid e-mail',
    method: 'POST',
    path: '/password/reset',
    body: '{"token":"t","email":"nope","password":"long-enough"}',
    contentType: json,
    status: 422,
  },
  {
    name: 'reset: short password',
    method: 'POST',
    path: '/password/reset',
    body: '{"token":"t","email":"staff@x.test","password":"short"}',
    contentType: json,
    status: 422,
  },
  {
    name: 'reset: unknown token',
    method: 'POST',
    path: '/password/reset',
    body: '{"token":"made-up","email":"staff@x.test","password":"long-enough"}',
    contentType: json,
    status: 400,
  },
  {
    name: 'reset: huge token',
    method: 'POST',
    path: '/password/reset',
    body: JSON.stringify({ token: 'x'.repeat(100_000), email: 'staff@x.test', password: 'long-enough' }),
    contentType: json,
    status: 400,
  },
];

describe('bad input to the session routes', () => {
  let server: TestServer;
  let client: SessionClient;
  let accessToken: string;
  beforeAll(async () => {
    server = await startTestServer();
    client = sessionClient(server);
    const user = await client.addUser({ email: 'staff@x.test', role: 'staff' });
    ({ accessToken } = await client.signIn(user.email, user.password));
    // A pending reset link, so that a bad reset request could do harm if it were let through.
    await client.request('POST', '/password/forgot', { body: { email: user.email } });
    // The link is written after the answer (password-routes.ts): in place before the first snapshot,
    // not between a case's two.
    await server.context.background!.idle();
  });
  afterAll(() => server.close());

  it.each(badRequests)('$name: answers $status with a message and changes nothing', async (bad) => {
    const before = await accountTablesSnapshot(server);
    const { status, body } = await client.request(bad.method, bad.path, {
      body: bad.body,
      token: bad.signedIn ? accessToken : undefined,
      headers: bad.contentType ? { 'content-type': bad.contentType } : {},
    });
    expect(status).toBe(bad.status);
    expect(body.message).toEqual(expect.any(String));
    expect(await accountTablesSnapshot(server)).toBe(before);
  });
});
