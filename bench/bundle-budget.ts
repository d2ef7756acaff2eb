/**
 * The admin's size targets, in bytes as they travel (brotli or gzip), shared by
 * `npm run bench:bundle`, which prints the figures beside them, and the end-to-end budget test,
 * which fails when one is exceeded. 1 KB = 1,000 bytes.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** What Chromium should transfer (entry page, scripts, styles, images, headers) before the sign-in screen paints. */
export const signInFirstPaintTargetBytes = 150_000;
/** What the test lets it transfer: the target itself; the sign-in area paints without react-admin (src/sign-in/SignInArea.tsx). */
export const signInFirstPaintBudgetBytes = signInFirstPaintTargetBytes;
/**
 * What the test lets the sign-in screen transfer in all once idle: the first paint and the
 * validators fetched after it. It holds the choice of interface language too, which the sign-in
 * screen offers before anyone is known.
 */
export const signInRouteBudgetBytes = 160_000;
/**
 * The scripts of the import (its screen, and the worker that reads a file with its parsers), named
 * with this prefix by vite.config.ts: loaded only when an Import screen opens, they are counted
 * apart from the whole admin's (docs/performance.md, "Import").
 */
export const importScriptPrefix = 'import-';
export const isImportScript = (file: string): boolean => path.basename(file).startsWith(importScriptPrefix);
/** The import's scripts, compressed (brotli): the screen, the dry run and the file reader with its CSV and XLSX parsers. */
export const importJsTargetBytes = 40_000;

/**
 * The scripts of one interface language (locales/<language>.ts, and its sign-in part), named
 * `language-<code>-…` and `language-<code>.sign-in-…` by vite.config.ts: each is loaded only by
 * whoever shows that language.
 */
export const languageScriptPrefix = 'language-';
/** The interface language a script is all of, or undefined for any other script. */
export const languageOfScript = (file: string): string | undefined =>
  new RegExp(`^${languageScriptPrefix}([\\w-]+?)(\\.sign-in)?-[\\w-]+\\.js$`).exec(path.basename(file))?.[1];

/**
 * What one user downloads of the admin's scripts, compressed (brotli): every script but the
 * import's and the interface languages', and the heaviest language (its catalogue and sign-in part).
 */
export function oneUsersScripts<T extends { file: string; brotli: number }>(scripts: readonly T[]) {
  const shared = scripts.filter((script) => !isImportScript(script.file) && languageOfScript(script.file) === undefined);
  const byLanguage = new Map<string, number>();
  for (const script of scripts) {
    const language = languageOfScript(script.file);
    if (language !== undefined) byLanguage.set(language, (byLanguage.get(language) ?? 0) + script.brotli);
  }
  const [heaviestLanguage, languageBytes] = [...byLanguage].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  const sharedBytes = shared.reduce((total, script) => total + script.brotli, 0);
  return { shared, sharedBytes, byLanguage, heaviestLanguage, languageBytes, bytes: sharedBytes + languageBytes };
}

/**
 * What react-dropzone, the file fields' drop area, weighs in the whole admin beyond the drop area
 * the project wrote before it, brotli: the whole admin's target grows by it, since a well-kept
 * library is taken where one does the job (docs/performance.md, "The file drop").
 */
export const fileDropLibraryBytes = 4_369;

/**
 * What one user downloads of the admin's scripts (`oneUsersScripts`), compressed (brotli): all of
 * it is what a member of staff downloads over a day, so what is added needs a look at what it
 * brings (docs/performance.md, "Today's figures"). Every interface language is counted as a user
 * meets it: one of them, the heaviest, not all six. It holds every field kind's input, the date,
 * date-time and tags inputs included, though no demo resource declares them: a declared resource
 * loads no more. The target is the whole admin's with the heaviest language's catalogue in place
 * of English's, whose texts French writes at more length.
 */
export const wholeAdminJsTargetBytes = 380_000 + fileDropLibraryBytes;
/** What the test lets them weigh: the target itself. */
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
