/**
 * The live routes (docs/api.md "Live"; docs/live.md): a stream ticket for a signed-in staff
 * member's tab, the stream it opens, and a tab's presence at an item.
 */
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { signedInUser } from '../auth';
import { unauthenticated } from '../errors';
import { parseBody } from '../http/parse-body';
import { requestQuery } from '../http/request-url';
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

const bearer = (request: FastifyRequest) => request.headers.authorization?.replace(/^Bearer\s+/i, '').trim() ?? '';

/** Needs a signed-in staff member: registered where the admin routes' guards apply. */
export async function registerLiveRoutes(admin: FastifyInstance, context: ServerContext, hub: LiveHub) {
  admin.post('/live/tickets', async (request, reply) => {
    const ticket = await issueTicket(context.db, bearer(request));
    return reply.header('cache-control', 'no-store').send({ data: { ticket, expires_in: ticketTtlSeconds } });
  });

  admin.post('/live/presence', async (request, reply) => {
    const report = parseBody(presenceSchema, request.body);
    const user = signedInUser(request);
    const name = `${user.firstName} ${user.lastName}`.trim();
    await hub.publish({ type: 'presence', presence: { ...report, user: { id: user.id, name } } });
    return reply.status(204).send();
  });
}

/** Opened by a ticket, not a header (EventSource sends none), so registered outside the admin's guards. */
export async function registerLiveStream(api: FastifyInstance, context: ServerContext, hub: LiveHub) {
  api.get('/live/stream', async (request, reply) => {
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
