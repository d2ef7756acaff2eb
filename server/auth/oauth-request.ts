/** What the OAuth endpoints (token-route.ts, revoke-route.ts) share: their errors, parameters and client check, as Passport answers them. */
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod/mini';
import type { ServerConfig } from '../config';
import { HttpError } from '../errors';
import { inEnglish, type Said } from '../i18n/texts';
import { isStorableText } from '../http/text';
import { textLimits } from '../../resources/definition';
import { maxPasswordLength } from '../../resources/account';

/** OAuth's error answer, as Passport gives it. */
export const oauthErrorSchema = z.looseObject({ error: z.string(), error_description: z.string(), message: z.string() });

/** Its `message` in the request's language, its `error_description` in Passport's English (for the client's developer). */
export const oauthError = (status: number, error: string, said: Said, extra: Record<string, unknown> = {}) =>
  new HttpError(status, said, undefined, { error, error_description: inEnglish(said), ...extra });

const invalidRequest = (parameter: string) =>
  oauthError(400, 'invalid_request', { message: 'server.oauth.invalidRequest', args: { parameter } });
const invalidClient = () => oauthError(401, 'invalid_client', { message: 'server.oauth.invalidClient' });

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
export function parameter(body: unknown, name: string): string {
  const value = optionalParameter(body, name);
  if (value === undefined) throw invalidRequest(name);
  return value;
}

/** A parameter that may be absent, checked as a required one is when given. */
export function optionalParameter(body: unknown, name: string): string | undefined {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value === '') throw invalidRequest(name);
  if (value.length > (maxParameterLength[name] ?? defaultMaxParameterLength) || !isStorableText(value)) throw invalidRequest(name);
  return value;
}

const digest = (text: string) => createHash('sha256').update(text).digest();
/** Compared as digests of equal length, in constant time, so the secret leaks nothing by timing. */
const sameSecret = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

/** The body names the one client and its secret, or 401 `invalid_client`. */
export function checkClient(body: unknown, config: Pick<ServerConfig, 'oauthClient'>): void {
  const clientId = parameter(body, 'client_id');
  const clientSecret = parameter(body, 'client_secret');
  if (clientId !== config.oauthClient.id || !sameSecret(clientSecret, config.oauthClient.secret)) throw invalidClient();
}
