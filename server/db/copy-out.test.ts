import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CopyOutStream } from './copy-out';

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

/** A connection whose socket gives `bytes` cut at `cuts`, pg's reader on it recording what reaches it. */
function run(bytes: Buffer, cuts: number[]) {
  const socket = new PassThrough();
  const toPg: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => toPg.push(Buffer.from(chunk)));
  const queries: string[] = [];
  const copy = new CopyOutStream('copy (select 1) to stdout');
  copy.submit({ stream: socket, query: (text) => queries.push(text) });
  const output: Buffer[] = [];
  copy.on('data', (chunk: Buffer) => output.push(Buffer.from(chunk)));
  const ended = new Promise<void>((resolve) => copy.on('end', resolve));
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    // Each read is a buffer of its own, as Node gives a socket's reads.
    if (cut > from) socket.write(Buffer.from(bytes.subarray(from, cut)));
    from = cut;
  }
  return { copy, queries, output, toPg, ended };
}

describe('CopyOutStream', () => {
  it('passes on the rows, in order, wherever the reads cut the messages, and gives pg what follows the COPY', async () => {
    for (let cut = 0; cut <= stream.length; cut += 1) {
      for (const second of [cut + 1, cut + 6, cut + 40]) {
        const { output, toPg, queries, ended } = run(stream, [cut, Math.min(second, stream.length)]);
        await ended;
        expect(queries).toEqual(['copy (select 1) to stdout']);
        expect(Buffer.concat(output).toString()).toBe(rows.join(''));
        expect(Buffer.concat(toPg).equals(afterCopy)).toBe(true);
      }
    }
  });

  it('passes on a read its rows as one piece of that read', async () => {
    const { output, ended } = run(stream, []);
    await ended;
    expect(output).toHaveLength(1);
  });

  it('gives pg an error and what follows it, and does not end as if the COPY were whole', async () => {
    const error = message('E', 'SERROR\0C57014\0Mcanceling statement\0\0');
    const failing = Buffer.concat([copyResponse, message('d', rows[0]), error, message('Z', 'I')]);
    for (let cut = 0; cut <= failing.length; cut += 1) {
      const { copy, output, toPg } = run(failing, [cut]);
      await new Promise((resolve) => setImmediate(resolve));
      expect(Buffer.concat(output).toString()).toBe(rows[0]);
      expect(Buffer.concat(toPg).equals(Buffer.concat([error, message('Z', 'I')]))).toBe(true);
      expect(copy.readableEnded).toBe(false);
      const failed = new Promise<Error>((resolve) => copy.on('error', resolve));
      copy.handleError(new Error('canceling statement'));
      expect((await failed).message).toBe('canceling statement');
    }
  });

  it('reads the row count from the command that completes it', () => {
    const copy = new CopyOutStream('copy (select 1) to stdout');
    copy.handleCommandComplete({ text: 'COPY 4' });
    expect(copy.rowCount).toBe(4);
  });

  it('pauses the socket while its reader is behind, and resumes it when it reads', async () => {
    const socket = new PassThrough();
    socket.on('data', () => undefined);
    const copy = new CopyOutStream('copy (select 1) to stdout');
    copy.submit({ stream: socket, query: () => undefined });
    const big = Buffer.concat([copyResponse, message('d', 'y'.repeat(40_000))]);
    socket.write(big);
    expect(socket.isPaused()).toBe(true);
    const read: Buffer[] = [];
    copy.on('data', (chunk: Buffer) => read.push(chunk));
    await new Promise((resolve) => setImmediate(resolve));
    expect(socket.isPaused()).toBe(false);
    expect(Buffer.concat(read).length).toBe(40_000);
  });
});
