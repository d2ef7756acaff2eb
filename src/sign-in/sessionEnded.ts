/**
 * That the session ended by itself (a refresh the server refused, docs/spec.md §4), for the login
 * screen to say so, and that drafts were kept (docs/content-tools.md, "Drafts of the forms"). Kept
 * for the tab until the user signs in again: the login screen is reached by a page load after it.
 */
const storageKey = 'signIn.sessionEnded';

/** The session's failure callback: the next login screen of this tab says why it is there. */
export function markSessionEnded(): void {
  try {
    sessionStorage.setItem(storageKey, 'true');
  } catch {
    // No storage: the login screen says nothing more than before.
  }
}

export function sessionHasEnded(): boolean {
  try {
    return sessionStorage.getItem(storageKey) === 'true';
  } catch {
    return false;
  }
}

/** Signed in again: the notice has been read. */
export function forgetSessionEnded(): void {
  try {
    sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing was kept.
  }
}
