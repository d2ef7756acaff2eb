/** The route guards: who is calling (a bearer access token), and whether their role may. */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ServerContext } from '../context';
import { forbidden, HttpError, unauthenticated } from '../errors';
import { secondFactorOwed } from './second-factor';
import { findUserByAccessToken } from './tokens';
import type { AuthenticatedUser, Role } from './users';

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthenticatedUser;
    /** The session (token family) of the access token the request came with. */
    sessionId?: string;
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
    const found = token && (await findUserByAccessToken(context.db, token, request.ip));
    if (!found) throw unauthenticated();
    request.user = found.user;
    request.sessionId = found.sessionId;
  };
}

/**
 * Runs after authenticate: a signed-in user of another role gets 403, and so does a staff member
 * who owes the second factor the server requires (`second_factor_required`), until it is set up.
 */
export function requireRole(context: ServerContext, role: Role): preHandlerAsyncHookHandler {
  return async (request) => {
    const user = signedInUser(request);
    if (user.role !== role) throw forbidden();
    if (secondFactorOwed(context, user))
      throw new HttpError(403, 'Set up a second factor for your account to continue.', undefined, { error: 'second_factor_required' });
  };
}

/** The user `authenticate` found, for the handlers of routes it guards. */
export function signedInUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
