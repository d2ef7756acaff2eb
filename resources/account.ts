/** The schemas of the sign-in side (spec §3 login credentials and reset, §5 their rules). */
import { z } from 'zod';
import { email } from './validation';

export const credentialsSchema = z.object({
  email: email(),
  password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
});

export const forgotPasswordSchema = z.object({ email: email() });

export const resetPasswordSchema = z.object({
  token: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
  email: email(),
  password: z.string({ error: 'validation.required' }).min(8, { error: 'validation.minLength' }),
});

export const accountDeletionSchema = z.object({
  password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
});

/** Spec §3 "Level": the playing level of a member of the training app. */
export const playerLevels = [
  { id: 'amateur', name: 'Amateur' },
  { id: 'semi_prof', name: 'Semi-prof' },
  { id: 'professional', name: 'Professional' },
] as const;
