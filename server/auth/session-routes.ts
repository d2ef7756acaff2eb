/**
 * The account's signed-in devices and its security log (docs/api.md "Sessions"): `GET
 * /me/sessions`, `DELETE /me/sessions/{id}` (sign that device out), `DELETE /me/sessions` (every
 * device but this one), `GET /me/security-log`.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { notFound } from '../errors';
import { idParam } from '../http/route-schemas';
import { dataOf, errorAnswers, noBody } from '../openapi/answers';
import { authenticate, signedInUser } from './guards';
import { listSecurityEvents, logSecurityEvent } from './security-log';
import { deviceOf } from './session-table';
import { describeUserAgent, endOtherSessions, endSession, listSessions } from './sessions';

// Catalogue keys, said in the request's language (server/i18n/texts.ts).
const noSuchSession = { message: 'server.auth.noSuchSession' };
const eventId = 'server.auth.eventId';

/** The events a page of the security log holds. */
const securityLogPage = 50;

export async function registerSessionRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db } = context;

  await app.register(async (scope) => {
    scope.addHook('preValidation', authenticate(context));
    const own = scope.withTypeProvider<ZodTypeProvider>();
    const tags = ['Account'];
    const device = { browser: z.string(), os: z.string(), ip: z.string() };

    const sessionsSchema = {
      tags,
      summary: "The account's signed-in devices",
      response: {
        200: dataOf(
          z.array(z.strictObject({ id: z.string(), ...device, created_at: z.string(), last_used_at: z.string(), current: z.boolean() })),
        ),
        ...errorAnswers(401),
      },
    };
    own.get('/me/sessions', { schema: sessionsSchema }, async (request) => {
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

    const endSchema = {
      tags,
      summary: 'Sign one device out',
      params: z.strictObject({ id: idParam(noSuchSession) }),
      response: { 204: noBody, ...errorAnswers(401, 404) },
    };
    own.delete('/me/sessions/:id', { schema: endSchema }, async (request, reply) => {
      const { id } = request.params;
      const user = signedInUser(request);
      if (!(await db.transaction((tx) => endSession(tx, user.id, id)))) throw notFound(noSuchSession);
      await logSecurityEvent(db, user.id, id === request.sessionId ? 'signed_out' : 'session_ended', deviceOf(request));
      return reply.status(204).send();
    });

    const endOthersSchema = {
      tags,
      summary: 'Sign out every other device',
      response: { 200: dataOf(z.strictObject({ ended: z.int() })), ...errorAnswers(401) },
    };
    own.delete('/me/sessions', { schema: endOthersSchema }, async (request) => {
      const user = signedInUser(request);
      const ended = await db.transaction((tx) => endOtherSessions(tx, user.id, request.sessionId));
      await logSecurityEvent(db, user.id, 'other_sessions_ended', deviceOf(request));
      return { data: { ended } };
    });

    const logSchema = {
      tags,
      summary: 'Sign-ins, failures, lockouts, revocations and second-factor changes, newest first',
      // Other parameters are let be, as they always were.
      querystring: z.looseObject({ before: z.optional(z.string({ error: eventId }).check(z.regex(/^\d{1,18}$/, { error: eventId }))) }),
      response: {
        200: z.strictObject({
          data: z.array(z.strictObject({ id: z.string(), at: z.string(), kind: z.string(), ...device })),
          meta: z.strictObject({ next_before: z.nullable(z.string()) }),
        }),
        ...errorAnswers(401, 422),
      },
    };
    own.get('/me/security-log', { schema: logSchema }, async (request) => {
      const { before } = request.query;
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
