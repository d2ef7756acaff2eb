/**
 * `npm run bench:live` (docs/live.md, "Cost"): the server as `npm start` runs it (embedded
 * PostgreSQL, demo content) in a process of its own; 200 live streams opened on it; the growth of
 * the server's resident memory they cost, and how long a change takes from its save to each
 * stream (p95 over every stream and change), printed beside the targets.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/free-port';
import { languages } from '../resources/languages';
import { demoClient, demoStaff } from '../server/config';
import { buyTicket, openStream, type StreamReader } from '../server/live/stream-reader.test-support';

const streams = 200;
const changes = 20;
const targets = { memoryMb: 50, p95Ms: 1000 };

const everyLanguage = (text: string) => Object.fromEntries(languages.map((language) => [language, text]));

const rssMb = async (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-live-'));
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port), ADMIN_DIST: '', DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const open: StreamReader[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('listening on') && resolve());
      server.once('exit', () => reject(new Error('The server stopped')));
    });
    const apiUrl = `http://127.0.0.1:${port}/api/v1`;
    const signIn = await fetch(`${apiUrl}/oauth/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'password',
        client_id: demoClient.id,
        client_secret: demoClient.secret,
        username: demoStaff.email,
        password: demoStaff.password,
      }),
    });
    const token = ((await signIn.json()) as { access_token: string }).access_token;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    // One write first, so that the server's first change (plans, caches) is not counted as the streams' cost.
    const warm = await fetch(`${apiUrl}/admin/injuries`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: everyLanguage('Warm-up') }),
    });
    if (warm.status !== 201) throw new Error(`A write failed: ${warm.status} ${await warm.text()}`);

    const before = await rssMb(server.pid!);
    for (let index = 0; index < streams; index += 1) {
      const stream = await openStream(apiUrl, await buyTicket(apiUrl, token));
      await stream.next('hello');
      open.push(stream);
    }
    const after = await rssMb(server.pid!);

    const delays: number[] = [];
    for (let change = 0; change < changes; change += 1) {
      const savedAt = performance.now();
      const answer = await fetch(`${apiUrl}/admin/injuries`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          name: everyLanguage(`Bench ${change}`),
        }),
      });
      const { data } = (await answer.json()) as { data: { id: string } };
      const arrived = await Promise.all(open.map((stream) => stream.next('change', (event) => event.items[0]?.id === data.id)));
      delays.push(...arrived.map((event) => event.at - savedAt));
    }
    delays.sort((a, b) => a - b);
    const p95 = delays[Math.floor(delays.length * 0.95)];
    console.log(`live streams: ${streams} open, ${changes} changes, on the embedded PostgreSQL`);
    console.log(`server memory (RSS) with the streams open: +${(after - before).toFixed(1)} MB   target < ${targets.memoryMb} MB`);
    console.log(`change to delivery, p95 over ${delays.length} deliveries: ${p95.toFixed(0)} ms   target < ${targets.p95Ms} ms`);
  } finally {
    for (const stream of open) stream.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
