import { Readable, Writable } from 'node:stream';
import { copyChunkBytes } from '../db/copy-out';
import { ChunkPool, sentThroughPool } from './chunk-pool';

describe('ChunkPool', () => {
  it('gives a chunk again only once the part of it sent has been written', () => {
    const pool = new ChunkPool();
    const first = pool.take();
    const second = pool.take();
    expect(first.length).toBe(copyChunkBytes);
    expect(second).not.toBe(first);
    pool.sent(first.subarray(0, 100));
    // Sent but not yet written: the next chunk is a new one.
    const third = pool.take();
    expect([first, second]).not.toContain(third);
    pool.written();
    expect(pool.take()).toBe(first);
    // The second was never sent (still held by its reader): it is not given out.
    expect([second, third]).not.toContain(pool.take());
    expect(pool.size).toBe(4);
  });

  it('frees a chunk once however many times it is sent, and ignores buffers it did not make', () => {
    const pool = new ChunkPool();
    const chunk = pool.take();
    pool.sent(chunk);
    pool.sent(chunk.subarray(10));
    pool.sent(Buffer.from('\n]\n'));
    pool.sent(Buffer.allocUnsafeSlow(copyChunkBytes));
    pool.written();
    expect(pool.take()).toBe(chunk);
    expect(pool.take()).not.toBe(chunk);
    expect(pool.size).toBe(2);
  });
});

describe('sentThroughPool', () => {
  /**
   * A response whose writes complete at once while the kernel has room (`state.room`), and
   * otherwise when `complete` says, each chunk's bytes read then, as a socket's would be.
   */
  function slowResponse() {
    const written: string[] = [];
    const pending: (() => void)[] = [];
    const state = { room: false };
    const response = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _encoding, done) {
        const finish = () => {
          written.push(chunk.toString('latin1'));
          done();
        };
        if (state.room && pending.length === 0) finish();
        else pending.push(finish);
      },
    });
    const complete = (count: number) => pending.splice(0, count).forEach((finish) => finish());
    return { response, written, complete, pending, state };
  }

  it('uses a chunk again only once the response has written it, however the writes lag', async () => {
    const pool = new ChunkPool();
    const expected: string[] = [];
    async function* parts() {
      for (let index = 0; index < 60; index += 1) {
        const chunk = pool.take();
        const text = `part ${index} `.repeat(1000 + index);
        chunk.write(text, 'latin1');
        expected.push(text);
        yield chunk.subarray(0, text.length);
      }
    }
    const { response, written, complete, pending, state } = slowResponse();
    const finished = new Promise((resolve) => response.on('finish', resolve));
    Readable.from(sentThroughPool(parts(), pool, response), { highWaterMark: 1 }).pipe(response);
    // The kernel has room or not, and the writes waiting complete one, three or none at a time, at random moments.
    let turns = 0;
    while (written.length < 60) {
      await new Promise((resolve) => setTimeout(resolve, Math.random() < 0.5 ? 0 : 1));
      state.room = Math.random() < 0.5;
      complete([0, 1, 3][turns % 3]);
      turns += 1;
    }
    complete(pending.length);
    await finished;
    expect(written).toEqual(expected);
    expect(pool.size).toBeLessThan(60);
  });
});
