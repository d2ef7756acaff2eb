/** A stalled upload is cut after the idle timeout, and its temporary file is removed. */
import { connect } from 'node:net';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { startTestServer, type TestServer } from '../testing.test-support';
import { staffClient, type StaffClient } from '../items/test-data.test-support';

let server: TestServer;
let staff: StaffClient;

beforeAll(async () => {
  server = await startTestServer({ idleTimeoutMs: 500 });
  staff = await staffClient(server);
});
afterAll(() => server?.close());

const incomingFiles = () => readdir(path.join(server.context.config.dataDir, 'incoming')).catch(() => [] as string[]);

it('cuts a body that stops arriving and removes the temporary file of its upload', async () => {
  const { port } = new URL(server.baseUrl);
  const socket = connect(Number(port), '127.0.0.1');
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => {});
  const head = '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n';
  const firstBytes = Buffer.concat([Buffer.from(head), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4096)]);
  socket.write(
    `POST /api/v1/admin/media HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${staff.token}\r\n` +
      `Content-Type: multipart/form-data; boundary=XYZ\r\nContent-Length: ${firstBytes.length + 1_000_000}\r\n\r\n`,
  );
  socket.write(firstBytes);
  // The upload has begun: its temporary file exists while the body is awaited.
  await expect.poll(incomingFiles).toHaveLength(1);
  // Then nothing more is sent: the server cuts the connection and the file goes.
  await closed;
  await expect.poll(incomingFiles).toEqual([]);
  expect((await server.context.db.query('select count(*)::int as count from media')).rows[0]).toEqual({ count: 0 });
});
