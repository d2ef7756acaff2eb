/** What the tests of the server and of the admin share: a translatable value in every content language. */
import { languages } from './languages';

/** A translatable value: `text` tagged with each language (`Ball (de)`), or one text per language. */
export const translated = (text: string | Record<string, string>) =>
  Object.fromEntries(languages.map((language) => [language, typeof text === 'string' ? `${text} (${language})` : text[language]]));
