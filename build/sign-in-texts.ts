/**
 * `locales/<language>.ts?sign-in`: the sign-in area's part of a language's catalogue
 * (src/i18n/signInTexts.ts) as a module of its own. A module is the smallest piece a bundler
 * splits, so the part is taken from the language's one file when the admin is built: the file
 * is bundled with esbuild and run, and the part written out as data.
 */
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { signInAreas } from '../src/i18n/signInTexts';

const signInPart = /\/locales\/[^/]+\.ts\?sign-in$/;

async function evaluate(file: string): Promise<Record<string, unknown>> {
  const bundled = await build({ entryPoints: [file], bundle: true, write: false, format: 'esm', platform: 'node', logLevel: 'silent' });
  const code = bundled.outputFiles[0].text;
  const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
    default: Record<string, unknown>;
  };
  return module.default;
}

export function signInTexts(): Plugin {
  return {
    name: 'sign-in-texts',
    enforce: 'pre',
    async load(id) {
      if (!signInPart.test(id)) return undefined;
      const file = id.slice(0, -'?sign-in'.length);
      this.addWatchFile(file);
      const catalogue = await evaluate(file);
      const part = Object.fromEntries(signInAreas.map((area) => [area, catalogue[area]]));
      return `export default ${JSON.stringify(part)};`;
    },
  };
}
