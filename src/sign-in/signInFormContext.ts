import { createContext, useContext } from 'react';

/** Messages by field name; a field without one is valid. */
export type FieldErrors = Record<string, string | undefined>;

/** What a sign-in form tells its inputs and its submit button (SignInForm). */
export interface SignInFormState {
  values: Record<string, string>;
  errors: FieldErrors;
  submitting: boolean;
  change(name: string, value: string): void;
  /** The input of a field, to focus it when it is the first one with an error; null when it leaves. */
  registerInput(name: string, input: HTMLInputElement | null): void;
}

export const SignInFormContext = createContext<SignInFormState | undefined>(undefined);

export function useSignInForm(): SignInFormState {
  const form = useContext(SignInFormContext);
  if (!form) throw new Error('A sign-in input is used outside a SignInForm');
  return form;
}
