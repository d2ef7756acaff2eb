import { z } from 'zod/mini';
import { textLimits } from './definition';
import { isValidationMessageKey, type ValidationMessage, type ValidationMessageKey } from './validation-messages';

export { isValidationMessageKey, type ValidationMessage, type ValidationMessageKey } from './validation-messages';

/**
 * Turns one zod issue into a catalogue message. Spec §5: a null where a value is expected, an
 * empty string and an empty array all read `validation.required`.
 */
export function issueMessage(issue: z.core.$ZodIssue): ValidationMessage {
  const minimum = 'minimum' in issue ? Number(issue.minimum) : undefined;
  const maximum = 'maximum' in issue ? Number(issue.maximum) : undefined;
  if (issue.code === 'too_small' && minimum === 1 && (issue.origin === 'string' || issue.origin === 'array')) {
    return { message: 'validation.required', args: {} };
  }
  if (isValidationMessageKey(issue.message)) {
    const args: ValidationMessage['args'] = {};
    if (minimum !== undefined) args.min = minimum;
    if (maximum !== undefined) args.max = maximum;
    if (issue.code === 'invalid_value') args.choices = issue.values.map(String).join(', ');
    return { message: issue.message, args };
  }
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') return { message: 'validation.minLength', args: { min: minimum! } };
      if (issue.origin === 'array') return { message: 'validation.minItems', args: { min: minimum! } };
      return { message: 'validation.minValue', args: { min: minimum! } };
    case 'too_big':
      if (issue.origin === 'string') return { message: 'validation.maxLength', args: { max: maximum! } };
      if (issue.origin === 'array') return { message: 'validation.maxItems', args: { max: maximum! } };
      return { message: 'validation.maxValue', args: { max: maximum! } };
    case 'invalid_value':
      return { message: 'validation.choice', args: { choices: issue.values.map(String).join(', ') } };
    case 'unrecognized_keys':
      return { message: 'validation.unknownField', args: {} };
    case 'invalid_type':
      if (issue.expected === 'string') return { message: 'validation.string', args: {} };
      if (issue.expected === 'number') return { message: 'validation.number', args: {} };
      if (issue.expected === 'int') return { message: 'validation.integer', args: {} };
      if (issue.expected === 'boolean') return { message: 'validation.boolean', args: {} };
      return { message: 'validation.invalid', args: {} };
    default:
      return { message: 'validation.invalid', args: {} };
  }
}

/**
 * Field errors keyed by dotted path (`name.en`, `types`), one message each: the shape of a 422's
 * `errors` and of the admin's field errors. Unknown keys are reported on each unknown key.
 */
export function fieldErrors(error: z.core.$ZodError): Record<string, ValidationMessage> {
  const errors: Record<string, ValidationMessage> = {};
  for (const issue of error.issues) {
    const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    for (const path of paths) {
      const key = path.map(String).join('.');
      errors[key] ??= issueMessage(issue);
    }
  }
  return errors;
}

// The building blocks every definition's schema is made of, each with the messages of docs/spec.md §5.

/**
 * The error of a value of the wrong type: `validation.required` where it is absent or null
 * (docs/spec.md §5), the given key otherwise. Zod only shows the input to an error function.
 */
export const typeError =
  <K extends string = ValidationMessageKey>(key: K) =>
  (issue: { input?: unknown }): K | 'validation.required' =>
    issue.input === undefined || issue.input === null ? 'validation.required' : key;

/** A non-blank text of at most `maxLength` characters (after trimming). */
export const requiredText = (maxLength: number = textLimits.name) =>
  z
    .string({ error: typeError('validation.string') })
    .check(z.trim(), z.minLength(1, { error: 'validation.required' }), z.maxLength(maxLength, { error: 'validation.maxLength' }));

export const email = () =>
  z.pipe(
    z.string({ error: typeError('validation.string') }).check(z.maxLength(textLimits.email, { error: 'validation.maxLength' })),
    z.email({ error: 'validation.invalidEmail' }),
  );

/**
 * A valid web address: `http:` or `https:` only, since a link is opened by whoever reads it
 * (`javascript:` or `data:` would run or show whatever it holds). `https` demands the secure
 * scheme with the message of docs/spec.md §5.
 */
export const url = (options: { https?: boolean; maxLength?: number } = {}) => {
  const valid = z.pipe(requiredText(options.maxLength ?? textLimits.url), z.url({ protocol: /^https?$/, error: 'validation.url' }));
  return options.https ? valid.check(z.refine((value) => value.startsWith('https://'), { error: 'validation.httpsUrl' })) : valid;
};

export const id = () => z.string({ error: typeError('validation.id') }).check(z.uuid({ error: 'validation.id' }));
