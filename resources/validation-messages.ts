/**
 * Validation messages, keyed as the admin's i18n catalogue keys them. The admin translates the
 * keys; the server renders the same English text in its 422 answers, so both say the same thing.
 * Apart from the schemas (validation.ts): the sign-in screen paints with them before zod has
 * loaded (docs/architecture.md, "How the admin loads").
 */
export const validationMessages = {
  'validation.required': 'Required',
  'validation.isRequired': '%{field} is required',
  'validation.areRequired': '%{field} are required',
  'validation.invalidEmail': 'Invalid email',
  'validation.httpsUrl': 'Url must be https',
  'validation.url': 'Must be a valid URL',
  'validation.date': 'Must be a date (yyyy-mm-dd)',
  'validation.string': 'Must be a text',
  'validation.number': 'Must be a number',
  'validation.integer': 'Must be a whole number',
  'validation.boolean': 'Must be true or false',
  'validation.choice': 'Must be one of %{choices}',
  'validation.id': 'Must be a valid id',
  'validation.minLength': 'Must be %{min} characters at least',
  'validation.maxLength': 'Must be %{max} characters or less',
  'validation.minValue': 'Must be at least %{min}',
  'validation.maxValue': 'Must be %{max} or less',
  'validation.minItems': 'Must have at least %{min} items',
  'validation.maxItems': 'Must have at most %{max} items',
  'validation.unknownField': 'Unknown field',
  'validation.invalid': 'Invalid value',
  'validation.secondFactorCode': 'Must be the 6 digits your authenticator app shows',
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;

/** A message key with the values its text interpolates, as react-admin's validators return them. */
export interface ValidationMessage {
  message: ValidationMessageKey;
  args: Record<string, string | number>;
}

/** Replaces `%{name}` in a catalogue text, as polyglot does in the admin. */
export function renderMessage({ message, args }: ValidationMessage): string {
  return validationMessages[message].replace(/%\{(\w+)\}/g, (_, name: string) => String(args[name] ?? ''));
}
