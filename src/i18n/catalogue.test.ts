import english from '../../locales/en';
import { i18nProvider } from './i18nProvider';

const { translate } = i18nProvider;

describe('the interface catalogue', () => {
  it('speaks en-US', () => {
    expect(english.locale).toBe('en-US');
    expect(i18nProvider.getLocale()).toBe('en');
  });

  it('holds every validation message of docs/spec.md §5', () => {
    for (const [key, text] of Object.entries(english.validation)) {
      expect(translate(`validation.${key}`, { field: '%{field}', min: '%{min}', max: '%{max}', choices: '%{choices}' })).toBe(text);
    }
    expect(translate('validation.httpsUrl')).toBe('Url must be https');
    expect(translate('validation.minLength', { min: 8 })).toBe('Must be 8 characters at least');
  });

  it('holds the messages of docs/spec.md §8', () => {
    expect(translate('shell.signIn.login.invalidCredentials')).toBe('Invalid email or password');
    expect(translate('shell.signIn.resetPassword.invalidLink')).toBe(
      'This is not a valid link to reset your password. Please request a new one.',
    );
    expect(translate('shell.signIn.resetPassword.success')).toBe(
      'Your password has been reset. You can now sign in with your new password.',
    );
    expect(translate('shell.signIn.forgotPassword.sent', { email: 'a@b.test' })).toMatch(/personal link.*arrives within a few minutes/);
    expect(translate('ra.notification.http_error')).toBe('Something went wrong');
    for (const [resource, one] of [
      ['authors', 'Author'],
      ['equipment', 'Equipment'],
      ['exercises', 'Exercise'],
      ['injuries', 'Injury'],
      ['knowledge-videos', 'Knowledge video'],
      ['referrals', 'Referral'],
    ]) {
      expect(translate(`resources.${resource}.notifications.created`)).toBe(`${one} created successfully`);
      expect(translate(`resources.${resource}.notifications.updated`)).toBe(`${one} updated successfully`);
    }
    expect(
      ['network', 'aborted', 'timeout', 'badRequest', 'badResponse', 'canceled'].map((kind) => translate(`shell.errors.kinds.${kind}`)),
    ).toEqual([
      'Network error',
      'The request was aborted',
      'The request timed out',
      'Bad request',
      'Something went wrong',
      'The request was canceled',
    ]);
  });

  it('names every screen of the menu', () => {
    expect(translate('shell.menu.export')).toBe('Export');
    expect(translate('shell.menu.accountDeletion')).toBe('Account deletion');
    expect(translate('resources.exercises.name', { smart_count: 2 })).toBe('Exercises');
  });
});
