import type { TranslateFunction } from 'react-admin';

/** What to tell the user about a failed request: its own message (the server's, or its kind's), or the generic one. */
export const failureMessage = (error: unknown, translate: TranslateFunction): string =>
  error instanceof Error && error.message ? error.message : translate('shell.errors.unknown.title');
