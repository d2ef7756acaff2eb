import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { signInTexts } from './build/sign-in-texts';

export default defineConfig({
  plugins: [react(), signInTexts()],
  test: {
    globals: true,
    // Every core: Vitest's default runs one file fewer than the cores at a time, one file on a
    // two-core machine (every project on PGlite: 620 s, with two 520 s).
    maxWorkers: availableParallelism(),
    // Each file in a new worker thread rather than a new child process (Vitest's default): every
    // project on PGlite 297 s against 408, on this machine idle (2026-11-28).
    pool: 'threads',
    // The new PGlite database every suite's test database starts from.
    globalSetup: ['server/testing.global-setup.ts'],
    // A test's limit, twice its slowest idle run and then some: on this 2-core machine under load a
    // test takes two to four times as long (the fuzz suite's malformed requests 8.9 s idle, over
    // 30 s beside two busy loops, 2026-11-29); a limit is for a hang, not for speed.
    testTimeout: 60_000,
    // A suite's setup (a server started, items created) is held to the same.
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['resources/**/*.test.ts', 'providers/**/*.test.ts', 'server/**/*.test.ts', 'tests/integration/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser-dom',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'resources/**/*.test.tsx', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
    ],
  },
});
