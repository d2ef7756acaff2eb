/**
 * One error answer for the whole API (docs/api.md "Errors"): an HttpError keeps its status and body;
 * an error Fastify or a plugin raises for bad input (malformed JSON, wrong content type, body too
 * large, broken multipart) keeps its 4xx status with a message; anything else is a 500 that says
 * nothing of the server's insides, is logged, and is reported once when error reporting is on.
 * Everything is said in the request's language (server/i18n/texts.ts): Fastify's own words for
 * bad input are English, so its errors are said by their status.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import { translationFor, type Said } from '../i18n/texts';
import { isCancelledStatement, tooLong } from './time-limits';

export const somethingWentWrong: Said = { message: 'server.somethingWentWrong' };

/** What an error Fastify or a plugin raises for bad input says, by its status; any other 4xx is malformed. */
const badInput: Record<number, Said> = {
  413: { message: 'server.tooLarge' },
  415: { message: 'server.unsupportedType' },
};
const malformed: Said = { message: 'server.malformed' };

function clientErrorStatus(error: FastifyError): number | undefined {
  const status = error.statusCode;
  return status !== undefined && status >= 400 && status < 500 ? status : undefined;
}

/** What is told of an unexpected error besides the log (error reporting). */
export type UnexpectedErrorListener = (error: Error, request: FastifyRequest) => void;

export const errorHandler = (onUnexpected?: UnexpectedErrorListener) =>
  async function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
    const say = await translationFor(request.headers['accept-language']);
    if (error instanceof HttpError) {
      const errors = error.errors && Object.fromEntries(Object.entries(error.errors).map(([path, said]) => [path, said.map(say)]));
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send({ ...error.extra, message: say(error.said), ...(errors ? { errors } : {}) });
    }
    // A statement cancelled at the request's deadline (time-limits.ts), by PostgreSQL or before it ran.
    if (isCancelledStatement(error)) return handleError(tooLong(), request, reply);
    const status = clientErrorStatus(error as FastifyError);
    if (status !== undefined) return reply.status(status).send({ message: say(badInput[status] ?? malformed) });
    request.log.error({ err: error }, 'request failed');
    onUnexpected?.(error, request);
    return reply.status(500).send({ message: say(somethingWentWrong) });
  };

/** The handler without error reporting. */
export const handleError = errorHandler();
