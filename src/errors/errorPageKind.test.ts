import { errorPageKind } from './errorPageKind';
import { i18nProvider } from '../i18n/i18nProvider';

const titleOf = (status: number | undefined) => i18nProvider.translate(`shell.errors.${errorPageKind(status)}.title`);

describe('the error page for a status (docs/spec.md §8)', () => {
  it.each([
    [400, 'Bad Request'],
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'Not Found'],
    [500, 'Server Error'],
    [503, 'Server Error'],
    [418, 'Something went wrong'],
    [undefined, 'Something went wrong'],
  ])('%s is titled %s', (status, title) => {
    expect(titleOf(status)).toBe(title);
  });

  it('has a Loading state', () => {
    expect(i18nProvider.translate('shell.errors.loading.title')).toBe('Loading');
  });
});
