/**
 * `npm run probe -- --url http://127.0.0.1:8000`: the hostile client's findings (saved views' bad
 * input, revocation, a slow body, a search of many words, an upload over its limit, a 429's
 * Retry-After, the API's headers, keep-alive, CORS) tried again against a running server with the
 * demo accounts (`npm start`), one line each with what was expected beside what it answered.
 * Findings a client cannot see (the log, a damaged data folder) name the test that covers them.
 */
import { connect } from 'node:net';
import { readFile } from 'node:fs/promises';
import { demoClient, demoStaff } from '../server/config';

const given = process.argv.indexOf('--url');
const url = given > 0 && process.argv[given + 1] ? process.argv[given + 1]! : 'http://127.0.0.1:8000';
const api = `${url.replace(/\/$/, '')}/api/v1`;
const rows: [finding: string, expected: string, found: string, ok: boolean][] = [];
const note = (finding: string, expected: string, found: string, ok: boolean) => rows.push([finding, expected, found, ok]);

const form = (fields: Record<string, string>) =>
  new URLSearchParams({ client_id: demoClient.id, client_secret: demoClient.secret, ...fields });

async function signIn(): Promise<{ access_token: string; refresh_token: string }> {
  const response = await fetch(`${api}/oauth/token`, {
    method: 'POST',
    body: form({ grant_type: 'password', username: demoStaff.email, password: demoStaff.password }),
  });
  if (response.status !== 200)
    throw new Error(`signing in as ${demoStaff.email} answered ${response.status}: run the server with its demo accounts`);
  return (await response.json()) as { access_token: string; refresh_token: string };
}

async function savedViews(token: string) {
  const statuses: number[] = [];
  const deep = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
  const bodies = [
    JSON.stringify({ resource: 'exercises', name: 'a\u0000b', state: { filter: {} } }),
    JSON.stringify({ resource: 'exercises', name: 'a\ud800b', state: { filter: {} } }),
    JSON.stringify({ resource: 'exercises', name: 'probe', state: { filter: { q: 'a\u0000b' } } }),
    JSON.stringify({ resource: 'exercises', name: 'probe', state: { filter: { q: '\ud800' } } }),
    `{"resource":"exercises","name":"probe","state":{"filter":{"q":${deep}}}}`,
  ];
  for (const body of bodies) {
    const response = await fetch(`${api}/admin/saved-views`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
    });
    statuses.push(response.status);
    await response.arrayBuffer();
  }
  note(
    'saved views: NUL, lone surrogate, 10,000 deep',
    'all 422',
    statuses.join(' '),
    statuses.every((status) => status === 422),
  );
}

async function revocation() {
  const tokens = await signIn();
  const revoked = await fetch(`${api}/oauth/revoke`, { method: 'POST', body: form({ token: tokens.refresh_token }) });
  const me = await fetch(`${api}/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
  const refresh = await fetch(`${api}/oauth/token`, {
    method: 'POST',
    body: form({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token }),
  });
  const unknown = await fetch(`${api}/oauth/revoke`, { method: 'POST', body: form({ token: 'no-such-token' }) });
  const found = `revoke ${revoked.status}, old access /me ${me.status}, old refresh ${refresh.status}, unknown token ${unknown.status}`;
  note(
    'sign-out revokes (RFC 7009)',
    'revoke 200, /me 401, refresh 400, unknown 200',
    found,
    revoked.status === 200 && me.status === 401 && refresh.status === 400 && unknown.status === 200,
  );
}

/** A body sent a byte every 2 s: the status line, and how long the server held it. */
function slowBody(path: string): Promise<{ status: string; seconds: number }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(Number(port || 80), hostname);
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('error', () => undefined);
    socket.write(
      `POST /api/v1${path} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100000\r\n\r\n`,
    );
    const trickle = setInterval(() => socket.write('a'), 2_000);
    const giveUp = setTimeout(() => socket.destroy(), 60_000);
    socket.once('close', () => {
      clearInterval(trickle);
      clearTimeout(giveUp);
      resolve({ status: received.split('\r\n', 1)[0] || 'closed without an answer', seconds: (performance.now() - started) / 1000 });
    });
  });
}

async function slowBodies() {
  for (const path of ['/oauth/token', '/password/forgot']) {
    const { status, seconds } = await slowBody(path);
    note(`slow body on ${path}`, '408 within 10 s', `${status} after ${seconds.toFixed(1)} s`, status.includes(' 408 ') && seconds <= 11);
  }
}

async function searches(token: string) {
  for (const count of [2_000, 32]) {
    const search = Array.from({ length: count }, (_, index) => `w${index}`).join(' ');
    const started = performance.now();
    const response = await fetch(`${api}/admin/exercises?search=${encodeURIComponent(search)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await response.arrayBuffer();
    const seconds = (performance.now() - started) / 1000;
    const expected = count > 32 ? 422 : 200;
    note(
      `search of ${count} words`,
      `${expected}, well under a second`,
      `${response.status} in ${seconds.toFixed(2)} s`,
      response.status === expected && seconds < 1,
    );
  }
}

async function uploadOverLimit(token: string) {
  const png = new Uint8Array(10 * 1024 * 1024 + 1);
  png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const body = new FormData();
  body.append('file', new Blob([png], { type: 'image/png' }), 'large.png');
  const response = await fetch(`${api}/admin/media`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body });
  await response.arrayBuffer();
  note('upload over the image limit (10 MB)', '413', String(response.status), response.status === 413);
}

async function tooManyRequests() {
  let response: Response | undefined;
  for (let attempt = 0; attempt < 8 && response?.status !== 429; attempt++) {
    response = await fetch(`${api}/oauth/token`, {
      method: 'POST',
      body: form({ grant_type: 'password', username: 'probe@example.test', password: 'guess' }),
    });
    await response.arrayBuffer();
  }
  const retryAfter = response?.headers.get('retry-after');
  note(
    '429 says when to try again',
    '429 with Retry-After',
    `${response?.status} Retry-After: ${retryAfter ?? 'none'}`,
    response?.status === 429 && !!retryAfter,
  );
}

async function headers(token: string) {
  const response = await fetch(`${api}/me`, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  const nosniff = response.headers.get('x-content-type-options');
  note('API answers not sniffed', 'X-Content-Type-Options: nosniff', String(nosniff), nosniff === 'nosniff');
  const keepAlive = response.headers.get('keep-alive');
  note('idle keep-alive', 'timeout=30 at most', String(keepAlive), Number(/timeout=(\d+)/.exec(keepAlive ?? '')?.[1]) <= 30);
  const preflight = await fetch(`${api}/me`, {
    method: 'OPTIONS',
    headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
  });
  await preflight.arrayBuffer();
  const allowed = preflight.headers.get('access-control-allow-origin');
  note('CORS for the dev origin :5173', 'not allowed', allowed ?? 'not allowed', allowed === null);
}

async function docs() {
  const text = await readFile(new URL('../docs/api.md', import.meta.url), 'utf8');
  const named = text.includes('## Saved views: `/admin/saved-views`');
  note('docs/api.md names /admin/saved-views', 'named', named ? 'named' : 'not named', named);
}

async function main() {
  const { access_token: token } = await signIn();
  await savedViews(token);
  await revocation();
  await searches(token);
  await uploadOverLimit(token);
  await headers(token);
  await docs();
  await tooManyRequests();
  await slowBodies();
  note('tokens never logged, queries redacted', 'see test', 'server/observability/logging.test.ts', true);
  note('a damaged data folder', 'see test', 'server/db/embedded-postgres.test.ts', true);
  note('a request past its deadline', 'see test', 'server/http/request-deadline.test.ts (503, statement cancelled)', true);
  console.log(`Probe of ${url}\n`);
  console.log('| finding | expected | found | |\n|---|---|---|---|');
  for (const [finding, expected, found, ok] of rows) console.log(`| ${finding} | ${expected} | ${found} | ${ok ? 'ok' : 'NOT MET'} |`);
  process.exitCode = rows.every(([, , , ok]) => ok) ? 0 : 1;
}

await main();
