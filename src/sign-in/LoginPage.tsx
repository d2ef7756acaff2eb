import { useState } from 'react';
import { Alert, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Form, PasswordInput, TextInput, useLogin, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { credentialsSchema } from '../../resources/account';
import { invalidCredentialsMessage } from '../../providers/auth-provider';
import { useApi } from '../api/ApiContext';
import { signInRoutes } from '../routes/routeTable';
import { failureMessage } from './failureMessage';
import { schemaValidator } from '../forms/schemaValidator';
import { SignedOutOnly } from './SignedOutOnly';
import { SignInLayout } from './SignInLayout';
import { returnRouteOf } from './returnRoute';
import { useLastLoginEmail } from './signInMemory';
import { SubmitButton } from './SubmitButton';

const validateCredentials = schemaValidator(credentialsSchema);

interface Credentials {
  email: string;
  password: string;
}

/**
 * The login screen (docs/spec.md §2): e-mail and password; a returning user is greeted by name. After
 * signing in the user goes back to the route open when the session ended (returnRoute), or to the root.
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
  const login = useLogin();
  const location = useLocation();
  const { session } = useApi();
  const [returningUser] = useState(() => session.lastLoggedInUser);
  const [lastEmail, setLastEmail] = useLastLoginEmail();
  const [failure, setFailure] = useState<string>();

  const signIn = async (values: Credentials) => {
    setFailure(undefined);
    setLastEmail(values.email);
    try {
      await login(values, returnRouteOf(location.state));
    } catch (error) {
      setFailure(
        error instanceof Error && error.message === invalidCredentialsMessage
          ? translate('shell.signIn.login.invalidCredentials')
          : failureMessage(error, translate),
      );
    }
  };

  return (
    <SignInLayout heading={translate('shell.signIn.login.heading')}>
      <Typography sx={{ mb: 2 }}>
        {returningUser
          ? translate('shell.signIn.login.greeting', { name: returningUser.firstName })
          : translate('shell.signIn.login.welcome')}
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Form
        onSubmit={(values: FieldValues) => signIn(values as Credentials)}
        validate={validateCredentials}
        defaultValues={{ email: lastEmail || returningUser?.email || '', password: '' }}
        noValidate
        disableInvalidFormNotification
      >
        <TextInput source="email" type="email" label="shell.signIn.email" autoComplete="username" helperText={false} />
        <PasswordInput source="password" label="shell.signIn.password" autoComplete="current-password" helperText={false} />
        <SubmitButton label={translate('shell.signIn.login.submit')} />
      </Form>
      <Stack sx={{ mt: 2 }} alignItems="center">
        <MuiLink component={Link} to={signInRoutes.forgotPassword.path}>
          {translate('shell.signIn.login.forgotPassword')}
        </MuiLink>
      </Stack>
    </SignInLayout>
  );
}
