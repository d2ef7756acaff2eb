import { credentialsSchema, resetPasswordSchema } from './account';
import english from '../locales/en';
import { translatorFor } from './messages';
import { fieldErrors } from './validation';

const renderMessage = translatorFor(english);
import { z } from 'zod/mini';

const errorsOf = (schema: z.core.$ZodType, values: unknown) => {
  const result = z.safeParse(schema, values);
  if (result.success) return {};
  return Object.fromEntries(Object.entries(fieldErrors(result.error)).map(([path, message]) => [path, renderMessage(message)]));
};

describe('login credentials (docs/spec.md §5)', () => {
  it('wants a valid e-mail and a password of at least one character', () => {
    expect(errorsOf(credentialsSchema, { email: 'coach@club.test', password: 'x' })).toEqual({});
    expect(errorsOf(credentialsSchema, { email: 'coach', password: '' })).toEqual({ email: 'Invalid email', password: 'Required' });
  });
});

describe('password reset (docs/spec.md §5)', () => {
  it('wants a token, a valid e-mail and a password of at least 8 characters', () => {
    expect(errorsOf(resetPasswordSchema, { token: 'abc', email: 'coach@club.test', password: '12345678' })).toEqual({});
    expect(errorsOf(resetPasswordSchema, { token: '', email: 'coach@', password: '1234567' })).toEqual({
      token: 'Required',
      email: 'Invalid email',
      password: 'Must be 8 characters at least',
    });
  });
});
