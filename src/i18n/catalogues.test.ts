/**
 * Every language's file says everything English says, in its own words (docs/adding-a-resource.md,
 * "Adding an interface language"): the same keys, the same placeholders and plural forms, no
 * English text left as it was, and every resource named. A failure lists, per language, the keys
 * to add, remove or translate.
 */
import type { Catalogue } from '../../locales/en';
import english from '../../locales/en';
import { definitions } from '../../resources';
import { definitionNames } from './resource-messages';

const files = import.meta.glob<Catalogue>('../../locales/*.ts', { import: 'default', eager: true });
const catalogues = Object.fromEntries(Object.entries(files).map(([path, catalogue]) => [/([\w-]+)\.ts$/.exec(path)![1], catalogue]));
const others = Object.entries(catalogues).filter(([language]) => language !== 'en');

/**
 * Words that several languages write as English does; a text made of these (and of placeholders,
 * numbers and signs) may stay as it is.
 */
const sameInManyLanguages = new Set([
  'Name',
  'Premium',
  'Video',
  'HIIT',
  'Link',
  'Logo',
  'Sponsor',
  'Sponsors',
  'Description',
  'Image',
  'Page',
  'Squat',
  'Deadlift',
  'Type',
  'JSON',
  'B',
  'KB',
  'MB',
  'GB',
  'TB',
  'E-mail',
  'Version',
  'Versions',
  'Item',
  'Code',
  'No',
  'Filters',
]);

type Texts = { [key: string]: Texts | string };

/** Each text of a catalogue's data by its dotted key, the templates and the resources' names left out. */
function texts(value: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === 'string') found.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value as Texts)) {
      if (!prefix && ['resources', 'resourceTexts', 'stepTitle', 'locale'].includes(key)) continue;
      for (const [path, text] of texts(inner, prefix ? `${prefix}.${key}` : key)) found.set(path, text);
    }
  }
  return found;
}

/** A value's names; `%{Resource}` and `%{resource}` are one name in two casings (resources/messages.ts), each language writing the one it needs. */
const placeholders = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1].toLowerCase()))].sort();
const forms = (text: string) => text.split('||||').length;
const untranslated = (text: string) =>
  text
    .replace(/%\{\w+\}/g, ' ')
    .split(/[^\p{L}-]+/u)
    .filter((word) => /\p{L}/u.test(word))
    .some((word) => !sameInManyLanguages.has(word));

/** What `catalogue` gets wrong against English, as lines to read. */
function problems(names: Map<string, string>, englishNames: Map<string, string>, { sameAllowed = false } = {}): string[] {
  const lines: string[] = [];
  for (const key of englishNames.keys()) if (!names.has(key)) lines.push(`missing: ${key}`);
  for (const key of names.keys()) if (!englishNames.has(key)) lines.push(`not in English: ${key}`);
  for (const [key, text] of names) {
    const source = englishNames.get(key);
    if (source === undefined) continue;
    // react-admin's packs may leave a value out where they rephrase (`Aucun résultat`); never one English does not give.
    const own = placeholders(text);
    const expected = placeholders(source);
    const fits = key.startsWith('ra.') ? own.every((name) => expected.includes(name)) : own.join() === expected.join();
    if (!fits) lines.push(`placeholders differ: ${key}: "${text}"`);
    if (forms(source) > 1 && forms(text) !== forms(source)) lines.push(`plural forms differ: ${key}: "${text}"`);
    if (!sameAllowed && text === source && untranslated(text)) lines.push(`still English: ${key}: "${text}"`);
  }
  return lines;
}

/** A definition's names as dotted keys (`exercises.fields.name`), region-named choices left to the platform. */
function nameTexts(names: unknown, prefix: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [path, text] of texts(names)) if (path !== 'gender') found.set(`${prefix}.${path}`, text);
  return found;
}

describe('every interface language', () => {
  it('is found: English and the five others of the content (docs/spec.md §3)', () => {
    expect(Object.keys(catalogues)).toEqual(expect.arrayContaining(['de', 'en', 'es', 'fr', 'nl', 'pt']));
  });

  it.each(others)('%s has every key of English, in its own words, with the same placeholders and plural forms', (language, catalogue) => {
    expect(problems(texts(catalogue), texts(english)), `locales/${language}.ts`).toEqual([]);
  });

  it.each(others)("%s names every resource's fields, choices, filters, units and steps, and gives each a gender", (language, catalogue) => {
    const lines: string[] = [];
    for (const definition of definitions) {
      const own = catalogue.resources[definition.name];
      if (!own) {
        lines.push(`missing: resources.${definition.name}`);
        continue;
      }
      if (!own.gender) lines.push(`missing: resources.${definition.name}.gender`);
      const expected = nameTexts(definitionNames(definition), definition.name);
      lines.push(...problems(nameTexts(own, definition.name), expected));
    }
    for (const name of Object.keys(catalogue.resources)) {
      if (!definitions.some((definition) => definition.name === name)) lines.push(`no such resource: resources.${name}`);
    }
    expect(lines, `locales/${language}.ts`).toEqual([]);
  });

  it.each(others)("%s says every resource's messages with the same placeholders and plural forms", (language, catalogue) => {
    // Texts made around the noun: the noun itself may stand alone (a list's title).
    const noun = { one: 'Item', other: 'Items', gender: 'f' as const };
    const own = texts(catalogue.resourceTexts(noun, true));
    expect(problems(own, texts(english.resourceTexts(noun, true)), { sameAllowed: true }), `locales/${language}.ts`).toEqual([]);
  });
});
