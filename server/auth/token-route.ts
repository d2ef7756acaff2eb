/**
 * POST /oauth/token: the OAuth 2 password and refresh-token grants, answered as Laravel Passport
 * answers them (docs/api.md "Sessions"), form-encoded or JSON.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { HttpError } from '../errors';
import { isStorableText } from '../http/text';
import { textLimits } from '../../resources/definition';
import { maxPasswordLength } from '../../resources/account';
import { verifyAgainstDecoy, verifyPassword } from './password';
import {
  accountSignInFailures,
  clearRequests,
  isKnownDevice,
  passwordChecksPerAddress,
  rememberDevice,
  signInAttempts,
  type RequestLimiter,
} from './request-limits';
import { insertTokens, issueTokens, redeemRefreshToken, type IssuedTokens } from './tokens';
import { findUserWithPassword } from './users';

const oauthError = (status: number, error: string, description: string) =>
  new HttpError(status, description, undefined, { error, error_description: description });

const invalidRequest = (parameter: string) =>
  oauthError(400, 'invalid_request', `The request is missing the required parameter "${parameter}", or it is malformed.`);
const invalidClient = () => oauthError(401, 'invalid_client', 'Client authentication failed.');
const wrongCredentials = () => oauthError(400, 'invalid_grant', 'The user credentials were incorrect.');
const invalidRefreshToken = () => oauthError(400, 'invalid_grant', 'The refresh token is invalid.');

/** The longest value each parameter can sensibly have; a longer one is malformed. */
const maxParameterLength: Record<string, number> = {
  username: textLimits.email,
  password: maxPasswordLength,
};
const defaultMaxParameterLength = 512;

/**
 * A required parameter: a non-empty text the database can hold, no longer than such a value can
 * be (a repeated form key arrives as a list and is refused). Checked before anything is looked up.
 */
function parameter(body: unknown, name: string): string {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  if (typeof value !== 'string' || value === '') throw invalidRequest(name);
  if (value.length > (maxParameterLength[name] ?? defaultMaxParameterLength) || !isStorableText(value)) throw invalidRequest(name);
  return value;
}

const digest = (text: string) => createHash('sha256').update(text).digest();
/** Compared as digests of equal length, in constant time, so the secret leaks nothing by timing. */
const sameSecret = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

const tokenResponse = (tokens: IssuedTokens) => ({
  token_type: 'Bearer',
  expires_in: tokens.expiresIn,
  access_token: tokens.accessToken,
  refresh_token: tokens.refreshToken,
});

export async function registerTokenRoute(app: FastifyInstance, context: ServerContext, limits: RequestLimiter): Promise<void> {
  const { config, db } = context;

  /**
   * The throttle (README "Sign-in throttle"): every check counts against its address's cap; a
   * pair of account and address is refused after its own failures; and an account failed from
   * many addresses takes further tries only from devices it signed in with before.
   */
  async function passwordGrant(request: FastifyRequest): Promise<IssuedTokens> {
    const { body, ip } = request;
    const key = { email: parameter(body, 'username'), ip };
    const password = parameter(body, 'password');
    await limits.count(request, passwordChecksPerAddress, { email: '', ip });
    await limits.count(request, signInAttempts, key);
    const accountKey = { email: key.email, ip: '' };
    if (!(await isKnownDevice(context, key))) await limits.refuseIfExhausted(request, accountSignInFailures, accountKey);
    const user = await findUserWithPassword(db, key.email);
    const correct = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDecoy(password);
    if (!user || !correct) {
      await limits.add(request, accountSignInFailures, accountKey);
      throw wrongCredentials();
    }
    await clearRequests(db, signInAttempts, key);
    await rememberDevice(context, key);
    return issueTokens(context, user.id);
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

  app.post('/oauth/token', async (request, reply) => {
    const grantType = parameter(request.body, 'grant_type');
    if (grantType !== 'password' && grantType !== 'refresh_token') {
      throw oauthError(400, 'unsupported_grant_type', 'The authorization grant type is not supported by the authorization server.');
    }
    const clientId = parameter(request.body, 'client_id');
    const clientSecret = parameter(request.body, 'client_secret');
    if (clientId !== config.oauthClient.id || !sameSecret(clientSecret, config.oauthClient.secret)) throw invalidClient();

    const tokens = grantType === 'password' ? await passwordGrant(request) : await refreshTokenGrant(request.body);
    return reply.header('cache-control', 'no-store').send(tokenResponse(tokens));
  });
}
