import type { TranslateFunction } from 'react-admin';
import { isHttpError } from '../../providers/http-error';
import { ParseError } from '../../providers/record-shape';

/**
 * What a failed call tells the user: the server's own message when it sent one, an item the
 * admin could not read as `Could not parse <item>` with what was wrong, else the kind of failure
 * (`Network error`, `Something went wrong`, ...); `otherwise` for a failure that is no call's (a
 * bug in the admin).
 */
export function errorMessage(error: unknown, translate: TranslateFunction, otherwise = 'shell.errors.kinds.badResponse'): string {
  if (error instanceof ParseError) {
    const problems =
      error.problems.length > 0 ? ` ${translate('builders.list.unreadable_problems', { problems: error.problems.join('; ') })}` : '';
    return `${error.message}.${problems}`;
  }
  return isHttpError(error) ? (error.serverMessage ?? translate(`shell.errors.kinds.${error.kind}`)) : translate(otherwise);
}
