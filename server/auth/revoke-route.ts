/**
 * POST /oauth/revoke (RFC 7009; docs/api.md "Sessions"): the client says a token is no longer
 * needed, at sign-out. An access or a refresh token ends its whole sign-in: every token of its
 * family and its session. An unknown, expired or already revoked token is no error (200 all the
 * same), so the answer tells nothing about which tokens exist.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import type { Queryable } from '../db/database';
import { z } from 'zod/mini';
import { checkedBy } from '../http/route-schemas';
import { noBody } from '../openapi/answers';
import { checkClient, oauthErrorSchema, parameter } from './oauth-request';
import { hashSecretToken } from './secret-token';
import { logSecurityEvent } from './security-log';
import { deviceOf } from './session-table';
import { revokeFamily } from './tokens';

/** The token and the client, form-encoded or JSON; checked by the route as OAuth's 400 and 401 (oauth-request.ts), documented here. */
const revokeSchema = {
  tags: ['Account'],
  summary: 'Revoke a token and every token of its sign-in (RFC 7009); an unknown token is no error',
  security: [],
  consumes: ['application/x-www-form-urlencoded', 'application/json'],
  body: checkedBy(
    z.strictObject({ token: z.string(), token_type_hint: z.optional(z.string()), client_id: z.string(), client_secret: z.string() }),
    (body) => body,
  ),
  response: { 200: noBody, 400: oauthErrorSchema, 401: oauthErrorSchema },
};

/** The sign-in a token belongs to, whichever kind it is. */
async function familyOf(db: Queryable, token: string): Promise<{ familyId: string; userId: string } | undefined> {
  const { rows } = await db.query<{ family_id: string; user_id: string }>(
    `select family_id, user_id from auth_access_tokens where token_hash = $1 and family_id is not null
     union all
     select family_id, user_id from auth_refresh_tokens where token_hash = $1 and family_id is not null and spent_at is null
     limit 1`,
    [hashSecretToken(token)],
  );
  return rows[0] && { familyId: rows[0].family_id, userId: rows[0].user_id };
}

export async function registerRevokeRoute(app: FastifyInstance, context: ServerContext): Promise<void> {
  app.post('/oauth/revoke', { schema: revokeSchema }, async (request, reply) => {
    checkClient(request.body, context.config);
    // `token_type_hint` only says where to look first; both kinds are looked up anyway.
    const token = parameter(request.body, 'token');
    const family = await familyOf(context.db, token);
    if (family) {
      await context.db.transaction((tx) => revokeFamily(tx, family.familyId));
      await logSecurityEvent(context.db, family.userId, 'signed_out', deviceOf(request));
    }
    return reply.header('cache-control', 'no-store').status(200).send();
  });
}
