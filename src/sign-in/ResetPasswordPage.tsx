import { useEffect, useState } from 'react';
import { Alert, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { isHttpError } from '../../providers/http-error';
import { useApi } from '../api/ApiContext';
import { signInRoutes } from '../routes/signInRoutes';
import { failureMessage } from './failureMessage';
import { SignedOutOnly } from './SignedOutOnly';
import { SignInForm, type SubmitAnswer } from './SignInForm';
import { SignInLayout } from './SignInLayout';
import { useResetMailSentTo } from './signInMemory';
import { SignInTextField } from './SignInTextField';
import { useSignInToast } from './SignInToasts';
import { SignInSubmitButton } from './SignInSubmitButton';

interface ResetValues {
  email: string;
  password: string;
}

/** What went wrong: the link itself (docs/spec.md §8's message), or something the request says. */
type Failure = { invalidLink: true } | { message: string };

/**
 * The reset-password screen (docs/spec.md §2) at the mail's personal link: the account's e-mail (filled in
 * from the link) and a new password of at least 8 characters. An invalid or used link says so and
 * offers a new one; success says so and goes to the login screen.
 */
export function ResetPasswordPage() {
  return (
    <SignedOutOnly>
      <ResetPasswordScreen />
    </SignedOutOnly>
  );
}

function ResetPasswordScreen() {
  const translate = useTranslate();
  const notify = useSignInToast();
  const navigate = useNavigate();
  const { httpClient } = useApi();
  const { token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const [, setSentTo] = useResetMailSentTo();
  const [failure, setFailure] = useState<Failure>();
  const linkEmail = searchParams.get('email') ?? '';

  // A dead link is said at once, before a password is typed: the server checks it without
  // spending it. A back end without that check (404, 405) or any other failure leaves the
  // answer to the reset itself, as before.
  useEffect(() => {
    if (!token || !linkEmail) return;
    const controller = new AbortController();
    httpClient
      .request('password/reset/check', { method: 'POST', body: { token, email: linkEmail }, signal: controller.signal })
      .catch((error: unknown) => {
        if (isHttpError(error) && error.status === 400) setFailure({ invalidLink: true });
      });
    return () => controller.abort();
  }, [httpClient, token, linkEmail]);

  /** Field errors for the form to show; the link's or the request's failure in the alert. */
  const reset = async ({ email, password }: ResetValues): Promise<SubmitAnswer> => {
    setFailure(undefined);
    try {
      await httpClient.request('password/reset', { method: 'POST', body: { token, email, password } });
    } catch (error) {
      if (!isHttpError(error) || (error.status !== 400 && error.status !== 422)) {
        setFailure({ message: failureMessage(error, translate) });
        return undefined;
      }
      // A 400, or a 422 about the token, is the link's fault; other 422s belong to the fields.
      const { token: tokenError, ...fieldErrors } = error.fieldErrors;
      if (error.status === 400 || tokenError) setFailure({ invalidLink: true });
      return fieldErrors;
    }
    setSentTo(null);
    notify('shell.signIn.resetPassword.success');
    navigate(signInRoutes.login.path);
    return undefined;
  };

  return (
    <SignInLayout heading={translate('shell.signIn.resetPassword.heading')}>
      <Typography>{translate('shell.signIn.resetPassword.intro')}</Typography>
      {failure && (
        <Alert severity="error">
          {'invalidLink' in failure ? (
            <>
              {translate('shell.signIn.resetPassword.invalidLink')}{' '}
              <MuiLink component={Link} to={signInRoutes.forgotPassword.path} color="inherit">
                {translate('shell.signIn.resetPassword.requestNewLink')}
              </MuiLink>
            </>
          ) : (
            failure.message
          )}
        </Alert>
      )}
      <SignInForm<ResetValues> validator="resetPassword" onSubmit={reset} defaultValues={{ email: linkEmail, password: '' }}>
        <SignInTextField source="email" type="email" label="shell.signIn.email" autoComplete="username" />
        <SignInTextField source="password" type="password" label="shell.signIn.resetPassword.password" autoComplete="new-password" />
        <SignInSubmitButton label={translate('shell.signIn.resetPassword.submit')} />
      </SignInForm>
      <Stack sx={{ alignItems: 'center' }}>
        <MuiLink component={Link} to={signInRoutes.login.path}>
          {translate('shell.signIn.forgotPassword.backToLogin')}
        </MuiLink>
      </Stack>
    </SignInLayout>
  );
}
