/**
 * How long a request may take (README "Settings"; docs/api.md "Limits"), so that a slow or
 * heavy request ends with an answer rather than holding a connection or closing it unanswered:
 *
 * - a connection that sends nothing for `idleTimeoutMs` while its request arrives is cut (every
 *   request of a kept-alive connection, not only its first); between requests Node's keep-alive
 *   timeout, the same time, applies;
 * - a body must have arrived whole within `bodyDeadlineMs` (408), unless its request was signed in
 *   before the body was read: only uploads are, and they may take as long as a slow line needs;
 * - once a request has arrived, its answer must begin within `readDeadlineMs` (GET, HEAD) or
 *   `writeDeadlineMs` (others): past it, its database statements are cancelled
 *   (server/db/database.ts) and it is answered 503 with `Retry-After`. While the handler works the
 *   connection's idle timeout does not run, so the deadline, not a silent close, ends it.
 */
import fastifyRequestContext from '@fastify/request-context';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { tryAgainLater } from '../errors';
import { translationFor, type Said } from '../i18n/texts';

type TimeLimits = Pick<ServerConfig, 'idleTimeoutMs' | 'bodyDeadlineMs' | 'readDeadlineMs' | 'writeDeadlineMs'>;

export const bodyTooSlowMessage: Said = { message: 'server.bodyTooSlow' };
export const tooLongMessage: Said = { message: 'server.tooLong' };

/** How long a client waits before asking again after a request took too long, seconds. */
const retryAfterTooLongSeconds = 30;

export const tooLong = () => tryAgainLater(503, tooLongMessage, retryAfterTooLongSeconds);

/** PostgreSQL's `query_canceled`: a statement cancelled at its request's deadline. */
export const isCancelledStatement = (error: unknown): boolean => (error as { code?: unknown }).code === '57014';

const hasBody = (request: FastifyRequest) =>
  (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0') ||
  request.headers['transfer-encoding'] !== undefined;

/** A connection's idle timeout (none in `inject`'s stand-in socket). */
function setIdleTimeout(request: FastifyRequest, ms: number): void {
  const socket = request.raw.socket as Partial<Socket> | undefined;
  if (typeof socket?.setTimeout === 'function') socket.setTimeout(ms);
}

/** A timer, set again as often as needed, that stops when the answer is done or the connection goes (one listener for all). */
function untilAnswered(reply: FastifyReply): (ms: number, fire: () => void) => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  reply.raw.once('close', () => clearTimeout(timer));
  return (ms, fire) => {
    clearTimeout(timer);
    timer = setTimeout(fire, ms);
    timer.unref();
  };
}

export async function registerTimeLimits(app: FastifyInstance, limits: TimeLimits): Promise<void> {
  // Each request's statements share one signal, which the database reads where the request's work runs.
  await app.register(fastifyRequestContext, { defaultStoreValues: () => ({ statements: new AbortController() }) });

  app.addHook('onRequest', async (request, reply) => {
    setIdleTimeout(request, limits.idleTimeoutMs);
    const statements = request.requestContext.get('statements');
    const deadline = request.method === 'GET' || request.method === 'HEAD' ? limits.readDeadlineMs : limits.writeDeadlineMs;
    const arm = untilAnswered(reply);
    const check = () => {
      if (reply.raw.headersSent) return;
      // A body still arriving (an upload) is not yet the server's work.
      if (!request.raw.complete) return arm(deadline, check);
      statements?.abort(tooLong());
    };
    arm(deadline, check);

    if (!hasBody(request)) return;
    const bodyTimer = setTimeout(() => {
      if (request.raw.complete || request.user) return;
      // Answered already (refused before the body was read): the rest of the body is not waited for.
      if (reply.sent) return request.raw.socket?.destroy();
      void translationFor(request.headers['accept-language']).then((say) => {
        if (!reply.sent)
          void reply
            .code(408)
            .header('connection', 'close')
            .send({ message: say(bodyTooSlowMessage) });
      });
    }, limits.bodyDeadlineMs);
    bodyTimer.unref();
    request.raw.once('close', () => clearTimeout(bodyTimer));
  });

  // Once the body is in, the server works: the deadline ends that, not the connection's idle timeout.
  app.addHook('preValidation', async (request) => {
    if (request.raw.complete) setIdleTimeout(request, 0);
    else request.raw.once('end', () => setIdleTimeout(request, 0));
  });
}
