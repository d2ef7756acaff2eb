/**
 * The second step of a sign-in (docs/api.md "A second factor"): the server answers the password
 * of an account with a second factor with a challenge, which the code of an authenticator app or
 * a recovery code meets in an extension grant. No React; the session (session.ts) sends it.
 */
import { isHttpError } from './http-error';

/** The grant that meets the challenge (an extension grant, RFC 6749 §4.5). */
export const secondFactorGrantType = 'urn:pitchside:params:oauth:grant-type:second-factor';

/** The password was right; the sign-in waits for the second factor. */
export class SecondFactorRequiredError extends Error {
  constructor(readonly challenge: string) {
    super('A second factor is required');
    this.name = 'SecondFactorRequiredError';
  }
}

/** What meets a challenge: the app's code, or a recovery code. */
export type SecondFactorProof = { code: string } | { recoveryCode: string };

/** The challenge of a token answer, if it is one (403 `mfa_required` with its `mfa_token`). */
export function challengeOf(error: unknown): string | undefined {
  if (!isHttpError(error, 'badRequest') || error.status !== 403 || error.body?.error !== 'mfa_required') return undefined;
  const token = error.body.mfa_token;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

/** The grant's form fields for a proof. */
export const secondFactorGrant = (challenge: string, proof: SecondFactorProof): Record<string, string> => ({
  grant_type: secondFactorGrantType,
  mfa_token: challenge,
  ...('code' in proof ? { otp: proof.code.replace(/\s/g, '') } : { recovery_code: proof.recoveryCode.trim() }),
});

/** The challenge is gone (too old, tried too often): the sign-in starts again from the password. */
export const isExpiredChallenge = (error: unknown): boolean => isHttpError(error, 'badRequest') && error.body?.error === 'expired_token';
