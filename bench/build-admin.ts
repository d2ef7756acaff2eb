import react from '@vitejs/plugin-react';
import { build } from 'vite';

/**
 * Builds an admin entry (a folder with an index.html) with Vite into `outDir`: the project's own
 * config for the admin, React's plugin alone for another entry (the stock list).
 */
export async function buildAdmin(root: string, outDir: string): Promise<void> {
  await build({
    root,
    ...(root === process.cwd() ? {} : { configFile: false, plugins: [react()] }),
    envDir: process.cwd(),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
  });
}
