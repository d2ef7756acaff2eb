import { useState } from 'react';
import { Alert, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useLocation, useNavigate } from 'react-router';
import { invalidCredentialsMessage } from '../../providers/auth-provider';
import { SecondFactorRequiredError } from '../../providers/second-factor';
import { useApi } from '../api/ApiContext';
import { signInRoutes } from '../routes/signInRoutes';
import { failureMessage } from './failureMessage';
import { SignedOutOnly } from './SignedOutOnly';
import { SecondFactorStep } from './SecondFactorStep';
import { forgetSessionEnded, sessionHasEnded } from './sessionEnded';
import { SignInForm, type SubmitAnswer } from './SignInForm';
import { SignInLayout } from './SignInLayout';
import { returnRouteOf } from './returnRoute';
import { useLastLoginEmail } from './signInMemory';
import { SignInTextField } from './SignInTextField';
import { SignInSubmitButton } from './SignInSubmitButton';

/** Where react-admin's authProvider.login asks to go instead (`{ redirectTo }`), if it does. */
const redirectOf = (answer: unknown): string | undefined =>
  typeof answer === 'object' && answer !== null && 'redirectTo' in answer && typeof answer.redirectTo === 'string'
    ? answer.redirectTo
    : undefined;

interface Credentials {
  email: string;
  password: string;
}

/**
 * The login screen (docs/spec.md §2): e-mail and password; a returning user is greeted by name, and
 * told when their session ended by itself, and that their drafts were kept. After signing in the
 * user goes back to the route open when the session ended (returnRoute), or to the root.
 */
export function LoginPage() {
  return (
    <SignedOutOnly>
      <LoginScreen />
    </SignedOutOnly>
  );
}

function LoginScreen() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const { authProvider, session } = useApi();
  const [returningUser] = useState(() => session.lastLoggedInUser);
  const [lastEmail, setLastEmail] = useLastLoginEmail();
  const [failure, setFailure] = useState<string>();
  const [sessionEnded] = useState(sessionHasEnded);
  /** The challenge of an account with a second factor, once its password was right. */
  const [challenge, setChallenge] = useState<string>();

  // A member is sent to the one screen open to them (the answer's redirectTo); staff go back.
  const signedIn = (answer: unknown) => {
    forgetSessionEnded();
    navigate(redirectOf(answer) ?? returnRouteOf(location.state) ?? '/');
  };

  const signIn = async (values: Credentials): Promise<SubmitAnswer> => {
    setFailure(undefined);
    setLastEmail(values.email);
    try {
      signedIn(await authProvider.login(values));
    } catch (error) {
      if (error instanceof SecondFactorRequiredError) setChallenge(error.challenge);
      else
        setFailure(
          error instanceof Error && error.message === invalidCredentialsMessage
            ? translate('shell.signIn.login.invalidCredentials')
            : failureMessage(error, translate),
        );
    }
    return undefined;
  };

  if (challenge)
    return (
      <SignInLayout heading={translate('shell.signIn.secondFactor.heading')}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <SecondFactorStep
          challenge={challenge}
          onSignedIn={signedIn}
          onExpired={() => {
            setChallenge(undefined);
            setFailure(translate('shell.signIn.secondFactor.expired'));
          }}
          onFailure={(error) => setFailure(failureMessage(error, translate))}
        />
      </SignInLayout>
    );

  return (
    <SignInLayout heading={translate('shell.signIn.login.heading')}>
      {sessionEnded && (
        <Alert severity="info" role="status">
          {translate('shell.signIn.login.sessionEnded')}
        </Alert>
      )}
      <Typography>
        {returningUser
          ? translate('shell.signIn.login.greeting', { name: returningUser.firstName })
          : translate('shell.signIn.login.welcome')}
      </Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
      <SignInForm<Credentials>
        validator="credentials"
        onSubmit={signIn}
        defaultValues={{ email: lastEmail || returningUser?.email || '', password: '' }}
      >
        <SignInTextField source="email" type="email" label="shell.signIn.email" autoComplete="username" />
        <SignInTextField source="password" type="password" label="shell.signIn.password" autoComplete="current-password" />
        <SignInSubmitButton label={translate('shell.signIn.login.submit')} />
      </SignInForm>
      <Stack sx={{ alignItems: 'center' }}>
        <MuiLink component={Link} to={signInRoutes.forgotPassword.path}>
          {translate('shell.signIn.login.forgotPassword')}
        </MuiLink>
      </Stack>
    </SignInLayout>
  );
}
