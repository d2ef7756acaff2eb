import { useStore } from 'react-admin';
import { useApi } from '../api/ApiContext';

/** Spec §4: the last e-mail given to sign in, offered again on the login and forgot-password screens. */
export const useLastLoginEmail = () => useStore<string>('signIn.lastEmail', '');

/** Spec §4: whether a reset mail was sent, and to which address; cleared once the password is reset. */
export const useResetMailSentTo = () => useStore<string | null>('signIn.resetMailSentTo', null);

/**
 * Forgets everything this browser remembers of the signed-in account: the last logged-in user the
 * sign-in screen greets, the last e-mail given, and where a reset mail went. For an account that
 * no longer exists.
 */
export function useForgetAccount(): () => void {
  const { session } = useApi();
  const [, setLastEmail] = useLastLoginEmail();
  const [, setResetMailSentTo] = useResetMailSentTo();
  return () => {
    session.forgetLastUser();
    setLastEmail('');
    setResetMailSentTo(null);
  };
}
