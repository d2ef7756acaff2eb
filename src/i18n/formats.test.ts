import type { Catalogue } from '../../locales/en';
import { interfaceMessages } from './catalogue';
import { formatsIn } from './formats';
import { i18nProviderFor } from './i18nProviderFor';
import { browserLanguage, deviceLanguage, rememberLanguage, userLanguage } from './languageChoice';
import { formatLocaleFor } from './interfaceLanguage';

const files = import.meta.glob<Catalogue>('../../locales/*.ts', { import: 'default', eager: true });
const catalogue = (language: string) => files[`../../locales/${language}.ts`];

/** The interface in `language`, as the admin makes it. */
const translateIn = (language: string) => {
  const provider = i18nProviderFor(language, interfaceMessages(catalogue(language)), () => Promise.reject(new Error('not loaded')));
  return provider.translate;
};

describe('numbers and plurals by language', () => {
  it('counts items with the language’s plural forms and number grouping', () => {
    const count = (language: string, n: number) => translateIn(language)('resources.exercises.message.count', { smart_count: n });
    expect([1, 2, 1234].map((n) => count('nl', n))).toEqual(['1 oefening', '2 oefeningen', '1.234 oefeningen']);
    expect([1, 1234].map((n) => count('de', n))).toEqual(['1 Übung', '1.234 Übungen']);
    expect([0, 1, 2].map((n) => count('fr', n))).toEqual(['0 exercice', '1 exercice', '2 exercices']);
    expect([0, 1, 1234].map((n) => count('en', n))).toEqual(['0 exercises', '1 exercise', '1,234 exercises']);
    expect(count('es', 12345)).toBe('12.345 ejercicios');
  });

  it('chooses the same plural form as the platform’s plural rules', () => {
    for (const language of Object.keys(files).map((path) => /(\w+)\.ts$/.exec(path)![1])) {
      const locale = catalogue(language).locale;
      const rules = new Intl.PluralRules(locale);
      const singular = translateIn(language)('resources.injuries.message.count', { smart_count: 1 });
      for (const n of [0, 1, 2, 5, 21, 1000]) {
        const text = translateIn(language)('resources.injuries.message.count', { smart_count: n });
        expect(text === singular.replace('1', String(n)) || rules.select(n) !== 'one', `${language} ${n}: ${text}`).toBe(true);
      }
    }
  });

  it('writes a size as the language does', () => {
    expect(translateIn('de')('builders.size.MB', { amount: 4.2 })).toBe('4,2 MB');
    expect(translateIn('fr')('builders.size.MB', { amount: 4.2 })).toBe('4,2 Mo');
    expect(translateIn('en')('builders.size.KB', { amount: 1536 })).toBe('1,536 KB');
  });

  it('says dates, numbers and times ago in the locale', () => {
    const now = Date.UTC(2026, 11, 2, 12, 0);
    expect(formatsIn('nl-NL').ago(new Date(now - 3 * 60_000), now)).toBe('3 minuten geleden');
    expect(formatsIn('de-DE').ago(new Date(now - 2 * 3600_000), now)).toBe('vor 2 Stunden');
    expect(formatsIn('de-DE').number(1234.5)).toBe('1.234,5');
    expect(formatsIn('nl-NL').date(new Date(now))).toBe('2-12-2026');
    expect(formatsIn('en-US').date(new Date(now))).toBe('12/2/2026');
  });
});

describe('the choice of interface language', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
  };
  const available = ['de', 'en', 'es', 'fr', 'nl', 'pt'];

  it('takes the browser’s first language the admin speaks, else English', () => {
    expect(browserLanguage(['nl-BE', 'en'], available)).toBe('nl');
    expect(browserLanguage(['it-IT', 'pt-BR'], available)).toBe('pt');
    const storage = memory();
    expect(deviceLanguage({ storage, preferred: ['it'], available, fallback: 'en' })).toBe('en');
  });

  it('remembers a choice for the device and for the user, each user apart', () => {
    const storage = memory();
    const sources = { storage, preferred: ['de-DE'], available, fallback: 'en' };
    expect(userLanguage(sources, 'ana')).toBe('de');
    rememberLanguage(storage, 'fr', 'ana');
    rememberLanguage(storage, 'nl');
    expect([userLanguage(sources, 'ana'), userLanguage(sources, 'bo'), deviceLanguage(sources)]).toEqual(['fr', 'nl', 'nl']);
  });

  it('writes dates in the browser’s own locale where its language is the one shown', () => {
    expect(formatLocaleFor('nl', 'nl-NL', ['nl-BE', 'en'])).toBe('nl-BE');
    expect(formatLocaleFor('de', 'de-DE', ['en-US'])).toBe('de-DE');
  });
});
