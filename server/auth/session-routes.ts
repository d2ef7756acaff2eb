/**
 * The account's signed-in devices and its security log (docs/api.md "Sessions"): `GET
 * /me/sessions`, `DELETE /me/sessions/{id}` (sign that device out), `DELETE /me/sessions` (every
 * device but this one), `GET /me/security-log`.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { HttpError, notFound } from '../errors';
import { isUuid } from '../items';
import { authenticate, signedInUser } from './guards';
import { listSecurityEvents, logSecurityEvent } from './security-log';
import { deviceOf } from './session-table';
import { describeUserAgent, endOtherSessions, endSession, listSessions } from './sessions';

/** The events a page of the security log holds. */
const securityLogPage = 50;

export async function registerSessionRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db } = context;

  await app.register(async (own) => {
    own.addHook('preHandler', authenticate(context));

    own.get('/me/sessions', async (request) => {
      const rows = await listSessions(db, signedInUser(request).id);
      return {
        data: rows.map((row) => ({
          id: row.id,
          ...describeUserAgent(row.user_agent),
          ip: row.ip,
          created_at: new Date(row.created_at).toISOString(),
          last_used_at: new Date(row.last_used_at).toISOString(),
          current: row.id === request.sessionId,
        })),
      };
    });

    own.delete('/me/sessions/:id', async (request, reply) => {
      const { id } = request.params as { id: string };
      const user = signedInUser(request);
      if (!isUuid(id) || !(await db.transaction((tx) => endSession(tx, user.id, id)))) throw notFound('No such session.');
      await logSecurityEvent(db, user.id, id === request.sessionId ? 'signed_out' : 'session_ended', deviceOf(request));
      return reply.status(204).send();
    });

    own.delete('/me/sessions', async (request) => {
      const user = signedInUser(request);
      const ended = await db.transaction((tx) => endOtherSessions(tx, user.id, request.sessionId));
      await logSecurityEvent(db, user.id, 'other_sessions_ended', deviceOf(request));
      return { data: { ended } };
    });

    own.get('/me/security-log', async (request) => {
      const { before } = request.query as { before?: unknown };
      if (before !== undefined && (typeof before !== 'string' || !/^\d{1,18}$/.test(before)))
        throw new HttpError(422, 'The given query was invalid.', { before: ['Must be the id of an event'] });
      const rows = await listSecurityEvents(db, signedInUser(request).id, securityLogPage + 1, before);
      const page = rows.slice(0, securityLogPage);
      return {
        data: page.map((row) => ({
          id: row.id,
          at: new Date(row.at).toISOString(),
          kind: row.kind,
          ip: row.ip,
          ...describeUserAgent(row.user_agent),
        })),
        meta: { next_before: rows.length > securityLogPage ? page[page.length - 1].id : null },
      };
    });
  });
}
