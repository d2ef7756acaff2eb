/**
 * `PUT /me/password` (docs/api.md "Sessions"): a signed-in user sets a new password with the
 * current one, checked and throttled as a sign-in is (password-confirmation.ts), and signs out
 * the account's other devices unless asked not to; this device stays signed in.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { passwordChangeWireSchema } from '../../resources/account';
import type { ServerContext } from '../context';
import { dataOf, errorAnswers } from '../openapi/answers';
import { authenticate, signedInUser } from './guards';
import { hashPassword } from './password';
import { confirmPassword } from './password-confirmation';
import type { RequestLimiter } from './request-limits';
import { logSecurityEvent } from './security-log';
import { deviceOf } from './session-table';
import { endOtherSessions } from './sessions';
import { setPasswordHash } from './users';

export async function registerPasswordChangeRoute(app: FastifyInstance, context: ServerContext, limits: RequestLimiter): Promise<void> {
  const { db } = context;

  await app.register(async (scope) => {
    // Signed in before the body is checked: an unauthenticated request is a 401, whatever it sends.
    scope.addHook('preValidation', authenticate(context));
    const own = scope.withTypeProvider<ZodTypeProvider>();

    const schema = {
      tags: ['Account'],
      summary: 'A new password, with the current one; the other devices signed out unless asked not to',
      body: passwordChangeWireSchema,
      response: { 200: dataOf(z.strictObject({ ended: z.int() })), ...errorAnswers(401, 422, 429) },
    };
    own.put('/me/password', { schema }, async (request) => {
      const { current_password, password, sign_out_other_devices } = request.body;
      const user = signedInUser(request);
      await confirmPassword(context, limits, request, current_password, 'current_password');
      const passwordHash = await hashPassword(password);
      const device = deviceOf(request);
      const ended = await db.transaction(async (tx) => {
        await setPasswordHash(tx, user.id, passwordHash);
        await logSecurityEvent(tx, user.id, 'password_changed', device);
        if (!sign_out_other_devices) return 0;
        const count = await endOtherSessions(tx, user.id, request.sessionId);
        await logSecurityEvent(tx, user.id, 'other_sessions_ended', device);
        return count;
      });
      return { data: { ended } };
    });
  });
}
