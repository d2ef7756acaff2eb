/**
 * An export's output held until it makes a chunk worth sending. The database's rows arrive a
 * socket read at a time (some 10 KB), and every chunk passed on costs its own turn through the
 * response stream, the HTTP chunk's framing and a `writev`: sending 256 KB at a time cut the
 * server's CPU per JSON export of 100,000 exercises by about a third (docs/performance.md).
 */
export const outputChunkBytes = 256 * 1024;

/**
 * The pieces are held as they are given, not copied: a caller must not write into a piece's bytes
 * afterwards. `CopyOutStream` never does: its pieces are parts of the socket's reads, each a buffer
 * of its own that it is done with once passed on (server/db/copy-out.ts).
 */
export class HeldOutput {
  private pieces: Buffer[] = [];
  private bytes = 0;

  hold(piece: Buffer): void {
    this.pieces.push(piece);
    this.bytes += piece.length;
  }

  /** The output held, as one buffer, once it reaches a chunk's size (or at the end, whatever its size); otherwise nothing. */
  take(atEnd = false): Buffer | undefined {
    if (this.bytes === 0 || (!atEnd && this.bytes < outputChunkBytes)) return undefined;
    const chunk = Buffer.concat(this.pieces, this.bytes);
    this.pieces = [];
    this.bytes = 0;
    return chunk;
  }
}
