import { request as httpRequest } from 'node:http';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressFolder } from '../build/precompress';
import { buildServer } from './app';
import { readConfig } from './config';
import { startTestServer, type TestServer } from './testing.test-support';

let server: TestServer;
let adminDist: string;
const adminOrigin = 'http://admin.example.test';
const indexHtml = '<!doctype html><title>Football admin</title><div id="root"></div>';
/** Big enough for the build to compress it. */
const bundle = `console.log(${JSON.stringify('admin '.repeat(1000))});`;

/** GET without any decoding of the body, as the bytes came. */
function getRaw(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  adminDist = await mkdtemp(path.join(os.tmpdir(), 'admin-dist-'));
  await mkdir(path.join(adminDist, 'assets'));
  await writeFile(path.join(adminDist, 'index.html'), indexHtml);
  await writeFile(path.join(adminDist, 'assets', 'app.js'), 'console.log("admin")');
  await writeFile(path.join(adminDist, 'assets', 'bundle-abc123.js'), bundle);
  await writeFile(path.join(adminDist, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(500)}</svg>`);
  await precompressFolder(adminDist);
  server = await startTestServer({ adminDist, adminOrigins: [adminOrigin] });
});
afterAll(async () => {
  await server?.close();
  await rm(adminDist, { recursive: true, force: true });
});

describe('the built admin', () => {
  it.each(['/', '/exercises', '/exercises/abc/edit/details', '/exercises/123/edit/video', '/reset-password/some-token', '/export'])(
    'answers %s with the entry page, never cached',
    async (page) => {
      const response = await fetch(server.baseUrl + page);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      // It names the current bundles: a cached copy would load the previous build's.
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(indexHtml);
    },
  );

  it('serves its files', async () => {
    const response = await fetch(`${server.baseUrl}/assets/app.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log("admin")');
  });

  it.each([
    ['br', 'gzip, deflate, br', brotliDecompressSync],
    ['gzip', 'gzip, deflate', gunzipSync],
  ])("sends the build's %s copy of a file to a browser that accepts it", async (encoding, acceptEncoding, decode) => {
    const response = await getRaw(`${server.baseUrl}/assets/bundle-abc123.js`, { 'accept-encoding': acceptEncoding });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.body.length).toBeLessThan(bundle.length / 10);
    expect(decode(response.body).toString()).toBe(bundle);
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    const response = await getRaw(`${server.baseUrl}/assets/bundle-abc123.js`, {});
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.body.toString()).toBe(bundle);
  });

  it('lets browsers keep hashed assets for a year without asking again, and revalidate every other file', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const asset = await getRaw(`${server.baseUrl}/assets/bundle-abc123.js`, { 'accept-encoding': encoding });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const icon = await getRaw(`${server.baseUrl}/favicon.svg`, { 'accept-encoding': encoding });
      expect(icon.status).toBe(200);
      expect(icon.headers['cache-control']).toBe('no-cache');
    }
    const entry = await getRaw(`${server.baseUrl}/login`, { 'accept-encoding': 'br' });
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.body.toString()).toBe(indexHtml);
  });

  it.each([
    ['GET', '/api/unknown'],
    ['GET', '/api/v1/nothing'],
    ['GET', '/api/v2/admin/exercises'],
    ['GET', '/api'],
    ['POST', '/exercises'],
    ['DELETE', '/'],
  ])('answers %s %s with a JSON 404', async (method, page) => {
    const response = await fetch(server.baseUrl + page, { method });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });

  it.each(['/media', '/media/unknown.png', '/media/00000000-0000-0000-0000-000000000000/photo.jpg'])(
    'answers an unknown file %s with a JSON 404, not the entry page',
    async (page) => {
      const response = await fetch(server.baseUrl + page);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: expect.any(String) });
    },
  );
});

describe('CORS', () => {
  it('lets the configured admin origin call the API with credentials', async () => {
    const response = await fetch(`${server.apiUrl}/admin/exercises`, {
      method: 'OPTIONS',
      headers: {
        origin: adminOrigin,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe(adminOrigin);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-methods')).toContain('PUT');
  });

  it('does not let another origin read answers', async () => {
    const response = await fetch(`${server.apiUrl}/admin/exercises`, { headers: { origin: 'http://evil.example.test' } });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('behind a proxy', () => {
  /**
   * The client address the per-address limits count for a request that a proxy at 10.0.0.2
   * forwarded, by the server started with `TRUST_PROXY` (as the request-count row records it).
   */
  async function countedAddress(trustProxy: string | undefined, email: string): Promise<string[]> {
    const { trustProxy: trusted } = readConfig({ TRUST_PROXY: trustProxy });
    const app = await buildServer({ ...server.context, config: { ...server.context.config, trustProxy: trusted } });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/password/forgot',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' },
        payload: { email },
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await app.close();
    }
    const { rows } = await server.context.db.query<{ ip: string }>('select ip from auth_password_reset_requests where email = $1', [email]);
    return rows.map((row) => row.ip);
  }

  it('believes no X-Forwarded-For by default: the proxy is the client', async () => {
    expect(await countedAddress(undefined, 'default@proxy.test')).toEqual(['10.0.0.2']);
    expect(await countedAddress('false', 'off@proxy.test')).toEqual(['10.0.0.2']);
  });

  it('takes the client the trusted proxies name', async () => {
    // The address the proxy saw, not what the client claimed before it.
    expect(await countedAddress('10.0.0.0/8, 192.168.0.0/16', 'listed@proxy.test')).toEqual(['203.0.113.9']);
    expect(await countedAddress('true', 'everyone@proxy.test')).toEqual(['198.51.100.1']);
  });
});
