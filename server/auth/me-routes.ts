/** GET /me (who is signed in) and DELETE /me (the account deletes itself, password confirmed). */
import type { FastifyInstance } from 'fastify';
import { accountDeletionSchema } from '../../resources/account';
import type { ServerContext } from '../context';
import { authenticate, signedInUser } from './guards';
import { parseBody } from '../http/parse-body';
import { confirmPassword } from './password-confirmation';
import { forgetRequests, type RequestLimiter } from './request-limits';
import { secondFactorOwed } from './second-factor';
import { deleteUser } from './users';

export async function registerMeRoutes(app: FastifyInstance, context: ServerContext, limits: RequestLimiter): Promise<void> {
  const { db } = context;

  app.get('/me', { preHandler: authenticate(context) }, async (request) => {
    const user = signedInUser(request);
    return {
      data: {
        id: user.id,
        email: user.email,
        first_name: user.firstName,
        last_name: user.lastName,
        role: user.role,
        level: user.level,
        // Only where the server requires a second factor the account lacks: the admin sends the user to set one up.
        ...(secondFactorOwed(context, user) ? { second_factor_required: true } : {}),
      },
    };
  });

  app.delete('/me', { preHandler: authenticate(context) }, async (request, reply) => {
    const { password } = parseBody(accountDeletionSchema, request.body);
    const user = signedInUser(request);
    await confirmPassword(context, limits, request, password);
    await db.transaction(async (tx) => {
      await deleteUser(tx, user.id);
      await forgetRequests(tx, user.email);
    });
    return reply.status(204).send();
  });
}
