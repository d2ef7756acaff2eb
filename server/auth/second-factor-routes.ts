/**
 * `/me/second-factor` (docs/api.md "A second factor"): the account's own second factor, set up
 * in two steps (a new secret and its QR code, then the first code from the app, which turns it on
 * and gives the recovery codes), removed or given new recovery codes with the password.
 */
import type { FastifyInstance } from 'fastify';
import { passwordConfirmationSchema, secondFactorCodeSchema } from '../../resources/account';
import type { ServerContext } from '../context';
import { fieldError, forbidden } from '../errors';
import { parseBody } from '../http/parse-body';
import { authenticate, signedInUser } from './guards';
import { confirmPassword } from './password-confirmation';
import { signInAttempts, type RequestLimiter } from './request-limits';
import { beginEnrolment, confirmEnrolment, removeSecondFactor, renewRecoveryCodes, secondFactorState } from './second-factor';
import { logSecurityEvent } from './security-log';
import { deviceOf } from './session-table';

export async function registerSecondFactorRoutes(app: FastifyInstance, context: ServerContext, limits: RequestLimiter): Promise<void> {
  const { db } = context;
  const required = (role: string) => context.config.requireStaffSecondFactor && role === 'staff';

  await app.register(async (own) => {
    own.addHook('preHandler', authenticate(context));

    own.get('/me/second-factor', async (request) => {
      const user = signedInUser(request);
      const state = await secondFactorState(db, user.id);
      return { data: { enabled: state.enabled, required: required(user.role), recovery_codes_left: state.recoveryCodesLeft } };
    });

    own.post('/me/second-factor/enrolment', async (request) => {
      const { password } = parseBody(passwordConfirmationSchema, request.body);
      await confirmPassword(context, limits, request, password);
      const user = signedInUser(request);
      if ((await secondFactorState(db, user.id)).enabled) throw forbidden('Remove the second factor you have before setting up another.');
      const enrolment = await beginEnrolment(db, user.id, user.email);
      return { data: { secret: enrolment.secret, uri: enrolment.uri, qr_code: enrolment.qrCode } };
    });

    own.post('/me/second-factor', async (request) => {
      const { code } = parseBody(secondFactorCodeSchema, request.body);
      const user = signedInUser(request);
      await limits.count(request, signInAttempts, { email: user.email, ip: request.ip });
      const recoveryCodes = await confirmEnrolment(db, user.id, code.replace(/\s/g, ''));
      if (!recoveryCodes) throw fieldError('code', 'The code is incorrect. Enter the code your app shows now.');
      await logSecurityEvent(db, user.id, 'second_factor_enabled', deviceOf(request));
      return { data: { recovery_codes: recoveryCodes } };
    });

    own.post('/me/second-factor/recovery-codes', async (request) => {
      const { password } = parseBody(passwordConfirmationSchema, request.body);
      await confirmPassword(context, limits, request, password);
      const user = signedInUser(request);
      if (!(await secondFactorState(db, user.id)).enabled) throw forbidden('Set up a second factor first.');
      return { data: { recovery_codes: await renewRecoveryCodes(db, user.id) } };
    });

    own.delete('/me/second-factor', async (request, reply) => {
      const { password } = parseBody(passwordConfirmationSchema, request.body);
      await confirmPassword(context, limits, request, password);
      const user = signedInUser(request);
      if (required(user.role)) throw forbidden('A second factor is required for staff accounts: it cannot be removed.');
      await removeSecondFactor(db, user.id);
      await logSecurityEvent(db, user.id, 'second_factor_disabled', deviceOf(request));
      return reply.status(204).send();
    });
  });
}
