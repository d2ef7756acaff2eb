/**
 * A react-admin form validator from a zod schema (docs/spec.md §5), for every form of the admin: the
 * sign-in screens' schemas and a resource's form schema (`schemasOf(definition).form`). Every
 * failing path gets one catalogue message (`{message, args}`, translated by the interface), nested
 * as react-admin's form expects (`name.en` → `{name: {en: …}}`), so it shows under its own input.
 */
import type { z } from 'zod/mini';
import { fieldErrors, type ValidationMessage } from '../../resources/validation';

export interface FormErrors {
  [key: string]: ValidationMessage | FormErrors;
}

const isMessage = (value: ValidationMessage | FormErrors | undefined): value is ValidationMessage =>
  value !== undefined && 'message' in value && 'args' in value;

function place(errors: FormErrors, keys: string[], message: ValidationMessage) {
  const [key, ...rest] = keys;
  const existing = errors[key];
  // A whole value that already failed has nothing more to say about its parts.
  if (isMessage(existing)) return;
  if (rest.length === 0) {
    if (existing === undefined) errors[key] = message;
    return;
  }
  const child: FormErrors = existing ?? {};
  errors[key] = child;
  place(child, rest, message);
}

export function nestErrors(errors: Record<string, ValidationMessage>): FormErrors {
  const nested: FormErrors = {};
  for (const [path, message] of Object.entries(errors)) place(nested, path.split('.'), message);
  return nested;
}

export const schemaValidator =
  (schema: z.ZodMiniType) =>
  (values: Record<string, unknown>): FormErrors => {
    const result = schema.safeParse(values);
    return result.success ? {} : nestErrors(fieldErrors(result.error));
  };
