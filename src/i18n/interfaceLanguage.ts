/**
 * The language the interface shows now, for what reads it outside React: the page's `<html lang>`,
 * the API calls' `Accept-Language` (main.tsx) and the numbers the catalogue's texts interpolate.
 * Dates and numbers follow the browser's own locale where it is of the same language (`nl-BE`
 * for a Belgian browser's Dutch), else the language's file's (`nl-NL`).
 */
import { defaultLanguage } from './languages';

export interface ShownLanguage {
  /** The catalogue's language: `nl`. */
  language: string;
  /** The locale dates and numbers follow: `nl-BE`. */
  formatLocale: string;
}

/** The locale of `language`'s dates and numbers, given the browser's preferred locales. */
export function formatLocaleFor(language: string, catalogueLocale: string, preferred: readonly string[]): string {
  const own = preferred.find((tag) => tag.toLowerCase().split('-')[0] === language && Intl.NumberFormat.supportedLocalesOf(tag).length > 0);
  return own ?? catalogueLocale;
}

let shown: ShownLanguage = { language: defaultLanguage, formatLocale: 'en-US' };

export const shownLanguage = (): ShownLanguage => shown;

/** Says that the interface now shows `language`: the page's `lang` follows. */
export function showLanguage(language: string, catalogueLocale: string): void {
  shown = { language, formatLocale: formatLocaleFor(language, catalogueLocale, globalThis.navigator?.languages ?? []) };
  if (globalThis.document) document.documentElement.lang = shown.formatLocale;
}
