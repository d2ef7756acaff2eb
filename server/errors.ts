/**
 * The error answers of docs/api.md. Route code throws an HttpError; the app's error handler turns it,
 * and any error Fastify raises for bad input, into `{message, errors?}` with a 4xx status.
 */
import type { z } from 'zod';
import { fieldErrors, renderMessage } from '../resources/validation';
import { snakeCase } from '../resources/definition';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** 422 field errors keyed by the wire's dotted (snake_case) path. */
    readonly errors?: Record<string, string[]>,
    /** Extra top-level keys of the body, e.g. OAuth's `error`. */
    readonly extra?: Record<string, unknown>,
    /** Headers of the answer, e.g. a 429's or a 503's `Retry-After`. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const unauthenticated = () => new HttpError(401, 'Unauthenticated.');
export const forbidden = (message = 'This action is unauthorized.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);

/** A refusal for a while: 429 (too many requests) or 503 (too much work), saying when to try again. */
export const tryAgainLater = (status: 429 | 503, message: string, retryAfterSeconds: number) =>
  new HttpError(status, message, undefined, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** A 422 from a zod failure: camelCase paths become the wire's snake_case dotted paths. */
export function validationError(error: z.core.$ZodError, message = invalidData): HttpError {
  const errors: Record<string, string[]> = {};
  for (const [path, issue] of Object.entries(fieldErrors(error))) {
    errors[path.split('.').map(snakeCase).join('.')] = [renderMessage(issue)];
  }
  return new HttpError(422, message, errors);
}

export const invalidData = 'The given data was invalid.';

/** A 422 on named fields, for rules only the store can check (an id that does not exist). */
export const fieldError = (field: string, message: string) => invalidFields({ [field]: message });

/** A 422 on several named fields, a message each. */
export const invalidFields = (messages: Record<string, string>) =>
  new HttpError(422, invalidData, Object.fromEntries(Object.entries(messages).map(([field, message]) => [field, [message]])));
