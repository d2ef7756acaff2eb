/**
 * `COPY … TO STDOUT` as a stream of its bytes, read off the connection's socket without copying
 * them into buffers of their own: what an export sends is some 150–320 MB per 100,000 exercises,
 * and every buffer made for it is memory V8 counts towards its next full collection
 * (docs/performance.md, "What a garbage collection before the export costs"). pg-copy-streams
 * joined each socket read's rows into a new buffer; here the rows' bytes are moved together inside
 * the read itself, over the five bytes of each message's header, and passed on as a piece of it.
 *
 * The protocol (PostgreSQL's "COPY Operations"): after the query, the server sends CopyOutResponse,
 * a CopyData message per row, CopyDone, then CommandComplete and ReadyForQuery; notices and
 * parameter changes may come between. Each message is a code byte and a four-byte length that
 * counts itself. Any other message (CopyDone, in a COPY that succeeds) ends the rows. While the
 * COPY runs, the socket's bytes come here rather than to pg's parser; from CopyDone (or an error)
 * on, they go back to pg, which completes the query.
 */
import { Readable } from 'node:stream';

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
  rowCount: number | undefined;
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

  constructor(private readonly text: string) {
    super();
  }

  submit(connection: Connection): void {
    this.connection = connection;
    const listeners = connection.stream.listeners('data') as DataListener[];
    if (listeners.length !== 1) throw new Error('The connection has no single reader to take the COPY from');
    this.pgListener = listeners[0];
    connection.stream.removeListener('data', this.pgListener);
    connection.stream.on('data', this.ownListener);
    connection.query(this.text);
  }

  private receive(chunk: Buffer): void {
    /** Where the rows' bytes of this read are gathered: from its start, over the headers passed. */
    let gathered = 0;
    let at = 0;
    while (at < chunk.length) {
      if (!this.inMessage) {
        this.messageCode = chunk[at];
        if (this.messageCode === code.errorResponse) return this.finish(chunk, gathered, at, false);
        this.inMessage = true;
        this.lengthBytesLeft = 4;
        this.length = 0;
        at += 1;
        continue;
      }
      if (this.lengthBytesLeft > 0) {
        this.length = this.length * 256 + chunk[at];
        this.lengthBytesLeft -= 1;
        at += 1;
        if (this.lengthBytesLeft === 0) this.bodyLeft = this.length - 4;
      } else {
        const end = Math.min(chunk.length, at + this.bodyLeft);
        if (this.messageCode === code.copyData) {
          if (gathered !== at) chunk.copyWithin(gathered, at, end);
          gathered += end - at;
        }
        this.bodyLeft -= end - at;
        at = end;
      }
      if (this.lengthBytesLeft === 0 && this.bodyLeft === 0) {
        this.inMessage = false;
        if (this.messageCode !== code.copyData && !passing.has(this.messageCode)) return this.finish(chunk, gathered, at, true);
      }
    }
    if (gathered > 0 && !this.push(chunk.subarray(0, gathered))) this.connection?.stream.pause();
  }

  /** Passes on the rows gathered, gives the socket back to pg from `at` on, and ends the stream if the COPY ended. */
  private finish(chunk: Buffer, gathered: number, at: number, ended: boolean): void {
    if (gathered > 0) this.push(chunk.subarray(0, gathered));
    this.detach(chunk.subarray(at));
    if (ended) this.push(null);
  }

  private detach(rest: Buffer): void {
    const { connection, pgListener } = this;
    if (!connection || !pgListener) return;
    this.pgListener = undefined;
    connection.stream.removeListener('data', this.ownListener);
    connection.stream.on('data', pgListener);
    connection.stream.resume();
    if (rest.length > 0) pgListener(rest);
  }

  override _read(): void {
    this.connection?.stream.resume();
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    this.connection?.stream.removeListener('data', this.ownListener);
    done(error);
  }

  handleError(error: Error): void {
    this.destroy(error);
  }

  handleCommandComplete(message: { text?: string }): void {
    const count = /^COPY (\d+)/.exec(message.text ?? '');
    if (count) this.rowCount = Number(count[1]);
  }

  handleReadyForQuery(): void {}
}

/** `COPY (query) TO STDOUT …` to run with pg's `client.query`: its stream of bytes. */
export const copyOutQuery = (sql: string): CopyOutStream => new CopyOutStream(sql);
