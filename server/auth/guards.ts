/** The route guards: who is calling (a bearer access token), and whether their role may. */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ServerContext } from '../context';
import { forbidden, unauthenticated } from '../errors';
import { findUserByAccessToken } from './tokens';
import type { AuthenticatedUser, Role } from './users';

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthenticatedUser;
  }
}

function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

/** Sets `request.user` from a live access token; anything else is a 401. */
export function authenticate(context: ServerContext): preHandlerAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request.headers.authorization);
    const user = token && (await findUserByAccessToken(context.db, token));
    if (!user) throw unauthenticated();
    request.user = user;
  };
}

/** Runs after authenticate: a signed-in user of another role gets 403. */
export function requireRole(role: Role): preHandlerAsyncHookHandler {
  return async (request) => {
    if (signedInUser(request).role !== role) throw forbidden();
  };
}

/** The user `authenticate` found, for the handlers of routes it guards. */
export function signedInUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
