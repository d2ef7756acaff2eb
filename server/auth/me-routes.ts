/** GET /me (who is signed in) and DELETE /me (the account deletes itself, password confirmed). */
import type { FastifyInstance } from 'fastify';
import { accountDeletionSchema } from '../../resources/account';
import type { ServerContext } from '../context';
import { authenticate, signedInUser } from './guards';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { dataOf, errorAnswers, noBody } from '../openapi/answers';
import { confirmPassword } from './password-confirmation';
import { forgetRequests, type RequestLimiter } from './request-limits';
import { secondFactorOwed } from './second-factor';
import { deleteUser } from './users';

export async function registerMeRoutes(app: FastifyInstance, context: ServerContext, limits: RequestLimiter): Promise<void> {
  const { db } = context;

  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Account'];
  // Signed in before the body is checked: an unauthenticated request is a 401, whatever it sends.
  const preValidation = authenticate(context);

  const meSchema = {
    tags,
    summary: 'The signed-in user',
    response: {
      200: dataOf(
        z.strictObject({
          id: z.string(),
          email: z.string(),
          first_name: z.string(),
          last_name: z.string(),
          role: z.enum(['staff', 'member']),
          level: z.nullable(z.string()),
          second_factor_required: z.optional(z.boolean()),
        }),
      ),
      ...errorAnswers(401),
    },
  };
  api.get('/me', { preValidation, schema: meSchema }, async (request) => {
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

  const deleteSchema = {
    tags,
    summary: 'Delete the account, with its password',
    body: accountDeletionSchema,
    response: { 204: noBody, ...errorAnswers(401, 422, 429) },
  };
  api.delete('/me', { preValidation, schema: deleteSchema }, async (request, reply) => {
    const { password } = request.body;
    const user = signedInUser(request);
    await confirmPassword(context, limits, request, password);
    await db.transaction(async (tx) => {
      await deleteUser(tx, user.id);
      await forgetRequests(tx, user.email);
    });
    return reply.status(204).send();
  });
}
