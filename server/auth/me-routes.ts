/** GET /me (who is signed in) and DELETE /me (the account deletes itself, password confirmed). */
import type { FastifyInstance } from 'fastify';
import { accountDeletionSchema } from '../../resources/account';
import type { ServerContext } from '../context';
import { fieldError } from '../errors';
import { authenticate, signedInUser } from './guards';
import { parseBody } from '../http/parse-body';
import { verifyPassword } from './password';
import { forgetRequests, signInAttempts, passwordChecksPerAddress, type RequestLimiter } from './request-limits';
import { deleteUser, findUserWithPassword } from './users';

export async function registerMeRoutes(app: FastifyInstance, context: ServerContext, limits: RequestLimiter): Promise<void> {
  const { db } = context;

  app.get('/me', { preHandler: authenticate(context) }, async (request) => {
    const user = signedInUser(request);
    return {
      data: { id: user.id, email: user.email, first_name: user.firstName, last_name: user.lastName, role: user.role, level: user.level },
    };
  });

  app.delete('/me', { preHandler: authenticate(context) }, async (request, reply) => {
    const { password } = parseBody(accountDeletionSchema, request.body);
    const user = signedInUser(request);
    // A stolen access token must not become a way to guess the password: the sign-in limit applies.
    await limits.count(request, passwordChecksPerAddress, { email: '', ip: request.ip });
    await limits.count(request, signInAttempts, { email: user.email, ip: request.ip });
    const account = await findUserWithPassword(db, user.email);
    if (!account || !(await verifyPassword(password, account.passwordHash))) {
      throw fieldError('password', 'The password is incorrect.');
    }
    await db.transaction(async (tx) => {
      await deleteUser(tx, user.id);
      await forgetRequests(tx, user.email);
    });
    return reply.status(204).send();
  });
}
