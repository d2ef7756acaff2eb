/**
 * The language the server answers a request in (docs/api.md "Languages"): the first language of
 * its `Accept-Language` that has a file in locales/, English otherwise. The same files are the
 * admin's catalogues, so a 422 says what the admin's own check would have said, in its words.
 */
import english from '../../locales/en';
import { translatorFor, type Message, type ServerTexts } from '../../resources/messages';

/** A text for a person: a catalogue message, or a text of its own (said as it is, in English). */
export type Said = string | Message;

export type Translate = (said: Said) => string;

/**
 * What a schema's message says: a catalogue key (`server.…`, `validation.…`; zod carries ours as
 * an issue's message) as a message of the catalogue, any other text as it is.
 */
export const saidOf = (text: string): Said => (/^(server|validation)\.[\w.]+$/.test(text) ? { message: text } : text);

const englishMessage = translatorFor(english);

/** Any said thing in English (logs, and the answers of a request in no language the server has). */
export const inEnglish: Translate = (said) => (typeof said === 'string' ? said : englishMessage(said));

/** The languages of an `Accept-Language` header, by preference: `de-DE,en;q=0.8` → `de`, `en`. */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...parameters] = part.trim().split(';');
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0], quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter(({ language, quality }) => /^[a-z]{2,3}$/.test(language) && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ language }) => language);
}

/** Each language's translation, or null where locales/ has no file for it; bounded by the two- and three-letter codes. */
const loaded = new Map<string, Promise<Translate | null>>([['en', Promise.resolve(inEnglish)]]);

function load(language: string): Promise<Translate | null> {
  let translation = loaded.get(language);
  if (!translation) {
    translation = import(`../../locales/${language}.ts`).then(
      (module: { default: ServerTexts }) => {
        const message = translatorFor(module.default, englishMessage);
        return (said: Said) => (typeof said === 'string' ? said : message(said));
      },
      () => null,
    );
    loaded.set(language, translation);
  }
  return translation;
}

/** How to say things to the sender of `acceptLanguage`. */
export async function translationFor(acceptLanguage: string | undefined): Promise<Translate> {
  for (const language of acceptedLanguages(acceptLanguage)) {
    const translation = await load(language);
    if (translation) return translation;
  }
  return inEnglish;
}
