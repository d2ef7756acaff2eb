/**
 * The one error every failed call becomes (docs/spec.md §8 "generic client failure kinds"):
 * - `network`: no answer at all (server down, connection refused or reset);
 * - `aborted`: the caller's AbortSignal fired;
 * - `timeout`: the call's own time limit passed;
 * - `badRequest`: a 4xx answer;
 * - `badResponse`: a 5xx answer, any other non-2xx status, or a 2xx whose body is not JSON;
 * - `canceled`: the session ended (sign-out here or in another tab, or a refused refresh) while
 *   the call was under way, so its answer no longer belongs to anyone.
 * The shape follows react-admin's HttpError (`message`, `status`, `body`): react-admin puts
 * `body.errors` onto the form's fields and hands `status` to the authProvider's checkError.
 */

export type HttpErrorKind = 'network' | 'aborted' | 'timeout' | 'badRequest' | 'badResponse' | 'canceled';

export interface HttpErrorBody {
  message?: string;
  /** 422: one message per field, keyed by camelCase dotted path (`name.en`, `authorPictureId`). */
  errors?: Record<string, string>;
  [key: string]: unknown;
}

/** The English message of each failure kind without one from the server (docs/spec.md §8); the catalogue shows the same. */
export const httpErrorMessages: Record<HttpErrorKind, string> = {
  network: 'Network error',
  aborted: 'The request was aborted',
  timeout: 'The request timed out',
  badRequest: 'Bad request',
  badResponse: 'Something went wrong',
  canceled: 'The request was canceled',
};

export class HttpError extends Error {
  /** The server's own `message`, when it sent one. */
  readonly serverMessage?: string;
  /** The HTTP status, when an answer came. */
  readonly status?: number;
  readonly body?: HttpErrorBody;

  constructor(
    readonly kind: HttpErrorKind,
    options: { status?: number; body?: HttpErrorBody; cause?: unknown } = {},
  ) {
    const serverMessage = typeof options.body?.message === 'string' && options.body.message ? options.body.message : undefined;
    super(serverMessage ?? httpErrorMessages[kind], { cause: options.cause });
    this.name = 'HttpError';
    this.serverMessage = serverMessage;
    this.status = options.status;
    this.body = options.body;
  }

  get fieldErrors(): Record<string, string> {
    return this.body?.errors ?? {};
  }

  /** The same failure with its field errors keyed differently (e.g. a write key back to its form field). */
  withFieldErrors(errors: Record<string, string>): HttpError {
    return new HttpError(this.kind, { status: this.status, body: { ...this.body, errors }, cause: this.cause });
  }
}

export const isHttpError = (error: unknown, kind?: HttpErrorKind): error is HttpError =>
  error instanceof HttpError && (kind === undefined || error.kind === kind);

/**
 * A 422's `errors` arrive as lists of messages per path; forms show one message per field, the
 * first. Keys are already camelCase here (the body went through the key conversion).
 */
export function firstMessages(errors: unknown): Record<string, string> | undefined {
  if (typeof errors !== 'object' || errors === null) return undefined;
  const messages: Record<string, string> = {};
  for (const [path, value] of Object.entries(errors)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') messages[path] = first;
  }
  return messages;
}
