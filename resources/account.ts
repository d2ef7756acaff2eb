/** The schemas of the sign-in side (docs/spec.md §3 login credentials and reset, §5 their rules). */
import { z } from 'zod/mini';
import { email } from './validation';

/**
 * The longest password taken: far beyond any passphrase, short enough that hashing one costs
 * no more than hashing any other.
 */
export const maxPasswordLength = 1024;

const password = (minLength = 1) =>
  z
    .string({ error: 'validation.required' })
    .check(
      z.minLength(minLength, { error: minLength === 1 ? 'validation.required' : 'validation.minLength' }),
      z.maxLength(maxPasswordLength, { error: 'validation.maxLength' }),
    );

export const credentialsSchema = z.object({
  email: email(),
  password: password(),
});

export const forgotPasswordSchema = z.object({ email: email() });

export const resetPasswordSchema = z.object({
  token: z.string({ error: 'validation.required' }).check(z.minLength(1, { error: 'validation.required' })),
  email: email(),
  password: password(8),
});

/**
 * A signed-in user's change of password: the current one, the new one under the reset's rules
 * (docs/spec.md §5) typed twice, and whether to sign out the account's other devices (yes unless
 * said otherwise). The same rules under two spellings: camelCase in the admin's form, snake_case on
 * the wire.
 */
const passwordChangeRules = {
  current: password(),
  next: password(8),
  confirmation: password(),
  signOutOthers: z._default(z.boolean({ error: 'validation.boolean' }), true),
};

const confirmed = <T extends Record<string, unknown>>(next: keyof T & string, confirmation: keyof T & string) =>
  z.refine<T>((values) => values[confirmation] === values[next], { error: 'validation.passwordConfirmation', path: [confirmation] });

export const passwordChangeSchema = z
  .object({
    currentPassword: passwordChangeRules.current,
    password: passwordChangeRules.next,
    passwordConfirmation: passwordChangeRules.confirmation,
    signOutOtherDevices: passwordChangeRules.signOutOthers,
  })
  .check(confirmed('password', 'passwordConfirmation'));

export const passwordChangeWireSchema = z
  .object({
    current_password: passwordChangeRules.current,
    password: passwordChangeRules.next,
    password_confirmation: passwordChangeRules.confirmation,
    sign_out_other_devices: passwordChangeRules.signOutOthers,
  })
  .check(confirmed('password', 'password_confirmation'));

/** Whether a reset link is still good, asked when its page opens (spends nothing). */
export const resetLinkCheckSchema = z.pick(resetPasswordSchema, { token: true, email: true });

export const accountDeletionSchema = z.object({
  password: password(),
});

/** A change of the account's second factor is confirmed with its password. */
export const passwordConfirmationSchema = accountDeletionSchema;

/** The second step of a sign-in: the app's code or a recovery code, whichever the user has. */
export const secondFactorSignInSchema = z.object({
  code: z.string({ error: 'validation.required' }).check(z.trim(), z.minLength(1, { error: 'validation.required' })),
});

/** The six digits of an authenticator app (spaces typed between them are dropped). */
export const secondFactorCodeSchema = z.object({
  code: z.string({ error: 'validation.required' }).check(z.trim(), z.regex(/^\d{3} ?\d{3}$/, { error: 'validation.secondFactorCode' })),
});

/** Spec §3 "Level": the playing level of a member of the training app. */
export const playerLevels = [
  { id: 'amateur', name: 'Amateur' },
  { id: 'semi_prof', name: 'Semi-prof' },
  { id: 'professional', name: 'Professional' },
] as const;
