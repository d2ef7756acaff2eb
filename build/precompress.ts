/**
 * A Vite plugin that writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of
 * the build, compressed once at the highest levels, so the server sends them as a CDN would
 * rather than compressing on each request (or not at all).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing: text. Images other than SVG and fonts are compressed already. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const minBytes = 1024;

async function* filesUnder(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

/** Writes `file.br` and `file.gz` beside `file`, each only when it is smaller than the file. */
async function precompressFile(file: string): Promise<void> {
  const raw = await readFile(file);
  if (raw.length < minBytes) return;
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < raw.length) await writeFile(`${file}.br`, br);
  if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
}

/** Compresses every text file of `outDir` (the bundles, index.html and the copied public files). */
export async function precompressFolder(outDir: string): Promise<void> {
  const files: string[] = [];
  for await (const file of filesUnder(outDir)) if (compressible.test(file)) files.push(file);
  await Promise.all(files.map(precompressFile));
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'pitchside:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After every file, the public folder's included, is written.
    async closeBundle() {
      await precompressFolder(outDir);
    },
  };
}
