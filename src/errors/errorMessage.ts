import type { TranslateFunction } from 'react-admin';
import { isHttpError } from '../../providers/http-error';

/**
 * What a failed call tells the user: the server's own message when it sent one, else the kind of
 * failure (`Network error`, `Something went wrong`, ...); `otherwise` for a failure that is no
 * call's (a bug in the admin).
 */
export function errorMessage(error: unknown, translate: TranslateFunction, otherwise = 'shell.errors.kinds.badResponse'): string {
  return isHttpError(error) ? (error.serverMessage ?? translate(`shell.errors.kinds.${error.kind}`)) : translate(otherwise);
}
