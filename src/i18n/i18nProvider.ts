/**
 * The interface in English, made at once from the English catalogue: for tests, which render
 * screens without loading a language first. The admin itself loads its language (languages.ts).
 */
import english from '../../locales/en';
import { interfaceMessages } from './catalogue';
import { defaultLanguage, loadCatalogue } from './languages';
import { i18nProviderFor } from './i18nProviderFor';

export const i18nProvider = i18nProviderFor(defaultLanguage, interfaceMessages(english), (language) =>
  loadCatalogue(language).then(interfaceMessages),
);
