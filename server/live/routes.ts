/**
 * The live routes (docs/api.md "Live"; docs/live.md): a stream ticket for a signed-in staff
 * member's tab, the stream it opens, and a tab's presence at an item.
 */
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { z as shape } from 'zod/mini';
import { signedInUser } from '../auth';
import { unauthenticated } from '../errors';
import { parseBody } from '../http/parse-body';
import { requestQuery } from '../http/request-url';
import { checkedBy, nothing } from '../http/route-schemas';
import { dataOf, errorAnswers, noBody } from '../openapi/answers';
import { languages } from '../../resources/languages';
import type { LiveHub } from './hub';
import { presenceSchema } from './presence';
import { LiveStream } from './stream';
import { issueTicket, redeemTicket, ticketTtlSeconds } from './tickets';
import type { ServerContext } from '../context';

const streamQuery = z.strictObject({
  ticket: z.string().min(1).max(100),
  tab: z.string().regex(/^[\w-]{8,64}$/),
  last_event_id: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
});

const tags = ['Live'];

const ticketSchema = {
  tags,
  summary: "A single-use ticket that opens this tab's live stream",
  // It takes no body; one sent must be empty.
  body: checkedBy(nothing, (body) => (body === undefined || body === null ? {} : parseBody(nothing, body))),
  response: { 200: dataOf(shape.strictObject({ ticket: shape.string(), expires_in: shape.int() })), ...errorAnswers(401, 403) },
};

const presenceRouteSchema = {
  tags,
  summary: 'Say which item this tab has open, or that it left',
  body: checkedBy(
    shape.strictObject({
      tab: shape.string(),
      resource: shape.optional(shape.string()),
      id: shape.optional(shape.string()),
      view: shape.optional(shape.string()),
      language: shape.optional(shape.enum(languages)),
      since: shape.optional(shape.string()),
    }),
    (body) => parseBody(presenceSchema, body),
  ),
  response: { 204: noBody, ...errorAnswers(401, 403, 422) },
};

const streamSchema = {
  tags,
  summary: 'The live stream of changes and presence (text/event-stream), opened by a ticket',
  security: [],
  querystring: checkedBy(
    shape.strictObject({ ticket: shape.string(), tab: shape.string(), last_event_id: shape.optional(shape.string()) }),
    (query) => parseBody(streamQuery, query),
  ),
  response: { 200: shape.string(), ...errorAnswers(401, 422) },
};

const bearer = (request: FastifyRequest) => request.headers.authorization?.replace(/^Bearer\s+/i, '').trim() ?? '';

/** Needs a signed-in staff member: registered where the admin routes' guards apply. */
export async function registerLiveRoutes(admin: FastifyInstance, context: ServerContext, hub: LiveHub) {
  const api = admin.withTypeProvider<ZodTypeProvider>();
  api.post('/live/tickets', { schema: ticketSchema }, async (request, reply) => {
    const ticket = await issueTicket(context.db, bearer(request));
    return reply.header('cache-control', 'no-store').send({ data: { ticket, expires_in: ticketTtlSeconds } });
  });

  api.post('/live/presence', { schema: presenceRouteSchema }, async (request, reply) => {
    const report = request.body;
    const user = signedInUser(request);
    const name = `${user.firstName} ${user.lastName}`.trim();
    await hub.publish({ type: 'presence', presence: { ...report, user: { id: user.id, name } } });
    return reply.status(204).send();
  });
}

/** Opened by a ticket, not a header (EventSource sends none), so registered outside the admin's guards. */
export async function registerLiveStream(api: FastifyInstance, context: ServerContext, hub: LiveHub) {
  api.withTypeProvider<ZodTypeProvider>().get('/live/stream', { schema: streamSchema }, async (request, reply) => {
    const query = parseBody(streamQuery, Object.fromEntries(requestQuery(request)));
    const holder = await redeemTicket(context.db, query.ticket);
    if (!holder) throw unauthenticated();
    // The browser's own reconnection sends Last-Event-ID; the admin's, opening a new EventSource, the query.
    const header = request.headers['last-event-id'];
    const lastEventId = typeof header === 'string' && /^\d{1,18}$/.test(header) ? header : query.last_event_id;
    reply.hijack();
    reply.raw.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    });
    const stream = new LiveStream(reply.raw, holder, query.tab);
    reply.raw.once(
      'close',
      () => void hub.remove(stream).catch((error: unknown) => request.log.error({ err: error }, 'a tab did not leave')),
    );
    await hub.add(stream, lastEventId);
  });
}
