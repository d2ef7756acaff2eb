/**
 * `/me/second-factor` (docs/api.md "A second factor"): the account's own second factor, set up
 * in two steps (a new secret and its QR code, then the first code from the app, which turns it on
 * and gives the recovery codes), removed or given new recovery codes with the password.
 */
import type { FastifyInstance } from 'fastify';
import { passwordConfirmationSchema, secondFactorCodeSchema } from '../../resources/account';
import type { ServerContext } from '../context';
import { fieldError, forbidden } from '../errors';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { dataOf, errorAnswers, noBody } from '../openapi/answers';
import { authenticate, signedInUser } from './guards';
import { confirmPassword } from './password-confirmation';
import { signInAttempts, type RequestLimiter } from './request-limits';
import { beginEnrolment, confirmEnrolment, removeSecondFactor, renewRecoveryCodes, secondFactorState } from './second-factor';
import { logSecurityEvent } from './security-log';
import { deviceOf } from './session-table';

export async function registerSecondFactorRoutes(app: FastifyInstance, context: ServerContext, limits: RequestLimiter): Promise<void> {
  const { db } = context;
  const required = (role: string) => context.config.requireStaffSecondFactor && role === 'staff';

  await app.register(async (scope) => {
    // Signed in before the body is checked: an unauthenticated request is a 401, whatever it sends.
    scope.addHook('preValidation', authenticate(context));
    const own = scope.withTypeProvider<ZodTypeProvider>();
    const tags = ['Account'];
    const recoveryCodes = dataOf(z.strictObject({ recovery_codes: z.array(z.string()) }));

    const stateSchema = {
      tags,
      summary: "The account's second factor",
      response: {
        200: dataOf(z.strictObject({ enabled: z.boolean(), required: z.boolean(), recovery_codes_left: z.int() })),
        ...errorAnswers(401),
      },
    };
    own.get('/me/second-factor', { schema: stateSchema }, async (request) => {
      const user = signedInUser(request);
      const state = await secondFactorState(db, user.id);
      return { data: { enabled: state.enabled, required: required(user.role), recovery_codes_left: state.recoveryCodesLeft } };
    });

    const enrolmentSchema = {
      tags,
      summary: 'A new secret and its QR code, with the password',
      body: passwordConfirmationSchema,
      response: {
        200: dataOf(z.strictObject({ secret: z.string(), uri: z.string(), qr_code: z.string() })),
        ...errorAnswers(401, 403, 422, 429),
      },
    };
    own.post('/me/second-factor/enrolment', { schema: enrolmentSchema }, async (request) => {
      const { password } = request.body;
      await confirmPassword(context, limits, request, password);
      const user = signedInUser(request);
      if ((await secondFactorState(db, user.id)).enabled) throw forbidden({ message: 'server.auth.secondFactorExists' });
      const enrolment = await beginEnrolment(db, user.id, user.email);
      return { data: { secret: enrolment.secret, uri: enrolment.uri, qr_code: enrolment.qrCode } };
    });

    const confirmSchema = {
      tags,
      summary: 'Turn the second factor on with the first code of the app',
      body: secondFactorCodeSchema,
      response: { 200: recoveryCodes, ...errorAnswers(401, 422, 429) },
    };
    own.post('/me/second-factor', { schema: confirmSchema }, async (request) => {
      const { code } = request.body;
      const user = signedInUser(request);
      await limits.count(request, signInAttempts, { email: user.email, ip: request.ip });
      const recoveryCodes = await confirmEnrolment(db, user.id, code.replace(/\s/g, ''));
      if (!recoveryCodes) throw fieldError('code', { message: 'server.auth.wrongCode' });
      await logSecurityEvent(db, user.id, 'second_factor_enabled', deviceOf(request));
      return { data: { recovery_codes: recoveryCodes } };
    });

    const renewSchema = {
      tags,
      summary: 'Ten new recovery codes, with the password',
      body: passwordConfirmationSchema,
      response: { 200: recoveryCodes, ...errorAnswers(401, 403, 422, 429) },
    };
    own.post('/me/second-factor/recovery-codes', { schema: renewSchema }, async (request) => {
      const { password } = request.body;
      await confirmPassword(context, limits, request, password);
      const user = signedInUser(request);
      if (!(await secondFactorState(db, user.id)).enabled) throw forbidden({ message: 'server.auth.noSecondFactor' });
      const codes = await renewRecoveryCodes(db, user.id);
      await logSecurityEvent(db, user.id, 'recovery_codes_renewed', deviceOf(request));
      return { data: { recovery_codes: codes } };
    });

    const removeSchema = {
      tags,
      summary: 'Remove the second factor, with the password',
      body: passwordConfirmationSchema,
      response: { 204: noBody, ...errorAnswers(401, 403, 422, 429) },
    };
    own.delete('/me/second-factor', { schema: removeSchema }, async (request, reply) => {
      const { password } = request.body;
      await confirmPassword(context, limits, request, password);
      const user = signedInUser(request);
      if (required(user.role)) throw forbidden({ message: 'server.auth.secondFactorKept' });
      await removeSecondFactor(db, user.id);
      await logSecurityEvent(db, user.id, 'second_factor_disabled', deviceOf(request));
      return reply.status(204).send();
    });
  });
}
