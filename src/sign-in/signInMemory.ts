import { useStore } from 'react-admin';

/** Spec §4: the last e-mail given to sign in, offered again on the login and forgot-password screens. */
export const useLastLoginEmail = () => useStore<string>('signIn.lastEmail', '');

/** Spec §4: whether a reset mail was sent, and to which address; cleared once the password is reset. */
export const useResetMailSentTo = () => useStore<string | null>('signIn.resetMailSentTo', null);
