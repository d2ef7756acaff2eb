import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { isHttpError } from '../../providers/http-error';
import { useApi } from '../api/ApiContext';
import { failureMessage } from '../sign-in/failureMessage';
import { RecoveryCodes } from './RecoveryCodes';
import type { Enrolment, SecurityApi } from './securityApi';

/** What the password is asked for: to set up, to remove, or for new recovery codes. */
type Purpose = 'setUp' | 'remove' | 'renew';

type Step =
  | { name: 'idle' }
  | { name: 'password'; purpose: Purpose }
  | { name: 'scan'; enrolment: Enrolment }
  | { name: 'codes'; codes: string[]; renewed: boolean };

/**
 * Two-step sign-in (docs/api.md "A second factor"): set up with the password, the QR code (drawn by
 * the server) scanned and its first code typed, then the recovery codes shown once; or removed with
 * the password, unless the server requires it; or its recovery codes replaced, with the password.
 */
export function SecondFactorSection({ api }: { api: SecurityApi }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { session } = useApi();
  const state = useQuery({ queryKey: ['me', 'second-factor'], queryFn: api.secondFactor });
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
      setValue('');
    } catch (failure) {
      const field = isHttpError(failure) ? Object.values(failure.fieldErrors)[0] : undefined;
      setError(field ?? failureMessage(failure, translate));
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: ['me'] });
      // The user as /me says it now (whether two-step sign-in is still owed), for the identity too.
      await session.userInfo().catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step.name === 'password' && step.purpose === 'remove')
      void run(async () => {
        await api.removeSecondFactor(value);
        setStep({ name: 'idle' });
      });
    else if (step.name === 'password' && step.purpose === 'renew')
      void run(async () => setStep({ name: 'codes', codes: (await api.renewRecoveryCodes(value)).recoveryCodes, renewed: true }));
    else if (step.name === 'password') void run(async () => setStep({ name: 'scan', enrolment: await api.beginEnrolment(value) }));
    else if (step.name === 'scan')
      void run(async () => setStep({ name: 'codes', codes: (await api.confirmEnrolment(value)).recoveryCodes, renewed: false }));
  };

  const enabled = state.data?.enabled === true;
  const field = (label: string, type: string, autoComplete: string) => (
    <TextField
      label={translate(label)}
      type={type}
      autoComplete={autoComplete}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      error={error !== undefined}
      helperText={error}
      required
      autoFocus
    />
  );

  return (
    <section aria-labelledby="second-factor-heading">
      <Typography id="second-factor-heading" variant="h6" component="h2">
        {translate('security.secondFactor.heading')}
      </Typography>
      {state.isError && <Alert severity="error">{failureMessage(state.error, translate)}</Alert>}
      {state.data && (
        <Typography sx={{ my: 1 }}>
          {enabled
            ? translate('security.secondFactor.on', { smart_count: state.data.recoveryCodesLeft })
            : translate(state.data.required ? 'security.secondFactor.required' : 'security.secondFactor.off')}
        </Typography>
      )}
      {step.name === 'idle' && state.data && (
        <Stack direction="row" spacing={1}>
          {!enabled && (
            <Button variant="contained" onClick={() => setStep({ name: 'password', purpose: 'setUp' })}>
              {translate('security.secondFactor.setUp')}
            </Button>
          )}
          {enabled && (
            <Button variant="outlined" onClick={() => setStep({ name: 'password', purpose: 'renew' })}>
              {translate('security.secondFactor.renew')}
            </Button>
          )}
          {enabled && !state.data.required && (
            <Button variant="outlined" onClick={() => setStep({ name: 'password', purpose: 'remove' })}>
              {translate('security.secondFactor.remove')}
            </Button>
          )}
        </Stack>
      )}
      {(step.name === 'password' || step.name === 'scan') && (
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, maxWidth: 420 }}>
          {step.name === 'password' && (
            <Typography>
              {translate(step.purpose === 'renew' ? 'security.secondFactor.renewIntro' : 'security.secondFactor.passwordIntro')}
            </Typography>
          )}
          {step.name === 'scan' && (
            <>
              <Typography>{translate('security.secondFactor.scan')}</Typography>
              <Box
                component="img"
                src={step.enrolment.qrCode}
                alt={translate('security.secondFactor.qrCode')}
                sx={{ width: 200, height: 200, bgcolor: '#fff' }}
              />
              <Typography variant="body2">
                {translate('security.secondFactor.secret')} <code data-testid="second-factor-secret">{step.enrolment.secret}</code>
              </Typography>
            </>
          )}
          {step.name === 'password'
            ? field('security.secondFactor.password', 'password', 'current-password')
            : field('security.secondFactor.code', 'text', 'one-time-code')}
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={busy}>
              {translate(step.name === 'scan' ? 'security.secondFactor.turnOn' : 'security.secondFactor.continue')}
            </Button>
            <Button onClick={() => setStep({ name: 'idle' })}>{translate('ra.action.cancel')}</Button>
          </Stack>
        </Box>
      )}
      {step.name === 'codes' && <RecoveryCodes codes={step.codes} renewed={step.renewed} onDone={() => setStep({ name: 'idle' })} />}
    </section>
  );
}
