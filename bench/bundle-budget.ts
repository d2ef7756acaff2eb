/**
 * The admin's size targets, in bytes as they travel (brotli or gzip), shared by
 * `npm run bench:bundle`, which prints the figures beside them, and the end-to-end budget test,
 * which fails when one is exceeded. 1 KB = 1,000 bytes.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** What Chromium should transfer (entry page, scripts, styles, images, headers) before the sign-in screen paints. */
export const signInFirstPaintTargetBytes = 150_000;
/**
 * What the test lets it transfer: the target itself, met (148.5 KB, from 234 KB with react-admin
 * and 351 KB at first). The sign-in area paints without react-admin's admin (src/sign-in/SignInArea.tsx):
 * its own form state, MUI's input parts rather than TextField, type guards rather than zod for the
 * session, and the validators fetched after the first paint. What remains is React, the router and
 * the MUI parts, so any growth needs a look at what came into the entry script.
 */
export const signInFirstPaintBudgetBytes = signInFirstPaintTargetBytes;
/**
 * What the test lets the sign-in screen transfer in all, once the browser is idle: the first paint
 * and the validators fetched after it (zod's mini API, for the account schemas of
 * resources/account.ts), 154.6 KB reached with a little room (173 KB with zod's classic API).
 */
export const signInRouteBudgetBytes = 158_000;
/**
 * The scripts of the import (its screen, and the worker that reads a file with its parsers), named
 * with this prefix by vite.config.ts: loaded only when an Import screen opens, they are counted
 * apart from the whole admin's (docs/performance.md, "Import").
 */
export const importScriptPrefix = 'import-';
export const isImportScript = (file: string): boolean => path.basename(file).startsWith(importScriptPrefix);
/** The import's scripts, compressed (brotli): the screen, the dry run and the file reader with its CSV and XLSX parsers. */
export const importJsTargetBytes = 40_000;

/** Every script of the admin but the import's, each counted compressed (brotli). */
export const wholeAdminJsTargetBytes = 350_000;
/**
 * What the test lets them weigh: the target itself, met (347.4 KB on 2026-11-25, from 374.7 KB the
 * same day: zod's mini API for the definitions' schemas, a window virtualizer of the list's own
 * (src/builders/list/useWindowRows.ts), lodash as ES modules and terser, see vite.config.ts, and
 * the countries' names from Intl.DisplayNames; 390.4 KB before the file input dropped
 * react-dropzone, 392 KB before node-polyglot's polyfills were replaced by the browser's own).
 * Split by area and screen, the scripts compress a little less well than one bundle would, so
 * what is added needs a look at what it brings.
 */
export const wholeAdminJsBudgetBytes = wholeAdminJsTargetBytes;

export interface TransferredBytes {
  /** Everything transferred (headers and bodies as sent) up to the first contentful paint. */
  beforeFirstPaint: number;
  /** Everything transferred up to now. */
  total: number;
  /** Scripts only, up to now. */
  scripts: number;
  /** The same scripts' bytes once decoded (raw). */
  scriptsDecoded: number;
  firstContentfulPaintMs: number;
  /** Each file, as the browser got it. */
  files: { url: string; type: string; transferred: number; decoded: number; beforeFirstPaint: boolean }[];
}

/**
 * Runs in the page (`page.evaluate(transferredBytes)`) once the screen has painted: what the
 * Resource Timing entries (same origin, so with their sizes) say was transferred, and when.
 */
export function transferredBytes(): TransferredBytes {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  if (!navigation || !paint) throw new Error('The page has no navigation or first-contentful-paint entry yet');
  const fcp = paint.startTime;
  const entries = [navigation, ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[])];
  const files = entries.map((entry) => ({
    url: entry.name,
    type: entry === navigation ? 'document' : entry.initiatorType,
    transferred: entry.transferSize,
    decoded: entry.decodedBodySize,
    beforeFirstPaint: entry.responseEnd <= fcp,
  }));
  const sum = (list: typeof files) => list.reduce((total, file) => total + file.transferred, 0);
  // By name: a module preloaded by a <link> is a script all the same.
  const scripts = files.filter((file) => /\.js($|\?)/.test(file.url));
  return {
    beforeFirstPaint: sum(files.filter((file) => file.beforeFirstPaint)),
    total: sum(files),
    scripts: sum(scripts),
    scriptsDecoded: scripts.reduce((total, file) => total + file.decoded, 0),
    firstContentfulPaintMs: fcp,
    files,
  };
}

export interface BuiltFile {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

/** Each script and style sheet of a build in `dist`, with the sizes of its compressed copies (the file's own when there is none). */
export async function builtFiles(dist: string): Promise<BuiltFile[]> {
  const folder = path.join(dist, 'assets');
  const names = (await readdir(folder)).filter((name) => /\.(js|css)$/.test(name)).sort();
  const size = (file: string) =>
    stat(file).then(
      (info) => info.size,
      () => undefined,
    );
  return Promise.all(
    names.map(async (name) => {
      const raw = (await size(path.join(folder, name)))!;
      return {
        file: `assets/${name}`,
        raw,
        gzip: (await size(path.join(folder, `${name}.gz`))) ?? raw,
        brotli: (await size(path.join(folder, `${name}.br`))) ?? raw,
      };
    }),
  );
}
