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
  'validation.passwordConfirmation': 'Must be the same as the new password',
  'validation.secondFactorCode': 'Must be the 6 digits your authenticator app shows',
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;

/**
 * The validation messages the field kinds bring, by catalogue key (a kind module's `messages`,
 * added by the kinds' registry, resources/kinds/index.ts), so that a new kind's message needs no
 * line here (docs/adding-a-resource.md "A new field kind").
 */
const kindMessages = new Map<string, string>();

/** Adds a kind's messages; a key another message has already is refused, as it would change that message. */
export function addKindMessages(messages: Record<string, string>) {
  for (const [key, text] of Object.entries(messages)) {
    if (key in validationMessages || (kindMessages.has(key) && kindMessages.get(key) !== text)) {
      throw new Error(`The validation message ${key} exists already: give the kind's message a key of its own`);
    }
    kindMessages.set(key, text);
  }
}

/** Every message the kinds brought, for the admin's catalogue. */
export const kindValidationMessages = (): Record<string, string> => Object.fromEntries(kindMessages);

/** Whether a text is the key of a validation message, shared or a kind's. */
export const isValidationMessageKey = (value: unknown): value is string =>
  typeof value === 'string' && (value in validationMessages || kindMessages.has(value));

/** A message key (shared, or a kind's) with the values its text interpolates, as react-admin's validators return them. */
export interface ValidationMessage {
  message: ValidationMessageKey | (string & {});
  args: Record<string, string | number>;
}

/** Replaces `%{name}` in a catalogue text, as polyglot does in the admin. */
export function renderMessage({ message, args }: ValidationMessage): string {
  const text = message in validationMessages ? validationMessages[message as ValidationMessageKey] : (kindMessages.get(message) ?? message);
  return text.replace(/%\{(\w+)\}/g, (_, name: string) => String(args[name] ?? ''));
}
