/**
 * Validation messages, keyed as the catalogues key them (`validation.<name>`, locales/<language>.ts).
 * The admin translates the keys; the server renders the same texts in its 422 answers, in the
 * request's language, so both say the same thing. Apart from the schemas (validation.ts) and from
 * the texts themselves: the sign-in screen paints before zod, and the schemas load no catalogue.
 */
import type english from '../locales/en';

export type ValidationMessageKey = `validation.${keyof typeof english.validation}`;

/** Whether a text is a validation message's key (zod carries ours as an issue's message). */
export const isValidationMessageKey = (value: unknown): value is ValidationMessageKey =>
  typeof value === 'string' && value.startsWith('validation.');

/**
 * The validation messages the field kinds bring, by catalogue key (a kind module's `messages`,
 * added by the kinds' registry, resources/kinds/index.ts), so that a new kind's message needs no
 * line here (docs/adding-a-resource.md "A new field kind").
 */
const kindMessages = new Map<string, string>();

/** Adds a kind's messages; a key another kind gave another text is refused, as it would change that message. */
export function addKindMessages(messages: Record<string, string>) {
  for (const [key, text] of Object.entries(messages)) {
    if (kindMessages.has(key) && kindMessages.get(key) !== text) {
      throw new Error(`The validation message ${key} exists already: give the kind's message a key of its own`);
    }
    kindMessages.set(key, text);
  }
}

/**
 * Every message the kinds brought, in English, for the catalogues: each language names the built-in
 * kinds' under `validation` (locales/<language>.ts); a kind added later is said in English until it does.
 */
export const kindValidationMessages = (): Record<string, string> => Object.fromEntries(kindMessages);

/** A message key (shared, or a kind's) with the values its text interpolates, as react-admin's validators return them. */
export interface ValidationMessage {
  message: ValidationMessageKey | (string & {});
  args: Record<string, string | number>;
}
