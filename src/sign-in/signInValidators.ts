/**
 * The sign-in screens' validators (docs/spec.md §5), from the account schemas. Loaded after the
 * screen has painted (loadSignInValidators), as zod is most of their weight.
 */
import { z } from 'zod/mini';
import { credentialsSchema, forgotPasswordSchema, resetPasswordSchema, secondFactorSignInSchema } from '../../resources/account';
import { schemaValidator } from '../forms/schemaValidator';

export const signInValidators = {
  credentials: schemaValidator(credentialsSchema),
  forgotPassword: schemaValidator(forgotPasswordSchema),
  // The token comes from the link, not from a field.
  resetPassword: schemaValidator(z.omit(resetPasswordSchema, { token: true })),
  secondFactor: schemaValidator(secondFactorSignInSchema),
};

export type SignInValidatorName = keyof typeof signInValidators;
