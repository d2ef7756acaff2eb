import { languages, type Language, type Translatable } from '../../../resources/languages';

/** A translatable text built from one function of the language. */
export const perLanguage = (text: (language: Language) => string): Translatable =>
  Object.fromEntries(languages.map((language) => [language, text(language)])) as Translatable;
