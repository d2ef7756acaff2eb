import { copyChunkBytes } from '../db/copy-out';

/**
 * Asserts that `chunks` were passed on as HeldOutput holds them: more than one, every one but the
 * last at least `copyChunkBytes`, and, as a chunk passes that size by at most one read of the
 * copy, no more of them than the bytes make whole chunks.
 */
export function expectHeldChunks(chunks: readonly Buffer[]): void {
  const bytes = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  expect(chunks.length).toBeGreaterThan(1);
  expect(chunks.length).toBeLessThanOrEqual(Math.ceil(bytes / copyChunkBytes));
  for (const chunk of chunks.slice(0, -1)) expect(chunk.length).toBeGreaterThanOrEqual(copyChunkBytes);
}
