import { copyChunkBytes } from '../db/copy-out';

/**
 * An export's output held until it makes a chunk worth sending, the size of the `COPY`'s chunks
 * (`copyChunkBytes`: server/db/copy-out.ts says what a chunk passed on costs). The CSV's lines are
 * pieces of the chunks it reads, with the bytes it adds between them; they are joined here into
 * one buffer.
 *
 * The pieces are held as they are given, not copied: a caller must not write into a piece's bytes
 * afterwards. The CSV never does: its pieces are parts of the COPY's chunks, each a buffer of its
 * own that nothing writes into once passed on (server/db/copy-out.ts).
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
    if (this.bytes === 0 || (!atEnd && this.bytes < copyChunkBytes)) return undefined;
    const chunk = Buffer.concat(this.pieces, this.bytes);
    this.pieces = [];
    this.bytes = 0;
    return chunk;
  }
}
