/**
 * The error answers of docs/api.md. Route code throws an HttpError; the app's error handler turns it,
 * and any error Fastify raises for bad input, into `{message, errors?}` with a 4xx status, said in
 * the request's language (server/i18n/texts.ts).
 */
import type { z } from 'zod';
import { fieldErrors } from '../resources/validation';
import { snakeCase } from '../resources/definition';
import { inEnglish, type Said } from './i18n/texts';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    /** What the answer's `message` says: a catalogue message, rendered in the request's language. */
    readonly said: Said,
    /** 422 field errors keyed by the wire's dotted (snake_case) path. */
    readonly errors?: Record<string, Said[]>,
    /** Extra top-level keys of the body, e.g. OAuth's `error`. */
    readonly extra?: Record<string, unknown>,
    /** Headers of the answer, e.g. a 429's or a 503's `Retry-After`. */
    readonly headers?: Record<string, string>,
  ) {
    super(inEnglish(said));
  }
}

export const unauthenticated = () => new HttpError(401, { message: 'server.unauthenticated' });
export const forbidden = (said: Said = { message: 'server.forbidden' }) => new HttpError(403, said);
export const notFound = (said: Said = { message: 'server.notFound' }) => new HttpError(404, said);

/** The 422 of a body the server refuses. */
export const invalidData: Said = { message: 'server.invalidData' };

/** The 422 of a list's query the server refuses (a filter, a sort, a page). */
export const invalidQuery: Said = { message: 'server.invalidQuery' };

/** A query parameter the route does not take. */
export const unknownParameter: Said = { message: 'server.query.unknownParameter' };

/** A refusal for a while: 429 (too many requests) or 503 (too much work), saying when to try again. */
export const tryAgainLater = (status: 429 | 503, said: Said, retryAfterSeconds: number) =>
  new HttpError(status, said, undefined, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** A 422 from a zod failure: camelCase paths become the wire's snake_case dotted paths. */
export function validationError(error: z.core.$ZodError, said: Said = invalidData): HttpError {
  const errors: Record<string, Said[]> = {};
  for (const [path, issue] of Object.entries(fieldErrors(error))) {
    errors[path.split('.').map(snakeCase).join('.')] = [issue];
  }
  return new HttpError(422, said, errors);
}

/** A 422 on named fields, for rules only the store can check (an id that does not exist). */
export const fieldError = (field: string, said: Said) => invalidFields({ [field]: said });

/** A 422 on several named fields, a message each. */
export const invalidFields = (messages: Record<string, Said>) =>
  new HttpError(422, invalidData, Object.fromEntries(Object.entries(messages).map(([field, said]) => [field, [said]])));
