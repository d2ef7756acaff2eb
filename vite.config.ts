import { defineConfig, type Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { definitionsStamp } from './build/definitions-stamp';
import { precompress } from './build/precompress';
import { signInTexts } from './build/sign-in-texts';
import { importScriptPrefix, languageScriptPrefix } from './bench/bundle-budget';

/** Where `npm run dev` sends API and media requests: the server started beside Vite. */
const proxyTarget = process.env.VITE_PROXY_TARGET || 'http://127.0.0.1:8000';

/**
 * Polyfills a dependency asks for, replaced by what every browser the admin supports has natively:
 * node-polyglot's (the translations) otherwise bring a dozen helper packages to the sign-in screen
 * (docs/architecture.md, "How the admin loads").
 */
const nativeInsteadOfPolyfills = {
  'object.entries': fileURLToPath(new URL('./build/native/object-entries.cjs', import.meta.url)),
  hasown: fileURLToPath(new URL('./build/native/hasown.cjs', import.meta.url)),
};

/**
 * react-admin imports lodash's functions one by one from its CommonJS files, each then wrapped in a
 * module closure of its own; lodash-es is the same code as ES modules, which the bundler joins
 * into one scope, which weighs less in the admin's scripts.
 */
const lodashAsModules = { find: /^lodash\/(\w+)(\.js)?$/, replacement: 'lodash-es/$1.js' };

/**
 * Modules that do nothing but define their exports, though their packages do not say so: dropped
 * when nothing of theirs is used. @emotion/react imports hoist-non-react-statics bare (for its
 * `withTheme`, which the admin does not use), which would keep it and react-is 16 in the sign-in
 * screen's script (docs/architecture.md, "How the admin loads").
 */
const sideEffectFree = /\/node_modules\/hoist-non-react-statics\//;
const withoutSideEffects: Plugin = {
  name: 'without-side-effects',
  transform: (code, id) => (sideEffectFree.test(id) ? { code, moduleSideEffects: false } : undefined),
};

/**
 * Terser with three passes writes the admin's scripts smaller than Vite's default minifier, for a
 * longer build, and the admin's script budget is the tighter of the two; nothing unsafe.
 */
const minified = {
  minify: 'terser' as const,
  terserOptions: { ecma: 2020 as const, module: true, toplevel: true, compress: { passes: 3 }, format: { comments: false } },
};

/** The import's own code and its parsers: scripts of the import alone are named apart (bench/bundle-budget.ts). */
const importModule = /\/src\/import\/|\/node_modules\/(d3-dsv|read-excel-file|fflate|saxen)\//;
/** An interface language's catalogue (locales/<language>.ts) or its sign-in part (`?sign-in`). */
const languageModule = /\/locales\/([\w-]+)\.ts(\?sign-in)?$/;
/**
 * The import's scripts and each language's are named apart, so that the budget counts what one
 * user loads: no import, and one language (bench/bundle-budget.ts).
 */
function chunkFileNames(chunk: { facadeModuleId: string | null; moduleIds: readonly string[] }): string {
  if (
    (chunk.facadeModuleId !== null && importModule.test(chunk.facadeModuleId)) ||
    (chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => importModule.test(id)))
  )
    return `assets/${importScriptPrefix}[name]-[hash].js`;
  const language = chunk.facadeModuleId === null ? null : languageModule.exec(chunk.facadeModuleId);
  if (language) return `assets/${languageScriptPrefix}${language[1]}${language[2] ? '.sign-in' : ''}-[hash].js`;
  return 'assets/[name]-[hash].js';
}

export default defineConfig({
  plugins: [react(), signInTexts(), withoutSideEffects, definitionsStamp(), precompress()],
  resolve: {
    alias: [...Object.entries(nativeInsteadOfPolyfills).map(([find, replacement]) => ({ find, replacement })), lodashAsModules],
  },
  build: { outDir: 'dist', emptyOutDir: true, ...minified, rollupOptions: { output: { chunkFileNames } } },
  // The one worker, the import's file reader.
  worker: { format: 'es', rollupOptions: { output: { entryFileNames: `assets/${importScriptPrefix}[name]-[hash].js`, chunkFileNames } } },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: proxyTarget },
      '/media': { target: proxyTarget },
    },
  },
});
