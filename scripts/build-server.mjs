/**
 * `npm run build:server`: the API server as plain JavaScript in `dist-server/` (one ES module,
 * its npm dependencies left as imports), so `npm start` runs it with `node` alone rather than
 * transpiling TypeScript at every start. The demo's media files go beside it, where the seed
 * looks for them (next to its own module).
 */
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';

const outdir = 'dist-server';
await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: ['server/main.ts'],
  outfile: `${outdir}/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
await cp('server/seed/assets', `${outdir}/assets`, { recursive: true });
