/** The security headers on the admin's pages and on media, and a multi-select's repeated choice folded. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from '../testing.test-support';
import { bodies, sampleFiles, staffClient, upload, type StaffClient } from '../items/test-data.test-support';
import { connectOrigins, contentSecurityPolicy } from './security-headers';

let server: TestServer;
let staff: StaffClient;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'admin-dist-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Pitchside</title><div id="root"></div>');
  server = await startTestServer({ adminDist: dist, cspConnectOrigins: ['https://errors.example.test'] });
  staff = await staffClient(server);
});
afterAll(async () => {
  await server?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the admin pages', () => {
  it.each(['/', '/exercises', '/reset-password/abc'])('%s: a strict policy, no framing, no referrer, no device features', async (page) => {
    const response = await fetch(server.baseUrl + page);
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy')!;
    expect(policy).toBe(contentSecurityPolicy(['https://errors.example.test']));
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("connect-src 'self' https://errors.example.test");
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('allows only its own origin to connect by default', () => {
    expect(contentSecurityPolicy()).toContain("connect-src 'self';");
  });

  it('lets the admin reach the error-reporting host its build was given, and no other', () => {
    const origins = connectOrigins({ cspConnectOrigins: [], adminErrorReportingOrigin: 'https://ingest.example.test' });
    expect(contentSecurityPolicy(origins)).toContain("connect-src 'self' https://ingest.example.test;");
  });
});

describe('the API', () => {
  it.each([
    ['an answer', '/me', 200],
    ['a refusal', '/admin/exercises', 401],
    ['an unknown route', '/nothing-here', 404],
  ])('%s is never sniffed as another type and never framed', async (_, route, status) => {
    const response = await fetch(server.apiUrl + route, { headers: route === '/me' ? { authorization: `Bearer ${staff.token}` } : {} });
    expect(response.status).toBe(status);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    await response.arrayBuffer();
  });
});

describe('media', () => {
  it('is never sniffed, runs nothing, and names its file safely', async () => {
    const answer = await upload(server, staff.token, { ...sampleFiles.png, name: 'Spielfeld "groß".png' });
    const media = (answer.body as any).data;
    const response = await fetch(media.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="${media.file_name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(media.file_name)}`,
    );
  });
});

describe('links and choices', () => {
  it('refuses javascript: and data: links', async () => {
    for (const link of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>']) {
      const answer = await staff.request('POST', '/admin/referrals', bodies.referral('Club', { link }));
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ link: ['Must be a valid URL'] });
    }
  });

  it('stores a repeated choice of a multi-select once', async () => {
    const created = await staff.create('exercises', bodies.exercise('Push-up', { types: ['push', 'push', 'pull', 'push'] }));
    expect(created.types).toEqual(['push', 'pull']);
  });
});
