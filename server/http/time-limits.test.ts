/**
 * Slow clients on the real server: a body that does not arrive in time ends with 408 where no
 * token was given, a signed-in upload is not held to that time, and a connection kept alive is
 * closed within the idle timeout it says.
 */
import { connect, type Socket } from 'node:net';
import { startTestServer, type TestServer } from '../testing.test-support';
import { staffClient, type StaffClient } from '../items/test-data.test-support';
import { inEnglish } from '../i18n/texts';
import { bodyTooSlowMessage } from './time-limits';

let server: TestServer;
let staff: StaffClient;

beforeAll(async () => {
  server = await startTestServer({ bodyDeadlineMs: 300, idleTimeoutMs: 30_000 });
  staff = await staffClient(server);
});
afterAll(() => server?.close());

interface RawExchange {
  socket: Socket;
  /** Everything the server sent until it closed the connection. */
  closed: Promise<string>;
  /** The first answer's head and body as far as they came. */
  answered: Promise<string>;
}

/** A request written by hand, its body left to the test. */
function rawRequest(head: string): RawExchange {
  const { port } = new URL(server.baseUrl);
  const socket = connect(Number(port), '127.0.0.1');
  let received = '';
  let onData: (() => void) | undefined;
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString();
    onData?.();
  });
  socket.on('error', () => {});
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  const answered = new Promise<string>((resolve) => {
    onData = () => {
      if (/\r\n\r\n[\s\S]*\}/.test(received)) resolve(received);
    };
    void closed.then(resolve);
  });
  socket.write(head);
  return { socket, closed, answered };
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);

describe('a body that does not arrive in time', () => {
  it.each([
    ['/oauth/token', 'application/x-www-form-urlencoded', 'grant_type=password&username=a'],
    ['/password/forgot', 'application/json', '{"email":"a'],
  ])('on %s is answered 408 and its connection closed', async (route, type, start) => {
    const exchange = rawRequest(
      `POST /api/v1${route} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\nContent-Length: 100000\r\n\r\n${start}`,
    );
    const answer = await exchange.closed;
    expect(statusOf(answer)).toBe(408);
    expect(answer).toContain(JSON.stringify({ message: inEnglish(bodyTooSlowMessage) }));
  });

  it('refused before it is read, is not waited for', async () => {
    const exchange = rawRequest(
      'POST /api/v1/admin/exercises HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"a":',
    );
    expect(statusOf(await exchange.answered)).toBe(401);
    // The rest of the body would keep the connection busy: it is closed instead.
    await exchange.closed;
  });

  it('does not cut a signed-in upload, which may take longer', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const head = '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n';
    const tail = '\r\n--XYZ--\r\n';
    const body = Buffer.concat([Buffer.from(head), png, Buffer.from(tail)]);
    const upload = rawRequest(
      `POST /api/v1/admin/media HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${staff.token}\r\n` +
        `Content-Type: multipart/form-data; boundary=XYZ\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    upload.socket.write(body.subarray(0, head.length));
    // Another, unauthenticated, slow body started after it is cut: the upload has outlived the body deadline.
    const slow = rawRequest(
      `POST /api/v1/oauth/token HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 10\r\n\r\nx`,
    );
    expect(statusOf(await slow.closed)).toBe(408);
    upload.socket.write(body.subarray(head.length));
    expect(statusOf(await upload.answered)).toBe(201);
    upload.socket.destroy();
  });
});

describe('a connection kept alive', () => {
  it('says it is closed within the idle timeout', async () => {
    const response = await fetch(`${server.apiUrl}/openapi.json`);
    await response.arrayBuffer();
    expect(response.headers.get('keep-alive')).toBe('timeout=30');
  });
});
