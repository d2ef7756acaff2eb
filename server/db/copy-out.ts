/**
 * `COPY … TO STDOUT` as a stream of its rows' bytes, read off the connection's socket and gathered
 * in chunks of `copyChunkBytes`: a large export passes hundreds of megabytes through the process,
 * and every buffer made for it is memory V8 counts towards its next full collection
 * (docs/performance.md, "What a garbage collection before the export costs"). On a
 * OneBufferSocket the reads are lent (one-buffer-socket.ts), so the chunks are the only buffers
 * the rows pass through in the server; on another socket (TLS) the 'data' events are taken.
 *
 * The protocol (PostgreSQL's "COPY Operations"): after the query, the server sends CopyOutResponse,
 * a CopyData message per row, CopyDone, then CommandComplete and ReadyForQuery; notices and
 * parameter changes may come between. Each message is a code byte and a four-byte length that
 * counts itself. Any other message (CopyDone, in a COPY that succeeds) ends the rows. While the
 * COPY runs, the socket's bytes come here rather than to pg's parser; from CopyDone (or an error)
 * on, they go back to pg, which completes the query.
 *
 * Written here rather than taken from pg-copy-streams, which reads a COPY with more of the
 * process's CPU (docs/performance.md, "The COPY reader").
 */
import { Readable } from 'node:stream';
import { lendsReads } from './one-buffer-socket';

/**
 * The size of the chunks passed on: each costs its own turn through the response stream, an HTTP
 * chunk's framing and a `writev`, so chunks far larger than a socket's reads spare the server's
 * CPU.
 */
export const copyChunkBytes = 256 * 1024;

/** Where a COPY's chunks come from: new buffers, or ones an export uses again (server/export/chunk-pool.ts). */
export interface ChunkSource {
  /** A buffer of `copyChunkBytes` that nothing else reads or writes. */
  take(): Buffer;
}

const newChunks: ChunkSource = { take: () => Buffer.allocUnsafeSlow(copyChunkBytes) };

const code = {
  copyData: 0x64,
  copyOutResponse: 0x48,
  errorResponse: 0x45,
  noticeResponse: 0x4e,
  notificationResponse: 0x41,
  parameterStatus: 0x53,
} as const;

/** Messages that may come during a COPY and say nothing about its rows. */
const passing = new Set<number>([code.copyOutResponse, code.noticeResponse, code.notificationResponse, code.parameterStatus]);

/** What pg's client gives a query it submits: the connection's socket, and a way to send the query. */
interface Connection {
  stream: NodeJS.ReadableStream & NodeJS.EventEmitter;
  query(text: string): void;
}

type DataListener = (chunk: Buffer) => void;

/** The submittable pg's `client.query` runs: its stream ends at CopyDone, and fails with the query. */
export class CopyOutStream extends Readable {
  private connection: Connection | undefined;
  private pgListener: DataListener | undefined;
  private readonly ownListener: DataListener = (chunk) => this.receive(chunk);
  /** The current message's code, and how many of its header's length bytes are still to come (0: the header is whole). */
  private messageCode = 0;
  private lengthBytesLeft = 0;
  private length = 0;
  /** Bytes of the current message's body still to come; with no message under way, the next byte is a code. */
  private bodyLeft = 0;
  private inMessage = false;
  private detached = false;
  /** The chunk being filled with rows' bytes, and how many it holds. */
  private chunk: Buffer | undefined;
  private filled = 0;

  constructor(
    private readonly text: string,
    private readonly chunks: ChunkSource = newChunks,
  ) {
    super();
  }

  submit(connection: Connection): void {
    this.connection = connection;
    const { stream } = connection;
    if (lendsReads(stream)) stream.lend(this.ownListener);
    else {
      const listeners = stream.listeners('data') as DataListener[];
      if (listeners.length !== 1) throw new Error('The connection has no single reader to take the COPY from');
      this.pgListener = listeners[0];
      stream.removeListener('data', this.pgListener);
      stream.on('data', this.ownListener);
    }
    connection.query(this.text);
  }

  /** Takes a read of the socket, which may be lent: what is kept is copied out before returning. */
  private receive(read: Buffer): void {
    let at = 0;
    while (at < read.length) {
      if (!this.inMessage) {
        this.messageCode = read[at];
        if (this.messageCode === code.errorResponse) {
          // pg fails the query with the error: the stream fails then, not ended as if whole.
          this.passOn();
          return this.detach(read.subarray(at));
        }
        this.inMessage = true;
        this.lengthBytesLeft = 4;
        this.length = 0;
        at += 1;
        continue;
      }
      if (this.lengthBytesLeft > 0) {
        this.length = this.length * 256 + read[at];
        this.lengthBytesLeft -= 1;
        at += 1;
        if (this.lengthBytesLeft === 0) this.bodyLeft = this.length - 4;
      } else {
        const end = Math.min(read.length, at + this.bodyLeft);
        if (this.messageCode === code.copyData) this.gather(read, at, end);
        this.bodyLeft -= end - at;
        at = end;
      }
      if (this.lengthBytesLeft === 0 && this.bodyLeft === 0) {
        this.inMessage = false;
        if (this.messageCode !== code.copyData && !passing.has(this.messageCode)) {
          this.passOn();
          this.detach(read.subarray(at));
          this.push(null);
          return;
        }
      }
    }
  }

  /** Copies `read`'s bytes from `start` to `end` into the chunks, passing on each one filled. */
  private gather(read: Buffer, start: number, end: number): void {
    while (start < end) {
      this.chunk ??= this.chunks.take();
      const copied = read.copy(this.chunk, this.filled, start, end);
      this.filled += copied;
      start += copied;
      if (this.filled === this.chunk.length) this.passOn();
    }
  }

  /** Passes on the chunk's bytes, if it holds any, pausing the socket while the reader is behind. */
  private passOn(): void {
    if (!this.chunk || this.filled === 0) return;
    const bytes = this.chunk.subarray(0, this.filled);
    this.chunk = undefined;
    this.filled = 0;
    if (!this.push(bytes)) this.connection?.stream.pause();
  }

  /** Gives the socket back to pg, `rest` (what followed the rows) first. */
  private detach(rest: Buffer): void {
    const { connection } = this;
    if (!connection || this.detached) return;
    this.detached = true;
    const { stream } = connection;
    if (lendsReads(stream)) stream.lend(undefined);
    else if (this.pgListener) {
      stream.removeListener('data', this.ownListener);
      stream.on('data', this.pgListener);
    }
    stream.resume();
    // A copy: a lent read is the socket's buffer, written over by the next read.
    if (rest.length > 0) stream.emit('data', Buffer.from(rest));
  }

  override _read(): void {
    this.connection?.stream.resume();
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    // The connection is left inside the COPY, to be destroyed (database.ts): its reads go nowhere.
    const stream = this.connection?.stream;
    if (stream && !this.detached) {
      if (lendsReads(stream)) stream.lend(() => undefined);
      else stream.removeListener('data', this.ownListener);
    }
    done(error);
  }

  handleError(error: Error): void {
    this.destroy(error);
  }

  /** pg reports the command's completion to its submittable; the stream has ended at CopyDone. */
  handleCommandComplete(): void {}

  handleReadyForQuery(): void {}
}

/** `COPY (query) TO STDOUT …` to run with pg's `client.query`: its stream of bytes, in chunks taken from `chunks`. */
export const copyOutQuery = (sql: string, chunks?: ChunkSource): CopyOutStream => new CopyOutStream(sql, chunks);
