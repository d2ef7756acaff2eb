/**
 * The language the server answers a request in (docs/api.md "Languages"): the first language of
 * its `Accept-Language` that has a file in locales/, English otherwise. The same files are the
 * admin's catalogues, so a 422 says what the admin's own check would have said, in its words.
 */
import type { z } from 'zod/mini';
import english from '../../locales/en';
import type { ResourceDefinition } from '../../resources/definition';
import { fileSize, fileSizeKey } from '../../resources/file-size';
import { translatorFor, type Message, type ServerTexts } from '../../resources/messages';
import { issueMessage } from '../../resources/validation';

/**
 * A text for a person: always a catalogue message, so that each is said in the request's language
 * (docs/api.md "Languages"); server/i18n/said.test.ts finds texts written in the code instead.
 */
export type Said = Message;

export type Translate = (said: Said) => string;

/**
 * What a schema says of a failed value: its message where that is a catalogue key (`server.…`,
 * `validation.…`; zod carries ours as an issue's message), the validation message of its kind of
 * failure otherwise.
 */
export const saidOf = (issue: z.core.$ZodIssue): Said =>
  /^server\.[\w.]+$/.test(issue.message) ? { message: issue.message } : issueMessage(issue);

/** A message naming `definition`'s items, in the language's words for them (resources/messages.ts). */
export const aboutItems = (definition: ResourceDefinition, message: string, args?: Message['args']): Said => ({
  message,
  args,
  resource: { name: definition.name, one: definition.label.one, other: definition.label.other },
});

const englishMessage = translatorFor(english);

/** `translate` saying a message's `sizes` among its values, each in the language's units, rounded down as a limit is. */
function sayingSizes(translate: Translate): Translate {
  return (said) => {
    if (!said.sizes) return translate(said);
    const sizes = Object.entries(said.sizes).map(([name, bytes]) => {
      const size = fileSize(bytes, 'down');
      return [name, translate({ message: fileSizeKey(size), args: { amount: size.amount } })];
    });
    return translate({ ...said, args: { ...said.args, ...Object.fromEntries(sizes) } });
  };
}

/** Any said thing in English (logs, and the answers of a request in no language the server has). */
export const inEnglish: Translate = sayingSizes(englishMessage);

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
      (module: { default: ServerTexts }) => sayingSizes(translatorFor(module.default, englishMessage)),
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
