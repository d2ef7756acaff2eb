/**
 * One error answer for the whole API (docs/api.md "Errors"): an HttpError keeps its status and body;
 * an error Fastify or a plugin raises for bad input (malformed JSON, wrong content type, body too
 * large, broken multipart) keeps its 4xx status with a message; anything else is a 500 that says
 * nothing of the server's insides, is logged, and is reported once when error reporting is on.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import { isCancelledStatement, tooLong } from './time-limits';

export const somethingWentWrong = 'Something went wrong';

function clientErrorStatus(error: FastifyError): number | undefined {
  const status = error.statusCode;
  return status !== undefined && status >= 400 && status < 500 ? status : undefined;
}

/** What is told of an unexpected error besides the log (error reporting). */
export type UnexpectedErrorListener = (error: Error, request: FastifyRequest) => void;

export const errorHandler = (onUnexpected?: UnexpectedErrorListener) =>
  function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send({ ...error.extra, message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    // A statement cancelled at the request's deadline (time-limits.ts), by PostgreSQL or before it ran.
    if (isCancelledStatement(error)) return handleError(tooLong(), request, reply);
    const status = clientErrorStatus(error as FastifyError);
    if (status !== undefined) return reply.status(status).send({ message: error.message });
    request.log.error({ err: error }, 'request failed');
    onUnexpected?.(error, request);
    return reply.status(500).send({ message: somethingWentWrong });
  };

/** The handler without error reporting. */
export const handleError = errorHandler();
