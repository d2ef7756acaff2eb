import { useCallback, useSyncExternalStore } from 'react';
import { useStoreContext } from 'ra-core';
import { useApi } from '../api/ApiContext';

type Primitive = string | number | boolean | null;

/**
 * One primitive value of react-admin's store (the admin reads the same keys), followed as it
 * changes. react-admin's useStore would do, but it compares with lodash's isEqual, which the
 * sign-in screen's first paint has no room for (docs/architecture.md, "How the admin loads"); a
 * primitive needs no deep comparison.
 */
function useStoredPrimitive<T extends Primitive>(key: string, defaultValue: T): [T, (value: T) => void] {
  const store = useStoreContext();
  const subscribe = useCallback((onChange: () => void) => store.subscribe(key, onChange), [store, key]);
  const read = () => store.getItem<T>(key, defaultValue) ?? defaultValue;
  const value = useSyncExternalStore(subscribe, read, read);
  const set = useCallback((next: T) => store.setItem(key, next), [store, key]);
  return [value, set];
}

/** Spec §4: the last e-mail given to sign in, offered again on the login and forgot-password screens. */
export const useLastLoginEmail = () => useStoredPrimitive<string>('signIn.lastEmail', '');

/** Spec §4: whether a reset mail was sent, and to which address; cleared once the password is reset. */
export const useResetMailSentTo = () => useStoredPrimitive<string | null>('signIn.resetMailSentTo', null);

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
