/** Accounts and sessions of the reference API (docs/api.md "Sessions"): what the rest of the server uses. */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerMeRoutes } from './me-routes';
import { registerPasswordChangeRoute } from './password-change-route';
import { registerPasswordRoutes } from './password-routes';
import { registerTokenRoute } from './token-route';
import { addFailureGate } from './failure-gate';
import { registerRequestLimits } from './request-limits';
import { registerRevokeRoute } from './revoke-route';
import { registerSecondFactorRoutes } from './second-factor-routes';
import { pruneSecurityLogNowAndThen } from './security-log';
import { registerSessionRoutes } from './session-routes';

export { migrateAuth } from './migrate';
export { authenticate, requireRole, signedInUser } from './guards';
export { createUser, type AuthenticatedUser, type NewUser, type PlayerLevel, type Role } from './users';
export { issueTokens, type IssuedTokens } from './tokens';
export { readOutbox, type OutboxMail } from './mail';

/** The session routes; the app registers this under `/api/v1` (it expects form bodies to be parsed). */
export async function registerAuth(app: FastifyInstance, context: ServerContext): Promise<void> {
  // The unauthenticated routes behind the failure gate, in a scope of their own (Fastify hooks
  // apply to the routes registered in the scope that adds them).
  const limits = await registerRequestLimits(app, context);
  await app.register(async (unauthenticated) => {
    addFailureGate(unauthenticated, context);
    await registerTokenRoute(unauthenticated, context, limits);
    await registerPasswordRoutes(unauthenticated, context, limits);
    await registerRevokeRoute(unauthenticated, context);
  });
  await registerMeRoutes(app, context, limits);
  await registerPasswordChangeRoute(app, context, limits);
  await registerSessionRoutes(app, context);
  await registerSecondFactorRoutes(app, context, limits);
  pruneSecurityLogNowAndThen(app, context);
}
