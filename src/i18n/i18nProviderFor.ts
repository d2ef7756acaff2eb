import type { TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';

/** The interface locale (docs/spec.md §1, §9). */
export const interfaceLocale = 'en-US';

/**
 * react-admin's i18n provider over a catalogue: the whole one, or the sign-in area's part of it,
 * which lacks react-admin's own texts (`ra.*`, typed as required) because its screens ask for none.
 */
export const i18nProviderFor = (messages: Omit<TranslationMessages, 'ra'>) =>
  polyglotI18nProvider(() => messages as TranslationMessages, interfaceLocale, [{ locale: interfaceLocale, name: 'English (US)' }]);
