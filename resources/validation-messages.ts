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

/** A message key with the values its text interpolates, as react-admin's validators return them. */
export interface ValidationMessage {
  message: ValidationMessageKey;
  args: Record<string, string | number>;
}
