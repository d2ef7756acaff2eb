import { useSignInForm } from './signInFormContext';
import { SubmitButton } from './SubmitButton';

/** A sign-in form's submit button, busy while its form is checked and sent. */
export function SignInSubmitButton({ label }: { label: string }) {
  return <SubmitButton label={label} busy={useSignInForm().submitting} />;
}
