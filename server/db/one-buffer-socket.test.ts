import net from 'node:net';
import { OneBufferSocket } from './one-buffer-socket';

/** A server on 127.0.0.1 that writes `pieces` to each connection, waiting for `go` before each one after the first. */
async function serverWriting(pieces: Buffer[], go: () => Promise<void>) {
  const server = net.createServer(async (connection) => {
    for (const [index, piece] of pieces.entries()) {
      if (index > 0) await go();
      connection.write(piece);
    }
    connection.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as net.AddressInfo).port, close: () => server.close() };
}

const pieces = [Buffer.from('first read'), Buffer.from('second read'), Buffer.from('third read')];

describe('OneBufferSocket', () => {
  it("passes each read on as 'data' in a buffer of its own while no reader is lent them", async () => {
    const server = await serverWriting(pieces, () => new Promise((resolve) => setTimeout(resolve, 20)));
    const socket = new OneBufferSocket();
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    const ended = new Promise((resolve) => socket.on('close', resolve));
    socket.connect(server.port, '127.0.0.1');
    await ended;
    server.close();
    // Each read kept as it came: views of the socket's buffer would show what the next read wrote there.
    expect(received.map(String)).toEqual(['first read', 'second read', 'third read']);
  });

  it('lends its reads, all in one buffer, to a reader until lent to none', async () => {
    let next: () => void = () => undefined;
    const server = await serverWriting(pieces, () => new Promise((resolve) => (next = resolve)));
    const socket = new OneBufferSocket();
    const lent: { text: string; buffer: ArrayBufferLike }[] = [];
    const received: string[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk.toString()));
    socket.lend((read) => lent.push({ text: read.toString(), buffer: read.buffer }));
    const ended = new Promise((resolve) => socket.on('close', resolve));
    socket.connect(server.port, '127.0.0.1');
    const until = async (done: () => boolean) => {
      while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    await until(() => lent.length === 1);
    next();
    await until(() => lent.length === 2);
    socket.lend(undefined);
    next();
    await ended;
    server.close();
    expect(lent.map((read) => read.text)).toEqual(['first read', 'second read']);
    expect(lent[0].buffer).toBe(lent[1].buffer);
    expect(received).toEqual(['third read']);
  });
});
