import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { signInTexts } from './build/sign-in-texts';

export default defineConfig({
  plugins: [react(), signInTexts()],
  test: {
    globals: true,
    // Every core: Vitest's default runs one file fewer than the cores at a time, one file on a
    // two-core machine.
    maxWorkers: availableParallelism(),
    // Each file in a new worker thread rather than a new child process (Vitest's default): a
    // thread starts faster than a process.
    pool: 'threads',
    // The new PGlite database every suite's test database starts from.
    globalSetup: ['server/testing.global-setup.ts'],
    // A test's limit, twice its slowest idle run and then some: on a 2-core machine under load a
    // test takes several times as long as idle; a limit is for a hang, not for speed.
    testTimeout: 60_000,
    // A suite's setup (a server started, items created) is held to the same.
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'resources/**/*.test.ts',
            'providers/**/*.test.ts',
            'server/**/*.test.ts',
            'tests/integration/**/*.test.ts',
            'tests/guide/**/*.test.ts',
          ],
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
