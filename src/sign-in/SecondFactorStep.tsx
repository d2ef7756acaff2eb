import { useState } from 'react';
import { Link as MuiLink, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isHttpError } from '../../providers/http-error';
import { isExpiredChallenge } from '../../providers/second-factor';
import { useApi } from '../api/ApiContext';
import { SignInForm, type SubmitAnswer } from './SignInForm';
import { SignInSubmitButton } from './SignInSubmitButton';
import { SignInTextField } from './SignInTextField';

interface SecondFactorStepProps {
  /** The challenge the password was answered with. */
  challenge: string;
  /** Signed in: react-admin's login answer (a member's `redirectTo`). */
  onSignedIn(answer: unknown): void;
  /** The challenge is gone: the sign-in starts again from the password, saying why. */
  onExpired(): void;
  /** Any other failure, said above the form. */
  onFailure(error: unknown): void;
}

/**
 * The second step of signing in with a second factor (docs/api.md "A second factor"), a field in
 * the sign-in card: the code of the authenticator app, or a recovery code instead.
 */
export function SecondFactorStep({ challenge, onSignedIn, onExpired, onFailure }: SecondFactorStepProps) {
  const translate = useTranslate();
  const { authProvider } = useApi();
  const [recovery, setRecovery] = useState(false);

  const submit = async ({ code }: { code: string }): Promise<SubmitAnswer> => {
    try {
      onSignedIn(await authProvider.login(recovery ? { challenge, recoveryCode: code } : { challenge, code }));
    } catch (error) {
      if (isExpiredChallenge(error)) onExpired();
      else if (isHttpError(error, 'badRequest') && error.status === 400) return { code: translate('shell.signIn.secondFactor.wrongCode') };
      else onFailure(error);
    }
    return undefined;
  };

  return (
    <>
      <Typography>{translate(recovery ? 'shell.signIn.secondFactor.recoveryIntro' : 'shell.signIn.secondFactor.intro')}</Typography>
      <SignInForm<{ code: string }> key={String(recovery)} validator="secondFactor" onSubmit={submit} defaultValues={{ code: '' }}>
        <SignInTextField
          source="code"
          type="text"
          label={recovery ? 'shell.signIn.secondFactor.recoveryCode' : 'shell.signIn.secondFactor.code'}
          autoComplete={recovery ? 'off' : 'one-time-code'}
        />
        <SignInSubmitButton label={translate('shell.signIn.secondFactor.submit')} />
      </SignInForm>
      <Stack sx={{ alignItems: 'center' }}>
        {/* A link-styled button, as the screen's other way out: MUI's Button is not loaded before sign-in. */}
        <MuiLink component="button" type="button" onClick={() => setRecovery(!recovery)}>
          {translate(recovery ? 'shell.signIn.secondFactor.useCode' : 'shell.signIn.secondFactor.useRecoveryCode')}
        </MuiLink>
      </Stack>
    </>
  );
}
