/** A signed-in user's own password, asked again before a change that matters (account deletion, second factor, a new password). */
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { fieldError } from '../errors';
import { signedInUser } from './guards';
import { verifyPassword } from './password';
import { passwordChecksPerAddress, signInAttempts, type RequestLimiter } from './request-limits';
import { findUserWithPassword } from './users';

/** 422 on `field` when it is not the user's; counted as a sign-in attempt, so a stolen access token is no way to guess it. */
export async function confirmPassword(
  context: ServerContext,
  limits: RequestLimiter,
  request: FastifyRequest,
  password: string,
  field = 'password',
): Promise<void> {
  const user = signedInUser(request);
  await limits.count(request, passwordChecksPerAddress, { email: '', ip: request.ip });
  await limits.count(request, signInAttempts, { email: user.email, ip: request.ip });
  const account = await findUserWithPassword(context.db, user.email);
  if (!account || !(await verifyPassword(password, account.passwordHash)))
    throw fieldError(field, { message: 'server.auth.passwordIncorrect' });
}
