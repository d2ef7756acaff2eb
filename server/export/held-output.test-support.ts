import { outputChunkBytes } from './held-output';

/**
 * Asserts that `chunks` were passed on as HeldOutput holds them: more than one, every one but the
 * last at least `outputChunkBytes`, and, as a chunk passes that size by at most one read of the
 * copy, no more of them than the bytes make whole chunks.
 */
export function expectHeldChunks(chunks: readonly Buffer[]): void {
  const bytes = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  expect(chunks.length).toBeGreaterThan(1);
  expect(chunks.length).toBeLessThanOrEqual(Math.ceil(bytes / outputChunkBytes));
  for (const chunk of chunks.slice(0, -1)) expect(chunk.length).toBeGreaterThanOrEqual(outputChunkBytes);
}
