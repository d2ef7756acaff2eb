/**
 * A connection's socket that reads into one buffer of its own, again and again (Node's `onread`),
 * rather than into a new buffer for every read as Node's sockets do. A large export's `COPY`
 * passes its whole output through its connection in small reads, and every buffer made for them
 * counts towards V8's next full collection (docs/performance.md, "What a garbage collection
 * before the export costs").
 *
 * A reader lent the reads (`lend`: a `COPY`'s stream, server/db/copy-out.ts) sees each one in the
 * buffer itself and copies out what it keeps before it returns. Otherwise each read is passed on
 * as a 'data' event in a buffer of its own, as a socket would: pg's parser keeps what it is given.
 */
import net from 'node:net';

/** As large as a read Node hands over from a socket, so that one buffer holds any read. */
const readBufferBytes = 64 * 1024;

/** Takes a read seen in the socket's buffer, valid only until it returns. */
export type LentReader = (read: Buffer) => void;

export class OneBufferSocket extends net.Socket {
  private reader: LentReader | undefined;

  constructor() {
    // Node's constructor takes `onread` (net.connect passes it so); the types have it for connect only.
    const options: net.SocketConstructorOpts & Pick<net.TcpSocketConnectOpts, 'onread'> = {
      onread: { buffer: Buffer.allocUnsafeSlow(readBufferBytes), callback: onRead },
    };
    super(options);
  }

  /** Gives the reads to `reader` until lent to another, or to none (`undefined`: 'data' events again). */
  lend(reader: LentReader | undefined): void {
    this.reader = reader;
  }

  receive(read: Buffer): void {
    if (this.reader) this.reader(read);
    else this.emit('data', Buffer.from(read));
  }
}

/** Node calls it with the socket as `this`; not returning false keeps the socket reading. */
function onRead(this: OneBufferSocket, length: number, buffer: Uint8Array): boolean {
  this.receive(Buffer.from(buffer.buffer, buffer.byteOffset, length));
  return true;
}

/** Whether `stream` lends its reads (a OneBufferSocket), without tying the caller to the class. */
export const lendsReads = (stream: object): stream is { lend(reader: LentReader | undefined): void } =>
  typeof (stream as { lend?: unknown }).lend === 'function';
