import { useState } from 'react';
import { Alert, Button, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { isHttpError } from '../../providers/http-error';
import { useApi } from '../api/ApiContext';
import { signInRoutes } from '../routes/signInRoutes';
import { failureMessage } from './failureMessage';
import { SignedOutOnly } from './SignedOutOnly';
import { SignInForm, type SubmitAnswer } from './SignInForm';
import { SignInLayout } from './SignInLayout';
import { useLastLoginEmail, useResetMailSentTo } from './signInMemory';
import { SignInTextField } from './SignInTextField';
import { SignInSubmitButton } from './SignInSubmitButton';

/**
 * The forgot-password screen (docs/spec.md §2, §4): asks for the account's e-mail (the last one given to
 * sign in, or the last signed-in user's, to begin with) and sends the reset mail; it remembers that the mail was sent and says
 * that a personal link arrives within a few minutes.
 */
export function ForgotPasswordPage() {
  return (
    <SignedOutOnly>
      <ForgotPasswordScreen />
    </SignedOutOnly>
  );
}

function ForgotPasswordScreen() {
  const translate = useTranslate();
  const { httpClient, session } = useApi();
  const [lastEmail, setLastEmail] = useLastLoginEmail();
  const [sentTo, setSentTo] = useResetMailSentTo();
  const [failure, setFailure] = useState<string>();

  const requestMail = async ({ email }: { email: string }): Promise<SubmitAnswer> => {
    setFailure(undefined);
    try {
      await httpClient.request('password/forgot', { method: 'POST', body: { email } });
      setLastEmail(email);
      setSentTo(email);
      return undefined;
    } catch (error) {
      if (isHttpError(error) && error.status === 422) return error.fieldErrors;
      setFailure(failureMessage(error, translate));
      return undefined;
    }
  };

  const backToLogin = (
    <MuiLink component={Link} to={signInRoutes.login.path}>
      {translate('shell.signIn.forgotPassword.backToLogin')}
    </MuiLink>
  );

  return (
    <SignInLayout heading={translate('shell.signIn.forgotPassword.heading')}>
      {sentTo ? (
        <>
          <Alert severity="success">{translate('shell.signIn.forgotPassword.sent', { email: sentTo })}</Alert>
          <Button variant="outlined" size="large" onClick={() => setSentTo(null)}>
            {translate('shell.signIn.forgotPassword.sendAgain')}
          </Button>
          <Stack sx={{ alignItems: 'center' }}>{backToLogin}</Stack>
        </>
      ) : (
        <>
          <Typography>{translate('shell.signIn.forgotPassword.intro')}</Typography>
          {failure && <Alert severity="error">{failure}</Alert>}
          <SignInForm<{ email: string }>
            validator="forgotPassword"
            onSubmit={requestMail}
            defaultValues={{ email: lastEmail || session.lastLoggedInUser?.email || '' }}
          >
            <SignInTextField source="email" type="email" label="shell.signIn.email" autoComplete="email" />
            <SignInSubmitButton label={translate('shell.signIn.forgotPassword.submit')} />
          </SignInForm>
          <Stack sx={{ alignItems: 'center' }}>{backToLogin}</Stack>
        </>
      )}
    </SignInLayout>
  );
}
