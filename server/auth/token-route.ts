/**
 * POST /oauth/token: the OAuth 2 password and refresh-token grants, answered as Laravel Passport
 * answers them (docs/api.md "Sessions"), form-encoded or JSON; and, for an account with a second
 * factor, the challenge a password grant is answered with and the grant that meets it
 * (docs/api.md "A second factor").
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { HttpError } from '../errors';
import { z } from 'zod/mini';
import { checkedBy } from '../http/route-schemas';
import { errorAnswers } from '../openapi/answers';
import { checkClient, oauthError, oauthErrorSchema, optionalParameter, parameter } from './oauth-request';
import { verifyAgainstDecoy, verifyPassword } from './password';
import {
  accountSignInFailures,
  clearRequests,
  isKnownDevice,
  passwordChecksPerAddress,
  rememberDevice,
  signInAttempts,
  type RequestKey,
  type RequestLimiter,
} from './request-limits';
import { checkSecondFactor, hasSecondFactor } from './second-factor';
import { logSecurityEvent } from './security-log';
import { deviceOf } from './session-table';
import { createChallenge, endChallenge, tryChallenge } from './sign-in-challenges';
import { insertTokens, issueTokens, redeemRefreshToken, type IssuedTokens } from './tokens';
import { findUserIdByEmail, findUserWithPassword } from './users';

/** The grant that answers a second-factor challenge (an extension grant, RFC 6749 §4.5). */
export const secondFactorGrantType = 'urn:pitchside:params:oauth:grant-type:second-factor';

const wrongCredentials = () => oauthError(400, 'invalid_grant', { message: 'server.oauth.wrongCredentials' });
const invalidRefreshToken = () => oauthError(400, 'invalid_grant', { message: 'server.oauth.invalidRefreshToken' });
const secondFactorRequired = (challenge: string) =>
  oauthError(403, 'mfa_required', { message: 'server.oauth.codeRequired' }, { mfa_token: challenge });
const wrongCode = () => oauthError(400, 'invalid_grant', { message: 'server.oauth.wrongCode' });
const challengeExpired = () => oauthError(400, 'expired_token', { message: 'server.oauth.expired' });

const tokenResponse = (tokens: IssuedTokens) => ({
  token_type: 'Bearer',
  expires_in: tokens.expiresIn,
  access_token: tokens.accessToken,
  refresh_token: tokens.refreshToken,
});

const text = z.string();

/**
 * The grants' parameters, form-encoded or JSON. Which are required depends on the grant, and a
 * missing or malformed one is OAuth's 400 `invalid_request` (oauth-request.ts): the grant checks
 * them; this documents them.
 */
const tokenSchema = {
  tags: ['Account'],
  summary: 'Sign in (password grant), refresh (refresh_token grant), or meet a second-factor challenge',
  security: [],
  consumes: ['application/x-www-form-urlencoded', 'application/json'],
  body: checkedBy(
    z.strictObject({
      grant_type: z.enum(['password', 'refresh_token', secondFactorGrantType]),
      client_id: text,
      client_secret: text,
      username: z.optional(text),
      password: z.optional(text),
      refresh_token: z.optional(text),
      mfa_token: z.optional(text),
      otp: z.optional(text),
      recovery_code: z.optional(text),
    }),
    (body) => body,
  ),
  response: {
    200: z.strictObject({ token_type: z.literal('Bearer'), expires_in: z.int(), access_token: text, refresh_token: text }),
    400: oauthErrorSchema,
    401: oauthErrorSchema,
    403: z.looseObject({ error: z.literal('mfa_required'), error_description: text, message: text, mfa_token: text }),
    ...errorAnswers(429),
  },
};

export async function registerTokenRoute(app: FastifyInstance, context: ServerContext, limits: RequestLimiter): Promise<void> {
  const { config, db } = context;

  /** A 429 for an account that exists is a lockout its owner reads in the security log. */
  async function noteLockout(request: FastifyRequest, email: string, error: unknown): Promise<never> {
    const userId = error instanceof HttpError && error.status === 429 ? await findUserIdByEmail(db, email) : undefined;
    if (userId) await logSecurityEvent(db, userId, 'locked_out', deviceOf(request));
    throw error;
  }

  /** The sign-in is complete: the device is known from now on, and a new session begins. */
  async function signedIn(request: FastifyRequest, userId: string, key: RequestKey): Promise<IssuedTokens> {
    await clearRequests(db, signInAttempts, key);
    await rememberDevice(context, key);
    const tokens = await issueTokens(context, userId, deviceOf(request));
    await logSecurityEvent(db, userId, 'signed_in', deviceOf(request));
    return tokens;
  }

  /**
   * The throttle (docs/api.md, "The sign-in throttle"): every check counts against its address's
   * cap; a pair of account and address is refused after its own failures; and an account failed
   * from many addresses takes further tries only from devices it signed in with before.
   */
  async function passwordGrant(request: FastifyRequest): Promise<IssuedTokens> {
    const { body, ip } = request;
    const key = { email: parameter(body, 'username'), ip };
    const password = parameter(body, 'password');
    const accountKey = { email: key.email, ip: '' };
    try {
      await limits.count(request, passwordChecksPerAddress, { email: '', ip });
      await limits.count(request, signInAttempts, key);
      if (!(await isKnownDevice(context, key))) await limits.refuseIfExhausted(request, accountSignInFailures, accountKey);
    } catch (error) {
      return noteLockout(request, key.email, error);
    }
    const user = await findUserWithPassword(db, key.email);
    const correct = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDecoy(password);
    if (!user || !correct) {
      await limits.add(request, accountSignInFailures, accountKey);
      if (user) await logSecurityEvent(db, user.id, 'sign_in_failed', deviceOf(request));
      throw wrongCredentials();
    }
    if (await hasSecondFactor(db, user.id)) throw secondFactorRequired(await createChallenge(db, user.id));
    return signedIn(request, user.id, key);
  }

  /** The code of the authenticator app, or a recovery code, after the password: attempts limited as passwords are. */
  async function secondFactorGrant(request: FastifyRequest): Promise<IssuedTokens> {
    const { body, ip } = request;
    const challenge = parameter(body, 'mfa_token');
    const code = optionalParameter(body, 'otp');
    const recoveryCode = code === undefined ? parameter(body, 'recovery_code') : undefined;
    const account = await tryChallenge(db, challenge);
    if (!account) throw challengeExpired();
    const key = { email: account.email, ip };
    try {
      await limits.count(request, signInAttempts, key);
    } catch (error) {
      return noteLockout(request, key.email, error);
    }
    const proof = await checkSecondFactor(db, account.userId, { code, recoveryCode });
    if (!proof) {
      await logSecurityEvent(db, account.userId, 'second_factor_failed', deviceOf(request));
      throw wrongCode();
    }
    await endChallenge(db, challenge);
    if (proof === 'recovery_code') await logSecurityEvent(db, account.userId, 'recovery_code_used', deviceOf(request));
    return signedIn(request, account.userId, key);
  }

  async function refreshTokenGrant(body: unknown): Promise<IssuedTokens> {
    const refreshToken = parameter(body, 'refresh_token');
    // Spending the old token and issuing the new pair is one step: a failure keeps the old one.
    const tokens = await db.transaction(async (tx) => {
      const redeemed = await redeemRefreshToken(tx, refreshToken, config.refreshReuseGraceSeconds);
      return redeemed && insertTokens(tx, config, redeemed.userId, redeemed.familyId);
    });
    if (!tokens) throw invalidRefreshToken();
    return tokens;
  }

  const grants: Record<string, (request: FastifyRequest) => Promise<IssuedTokens>> = {
    password: passwordGrant,
    refresh_token: (request) => refreshTokenGrant(request.body),
    [secondFactorGrantType]: secondFactorGrant,
  };

  app.post('/oauth/token', { schema: tokenSchema }, async (request, reply) => {
    const grantType = parameter(request.body, 'grant_type');
    const grant = Object.hasOwn(grants, grantType) ? grants[grantType] : undefined;
    if (!grant) {
      throw oauthError(400, 'unsupported_grant_type', { message: 'server.oauth.unsupportedGrant' });
    }
    checkClient(request.body, config);
    const tokens = await grant(request);
    return reply.header('cache-control', 'no-store').send(tokenResponse(tokens));
  });
}
