import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { copyChunkBytes, CopyOutStream } from './copy-out';
import { OneBufferSocket } from './one-buffer-socket';

/** A protocol message: its code, its length (counting itself) and its body. */
const message = (code: string, body: Buffer | string = Buffer.alloc(0)) => {
  const bytes = Buffer.from(body);
  const header = Buffer.alloc(5);
  header.write(code, 0, 'latin1');
  header.writeInt32BE(bytes.length + 4, 1);
  return Buffer.concat([header, bytes]);
};

const rows = ['{"id":1}', '', '{"id":3,"name":"Rondo"}', 'x'.repeat(300)];
const copyResponse = message('H', Buffer.from([0, 0, 0]));
const notice = message('N', 'Snotice\0\0');
const afterCopy = Buffer.concat([message('C', 'COPY 4\0'), message('Z', 'I')]);
const stream = Buffer.concat([
  copyResponse,
  message('d', rows[0]),
  message('d', rows[1]),
  notice,
  message('d', rows[2]),
  message('d', rows[3]),
  message('c'),
  afterCopy,
]);

/**
 * The two sockets a COPY is read from: a OneBufferSocket, whose reads are lent in one buffer
 * (written over here after each read, as the next read would), and any other stream, whose reads
 * are 'data' events of buffers of their own (a TLS socket).
 */
const sockets = {
  lending() {
    const socket = new OneBufferSocket();
    const buffer = Buffer.alloc(64 * 1024);
    const deliver = (bytes: Buffer) => {
      for (let from = 0; from < bytes.length; from += buffer.length) {
        const length = bytes.copy(buffer, 0, from);
        socket.receive(buffer.subarray(0, length));
        buffer.fill(0xee);
      }
    };
    return { socket, deliver, buffer };
  },
  'not lending'() {
    const socket = new PassThrough();
    return { socket, deliver: (bytes: Buffer) => socket.write(Buffer.from(bytes)), buffer: undefined };
  },
};

/** A connection whose socket gives `bytes` cut at `cuts`, pg's reader on it recording what reaches it. */
function run(kind: keyof typeof sockets, bytes: Buffer, cuts: number[], { read = true } = {}) {
  const { socket, deliver, buffer } = sockets[kind]();
  const toPg: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => toPg.push(Buffer.from(chunk)));
  const queries: string[] = [];
  const copy = new CopyOutStream('copy (select 1) to stdout');
  copy.submit({ stream: socket, query: (text) => queries.push(text) });
  const output: Buffer[] = [];
  if (read) copy.on('data', (chunk: Buffer) => output.push(chunk));
  const ended = new Promise<void>((resolve) => copy.on('end', resolve));
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    if (cut > from) deliver(bytes.subarray(from, cut));
    from = cut;
  }
  return { socket, buffer, copy, queries, output, toPg, ended };
}

describe.each(Object.keys(sockets) as (keyof typeof sockets)[])('CopyOutStream on a socket %s its reads', (kind) => {
  it('passes on the rows, in order, wherever the reads cut the messages, and gives pg what follows the COPY', async () => {
    for (let cut = 0; cut <= stream.length; cut += 1) {
      for (const second of [cut + 1, cut + 6, cut + 40]) {
        const { output, toPg, queries, ended } = run(kind, stream, [cut, Math.min(second, stream.length)]);
        await ended;
        expect(queries).toEqual(['copy (select 1) to stdout']);
        expect(Buffer.concat(output).toString()).toBe(rows.join(''));
        expect(Buffer.concat(toPg).equals(afterCopy)).toBe(true);
      }
    }
  });

  it('passes the rows on in chunks of copyChunkBytes, buffers of their own, however small the reads', async () => {
    const many = Array.from({ length: 30_000 }, (_, index) => `{"id":${index},"name":"Exercise ${index}"}`);
    const bytes = Buffer.concat([copyResponse, ...many.map((row) => message('d', row)), message('c'), afterCopy]);
    const cuts = Array.from({ length: Math.floor(bytes.length / 1000) }, (_, index) => (index + 1) * 1000);
    const { output, buffer, ended } = run(kind, bytes, cuts);
    await ended;
    expect(Buffer.concat(output).toString()).toBe(many.join(''));
    const rowBytes = Buffer.byteLength(many.join(''));
    expect(output).toHaveLength(Math.ceil(rowBytes / copyChunkBytes));
    for (const chunk of output.slice(0, -1)) expect(chunk.length).toBe(copyChunkBytes);
    if (buffer) for (const chunk of output) expect(chunk.buffer).not.toBe(buffer.buffer);
  });

  it('gives pg an error and what follows it, and does not end as if the COPY were whole', async () => {
    const error = message('E', 'SERROR\0C57014\0Mcanceling statement\0\0');
    const failing = Buffer.concat([copyResponse, message('d', rows[0]), error, message('Z', 'I')]);
    for (let cut = 0; cut <= failing.length; cut += 1) {
      const { copy, output, toPg } = run(kind, failing, [cut]);
      await new Promise((resolve) => setImmediate(resolve));
      expect(Buffer.concat(output).toString()).toBe(rows[0]);
      expect(Buffer.concat(toPg).equals(Buffer.concat([error, message('Z', 'I')]))).toBe(true);
      expect(copy.readableEnded).toBe(false);
      const failed = new Promise<Error>((resolve) => copy.on('error', resolve));
      copy.handleError(new Error('canceling statement'));
      expect((await failed).message).toBe('canceling statement');
    }
  });

  it('pauses the socket while its reader is behind, and resumes it when it reads', async () => {
    const row = message('d', 'y'.repeat(2 * copyChunkBytes + 10));
    const { socket, copy } = run(kind, Buffer.concat([copyResponse, row]), [], { read: false });
    expect(socket.isPaused()).toBe(true);
    const read: Buffer[] = [];
    copy.on('data', (chunk: Buffer) => read.push(chunk));
    await new Promise((resolve) => setImmediate(resolve));
    expect(socket.isPaused()).toBe(false);
    // The two chunks filled; the rest of the row waits for the next read or the COPY's end.
    expect(Buffer.concat(read).length).toBe(2 * copyChunkBytes);
  });
});
