import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from './testing';

let server: TestServer;
let adminDist: string;
const adminOrigin = 'http://admin.example.test';
const indexHtml = '<!doctype html><title>Football admin</title><div id="root"></div>';

beforeAll(async () => {
  adminDist = await mkdtemp(path.join(os.tmpdir(), 'admin-dist-'));
  await mkdir(path.join(adminDist, 'assets'));
  await writeFile(path.join(adminDist, 'index.html'), indexHtml);
  await writeFile(path.join(adminDist, 'assets', 'app.js'), 'console.log("admin")');
  server = await startTestServer({ adminDist, adminOrigins: [adminOrigin] });
});
afterAll(async () => {
  await server?.close();
  await rm(adminDist, { recursive: true, force: true });
});

describe('the built admin', () => {
  it.each(['/', '/exercises', '/exercises/123/edit/video', '/reset-password/some-token', '/export'])('answers %s with the entry page', async (page) => {
    const response = await fetch(server.baseUrl + page);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toBe(indexHtml);
  });

  it('serves its files', async () => {
    const response = await fetch(`${server.baseUrl}/assets/app.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log("admin")');
  });

  it.each([
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
});

describe('CORS', () => {
  it('lets the configured admin origin call the API with credentials', async () => {
    const response = await fetch(`${server.apiUrl}/admin/exercises`, {
      method: 'OPTIONS',
      headers: { origin: adminOrigin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,content-type' },
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
