import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import LogoutIcon from '@mui/icons-material/Logout';
import { Authenticated, Form, PasswordInput, TextInput, useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { useFormState, type FieldValues } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { accountDeletionSchema } from '../../resources/account';
import { isHttpError } from '../../providers/http-error';
import { useApi } from '../api/ApiContext';
import { LoadingPage } from '../errors/LoadingPage';
import { StandaloneLayout } from '../layout/StandaloneLayout';
import { schemaValidator } from '../forms/schemaValidator';
import { signInRoutes } from '../routes/routeTable';
import { failureMessage } from '../sign-in/failureMessage';
import { SubmitButton } from '../sign-in/SubmitButton';
import { useForgetAccount } from '../sign-in/signInMemory';
import { removeDraftsOf } from '../drafts/draftStore';

interface DeletionValues {
  password: string;
  confirmation: string;
}

const validatePassword = schemaValidator(accountDeletionSchema);

/** The password as the server asks for it, and the confirmation word typed exactly. */
function validateDeletion(values: FieldValues, word: string) {
  const errors = { ...validatePassword(values) };
  return values.confirmation === word
    ? errors
    : { ...errors, confirmation: { message: 'accountDeletion.confirmationMismatch', args: { word } } };
}

/**
 * The account-deletion screen at `/account-deletion`, outside the main layout, for any signed-in
 * user (docs/spec.md §2): who is signed in, what goes and that it cannot be undone, then the
 * password and a typed confirmation; `DELETE /me`, sign-out, and a last screen that says it is
 * done. Only the form is behind the sign-in guard: the last screen is this component's own state
 * and needs no session, so a later check of the (gone) session cannot send the user away from it.
 * The sign-out runs here, once the form is gone, and the last screen shows when it has ended: it
 * says the user has been signed out, so the browser holds no session by then.
 */
export function AccountDeletionPage() {
  const [deleted, setDeleted] = useState<{ email: string; signedOut: boolean }>();
  const logout = useLogout();
  const forgetAccount = useForgetAccount();

  const signOutDeleted = async (account: DeletedAccount) => {
    setDeleted({ email: account.email, signedOut: false });
    // The account is gone: its session goes too, without leaving this screen, and so does what
    // the browser remembers of it (the sign-in screen would greet a user who no longer exists,
    // and its drafts hold what that user typed).
    if (account.userId !== undefined) await removeDraftsOf(account.userId).catch(() => undefined);
    await logout({}, false);
    forgetAccount();
    setDeleted({ email: account.email, signedOut: true });
  };

  if (deleted !== undefined) {
    if (!deleted.signedOut) return <LoadingPage />;
    return (
      <StandaloneLayout>
        <section aria-labelledby="account-deletion-title">
          <AccountDeleted email={deleted.email} />
        </section>
      </StandaloneLayout>
    );
  }
  return (
    <Authenticated loading={<LoadingPage />}>
      <StandaloneLayout>
        <section aria-labelledby="account-deletion-title">
          <DeletionForm onDeleted={signOutDeleted} />
        </section>
      </StandaloneLayout>
    </Authenticated>
  );
}

interface DeletedAccount {
  email: string;
  userId?: string;
}

function DeletionForm({ onDeleted }: { onDeleted: (account: DeletedAccount) => Promise<void> }) {
  const translate = useTranslate();
  const logout = useLogout();
  const { httpClient } = useApi();
  const { identity } = useGetIdentity();
  const [failure, setFailure] = useState<string>();
  const word = translate('accountDeletion.confirmationWord');

  /** Field errors for the form to show (a wrong password on its field); anything else in the alert. */
  const deleteAccount = async ({ password }: DeletionValues): Promise<Record<string, string> | undefined> => {
    setFailure(undefined);
    try {
      await httpClient.request('me', { method: 'DELETE', body: { password } });
    } catch (error) {
      if (isHttpError(error) && error.status === 422) return error.fieldErrors;
      setFailure(failureMessage(error, translate));
      return undefined;
    }
    await onDeleted({ email: String(identity?.email ?? ''), userId: identity?.id == null ? undefined : String(identity.id) });
    return undefined;
  };

  return (
    <>
      {identity?.role === 'staff' && <WayBack />}
      <Typography id="account-deletion-title" variant="h4" component="h1" gutterBottom>
        {translate('titles.account-deletion-index')}
      </Typography>
      {identity && (
        <Typography sx={{ mb: 2 }}>
          {translate('shell.accountDeletion.signedInAs', { name: identity.fullName, email: identity.email })}
        </Typography>
      )}
      <Typography sx={{ mb: 1 }}>{translate('accountDeletion.whatIsDeleted')}</Typography>
      <Typography sx={{ mb: 1 }}>{translate('accountDeletion.contentStays')}</Typography>
      <Alert severity="warning" sx={{ mb: 3 }}>
        {translate('accountDeletion.cannotBeUndone')}
      </Alert>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('accountDeletion.failed', { message: failure })}
        </Alert>
      )}
      <Form
        onSubmit={(values: FieldValues) => deleteAccount(values as DeletionValues)}
        validate={(values: FieldValues) => validateDeletion(values, word)}
        defaultValues={{ password: '', confirmation: '' }}
        noValidate
        disableInvalidFormNotification
      >
        <Stack sx={{ maxWidth: 420, gap: 1, '& > .MuiButton-root': { mt: 1 } }}>
          <PasswordInput
            source="password"
            label="accountDeletion.password"
            autoComplete="current-password"
            helperText="accountDeletion.passwordHelp"
          />
          <TextInput
            source="confirmation"
            label={translate('accountDeletion.confirmation', { word })}
            autoComplete="off"
            helperText={false}
          />
          <DeletionSubmitButton label={translate('accountDeletion.submit')} />
        </Stack>
      </Form>
      <Button variant="text" startIcon={<LogoutIcon />} onClick={() => logout()} sx={{ mt: 3 }}>
        {translate('ra.auth.logout')}
      </Button>
    </>
  );
}

function AccountDeleted({ email }: { email: string }) {
  const translate = useTranslate();
  return (
    <>
      <Typography id="account-deletion-title" variant="h4" component="h1" gutterBottom>
        {translate('accountDeletion.deletedTitle')}
      </Typography>
      <Alert severity="success" sx={{ mb: 3 }}>
        {translate('accountDeletion.deleted', { email })}
      </Alert>
      <Button component={Link} to={signInRoutes.login.path} variant="contained">
        {translate('accountDeletion.toSignIn')}
      </Button>
    </>
  );
}

/**
 * Staff reach this screen from the main area, outside of which it stands: back to where they came
 * from (the screen before, or the start when the screen was opened on its own). A member has no
 * other screen to go back to.
 */
function WayBack() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const cameFromTheAdmin = useLocation().key !== 'default';
  return (
    <Button startIcon={<ArrowBack />} size="small" onClick={() => (cameFromTheAdmin ? navigate(-1) : navigate('/'))} sx={{ mb: 1, ml: -1 }}>
      {translate('accountDeletion.back')}
    </Button>
  );
}

/** The deletion form's submit button, busy while react-admin's Form sends it. */
function DeletionSubmitButton({ label }: { label: string }) {
  return <SubmitButton label={label} destructive busy={useFormState().isSubmitting} />;
}
