/**
 * The interface languages: one file each in locales/ (docs/adding-a-resource.md, "Adding an
 * interface language"), found by their names, so that a new file is a new language. Each loads as
 * a script of its own when first shown, its sign-in part (signInTexts.ts) apart from the rest;
 * English's sign-in part comes with the first script, so that the default screen paints at once.
 */
import type { Catalogue } from '../../locales/en';
import type { SignInTexts } from './signInTexts';

const catalogueFiles = import.meta.glob<Catalogue>('../../locales/*.ts', { import: 'default' });
const signInFiles = import.meta.glob<SignInTexts>(['../../locales/*.ts', '!../../locales/en.ts'], { import: 'default', query: '?sign-in' });
const defaultSignInFile = import.meta.glob<SignInTexts>('../../locales/en.ts', { import: 'default', query: '?sign-in', eager: true });

const languageOf = (path: string) => /([\w-]+)\.ts$/.exec(path)![1];
const byLanguage = <T>(files: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(files).map(([path, file]) => [languageOf(path), file]));

const catalogueLoaders = byLanguage(catalogueFiles);
const signInLoaders = byLanguage(signInFiles);
const defaultSignInTexts = Object.values(defaultSignInFile)[0];

/** The interface's language when nothing says another (docs/spec.md §1, en-US). */
export const defaultLanguage = 'en';

/** Every interface language, by its code (`de`, `en`, …), in alphabetical order. */
export const interfaceLanguages: readonly string[] = Object.keys(catalogueLoaders).sort();

/** A language's name in that language, as its speakers look for it in a list: `Deutsch`, `Français`. */
export function languageAutonym(language: string): string {
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

/** What was loaded, so that a screen can be made at once with a language shown before. */
const loaded = {
  catalogues: new Map<string, Catalogue>(),
  signIn: new Map<string, SignInTexts>([[defaultLanguage, defaultSignInTexts]]),
};

function loadInto<T>(cache: Map<string, T>, loaders: Record<string, () => Promise<T>>, language: string): Promise<T> {
  const known = cache.get(language);
  if (known) return Promise.resolve(known);
  const load = loaders[language];
  if (!load) return Promise.reject(new Error(`No interface language ${language}`));
  return load().then((value) => {
    cache.set(language, value);
    return value;
  });
}

export const loadCatalogue = (language: string): Promise<Catalogue> => loadInto(loaded.catalogues, catalogueLoaders, language);

const catalogueLoads = new Map<string, Promise<Catalogue>>();

/**
 * The one load of a language's catalogue, the same promise for every caller (React's `use` reads
 * it); English's where that language's cannot be loaded.
 */
export function catalogueLoad(language: string): Promise<Catalogue> {
  let load = catalogueLoads.get(language);
  if (!load) {
    load = loadCatalogue(language).catch(() => loadCatalogue(defaultLanguage));
    catalogueLoads.set(language, load);
  }
  return load;
}

export const loadSignInTexts = (language: string): Promise<SignInTexts> => loadInto(loaded.signIn, signInLoaders, language);
export const loadedSignInTexts = (language: string): SignInTexts | undefined => loaded.signIn.get(language);

/** Where the choice of language is read and kept in this browser (languageChoice.ts). */
export const browserLanguageSources = () => ({
  storage: globalThis.localStorage,
  preferred: globalThis.navigator?.languages ?? [],
  available: interfaceLanguages,
  fallback: defaultLanguage,
});
