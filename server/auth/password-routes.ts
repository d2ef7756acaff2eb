/** POST /password/forgot (mail a reset link), POST /password/reset/check (is the link good?) and POST /password/reset (set a new password with it). */
import type { FastifyInstance } from 'fastify';
import { forgotPasswordSchema, resetLinkCheckSchema, resetPasswordSchema } from '../../resources/account';
import type { ServerContext } from '../context';
import { HttpError } from '../errors';
import { translationFor, type Said } from '../i18n/texts';
import { sendMail } from './mail';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod/mini';
import { errorAnswers, messageAnswer } from '../openapi/answers';
import { hashPassword } from './password';
import { resetPasswordMail } from './reset-mail';
import { passwordChecksPerAddress, passwordResetRequests, type RequestLimiter } from './request-limits';
import { createResetToken, isLiveResetToken, redeemResetToken } from './reset-tokens';
import { revokeUserTokens } from './tokens';
import { logSecurityEvent } from './security-log';
import { deviceOf } from './session-table';
import { findUserIdByEmail, normalizeEmail, setPasswordHash } from './users';

export const resetLinkSentMessage: Said = { message: 'server.auth.resetLinkSent' };
export const passwordResetMessage: Said = { message: 'server.auth.passwordReset' };
export const validResetLinkMessage: Said = { message: 'server.auth.validResetLink' };
export const invalidResetLinkMessage: Said = { message: 'server.auth.invalidResetLink' };

export async function registerPasswordRoutes(app: FastifyInstance, context: ServerContext, limits: RequestLimiter): Promise<void> {
  const { config, db } = context;

  const api = app.withTypeProvider<ZodTypeProvider>();
  const schema = (summary: string, body: z.core.$ZodType, ...errors: number[]) => ({
    tags: ['Account'],
    summary,
    security: [],
    body,
    response: { 200: messageAnswer, ...errorAnswers(...errors) },
  });

  api.post('/password/forgot', { schema: schema('Send a reset link', forgotPasswordSchema, 422, 429) }, async (request) => {
    const { email } = request.body as z.output<typeof forgotPasswordSchema>;
    const say = await translationFor(request.headers['accept-language']);
    // Counted for every address, known or not, so that a 429 tells no more than a 200 does.
    await limits.count(request, passwordResetRequests, { email, ip: request.ip });
    // Known and unknown addresses are answered after the same work: looking the address up,
    // writing the token and sending the mail happen after the answer, so its time tells nothing.
    const queued = context.background!.push(
      async () => {
        const userId = await findUserIdByEmail(db, email);
        if (!userId) return;
        const token = await createResetToken(context, userId);
        await sendMail(config, resetPasswordMail(config, normalizeEmail(email), token, say));
      },
      // A mail server that fails is logged, not answered: the answer must not tell known addresses apart.
      (error: unknown) => request.log.error({ err: error }, 'the password reset mail could not be sent'),
    );
    if (!queued) request.log.error('the password reset queue is full: a reset mail was dropped');
    return { message: say(resetLinkSentMessage) };
  });

  // The reset page asks when it opens, so that a dead link is reported before a password is typed.
  // A made-up token is a failure the failure gate counts, like a reset with one.
  api.post(
    '/password/reset/check',
    { schema: schema('Whether a reset link is valid', resetLinkCheckSchema, 400, 422, 429) },
    async (request) => {
      const { token, email } = request.body as z.output<typeof resetLinkCheckSchema>;
      if (!(await isLiveResetToken(db, token, email))) throw new HttpError(400, invalidResetLinkMessage);
      return { message: (await translationFor(request.headers['accept-language']))(validResetLinkMessage) };
    },
  );

  api.post(
    '/password/reset',
    { schema: schema('Set a new password with a reset link', resetPasswordSchema, 400, 422, 429) },
    async (request) => {
      const { token, email, password } = request.body as z.output<typeof resetPasswordSchema>;
      // The token first: a made-up one costs a lookup, never a hash.
      if (!(await isLiveResetToken(db, token, email))) throw new HttpError(400, invalidResetLinkMessage);
      await limits.count(request, passwordChecksPerAddress, { email: '', ip: request.ip });
      const passwordHash = await hashPassword(password);
      const reset = await db.transaction(async (tx) => {
        const userId = await redeemResetToken(tx, token, email);
        if (!userId) return false;
        await setPasswordHash(tx, userId, passwordHash);
        await revokeUserTokens(tx, userId);
        await logSecurityEvent(tx, userId, 'password_reset', deviceOf(request));
        return true;
      });
      if (!reset) throw new HttpError(400, invalidResetLinkMessage);
      return { message: (await translationFor(request.headers['accept-language']))(passwordResetMessage) };
    },
  );
}
