/**
 * The chunks of one JSON export, used again once the response has written them. Each new buffer
 * is memory outside V8's heap that counts towards its next full collection: after one (the memory
 * reducer's, on a server left idle) an export of new chunks runs collection after collection; with
 * its chunks used again, few (docs/performance.md, "What a garbage collection before the export
 * costs").
 *
 * A chunk is taken by a `COPY` (server/db/copy-out.ts), written over by the array
 * (json.ts) and handed to the response as a part of it (`sent`). The response writes what it is
 * handed in order; once it holds nothing unwritten (`written`), every chunk sent is free again.
 */
import type { Writable } from 'node:stream';
import { copyChunkBytes, type ChunkSource } from '../db/copy-out';

export class ChunkPool implements ChunkSource {
  private readonly free: Buffer[] = [];
  /** Every chunk made, by its memory: a part sent is known by the memory it views. */
  private readonly made = new Map<ArrayBufferLike, Buffer>();
  private sentChunks = new Set<Buffer>();

  take(): Buffer {
    const chunk = this.free.pop();
    if (chunk) return chunk;
    const made = Buffer.allocUnsafeSlow(copyChunkBytes);
    this.made.set(made.buffer, made);
    return made;
  }

  /** `part` was handed to the response: if it views one of the pool's chunks, that chunk is free once written. */
  sent(part: Buffer): void {
    const chunk = this.made.get(part.buffer);
    if (chunk) this.sentChunks.add(chunk);
  }

  /** The response has written everything it was handed: the chunks sent are free. */
  written(): void {
    this.free.push(...this.sentChunks);
    this.sentChunks = new Set();
  }

  /** How many chunks were made: what the pool saved is the chunks sent beyond it. */
  get size(): number {
    return this.made.size;
  }
}

/**
 * `parts` as they are to be handed to `response` by a stream that reads on only once it has
 * passed on what it read (`Readable.from`, piped): asked for the next part, every part before has
 * been handed over, so a response holding nothing unwritten has written them all.
 */
export async function* sentThroughPool(parts: AsyncIterable<Buffer>, pool: ChunkPool, response: Writable): AsyncGenerator<Buffer> {
  for await (const part of parts) {
    if (response.writableLength === 0) pool.written();
    pool.sent(part);
    yield part;
  }
}
