import { useState } from 'react';
import { Alert, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Form, PasswordInput, useInput, useNotify, useTranslate } from 'react-admin';
import { useFormState, type FieldValues } from 'react-hook-form';
import { passwordChangeSchema } from '../../resources/account';
import { isHttpError } from '../../providers/http-error';
import { schemaValidator } from '../forms/schemaValidator';
import { failureMessage } from '../sign-in/failureMessage';
import { isMissingRoute, type PasswordChange, type SecurityApi } from './securityApi';

const validate = schemaValidator(passwordChangeSchema);
const blank: PasswordChange = { currentPassword: '', password: '', passwordConfirmation: '', signOutOtherDevices: true };

/**
 * A new password, with the current one (docs/api.md "Sessions", `PUT /me/password`), signing out
 * the account's other devices unless the user unticks it. A server without the route is said to
 * offer none, as the page does for the whole of its routes.
 */
export function PasswordSection({ api }: { api: SecurityApi }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [unavailable, setUnavailable] = useState(false);
  // A new form after each change: the passwords typed are gone, the box ticked again.
  const [generation, setGeneration] = useState(0);

  /** Field errors for the form to show (a wrong current password on its field); anything else in a toast. */
  const change = async (values: PasswordChange): Promise<Record<string, string> | undefined> => {
    try {
      const { ended } = await api.changePassword(values);
      notify(values.signOutOtherDevices ? 'security.password.changedOthersSignedOut' : 'security.password.changed', {
        type: 'info',
        messageArgs: { smart_count: ended },
      });
      setGeneration((count) => count + 1);
      await queryClient.invalidateQueries({ queryKey: ['me'] });
    } catch (error) {
      if (isMissingRoute(error)) setUnavailable(true);
      else if (isHttpError(error) && error.status === 422) return error.fieldErrors;
      else notify(failureMessage(error, translate), { type: 'error' });
    }
    return undefined;
  };

  return (
    <section aria-labelledby="password-heading">
      <Typography id="password-heading" variant="h6" component="h2">
        {translate('security.password.heading')}
      </Typography>
      {unavailable ? (
        <Alert severity="info">{translate('security.password.unavailable')}</Alert>
      ) : (
        <Form
          key={generation}
          onSubmit={(values: FieldValues) => change(values as PasswordChange)}
          validate={validate}
          defaultValues={blank}
          noValidate
          disableInvalidFormNotification
        >
          <Stack sx={{ maxWidth: 420, gap: 1, mt: 2 }}>
            <PasswordInput source="currentPassword" label="security.password.current" autoComplete="current-password" helperText={false} />
            <PasswordInput
              source="password"
              label="security.password.new"
              autoComplete="new-password"
              helperText="security.password.rules"
            />
            <PasswordInput
              source="passwordConfirmation"
              label="security.password.confirmation"
              autoComplete="new-password"
              helperText={false}
            />
            <CheckboxInput source="signOutOtherDevices" label="security.password.signOutOthers" />
            <ChangeButton label={translate('security.password.submit')} />
          </Stack>
        </Form>
      )}
    </section>
  );
}

/** A yes or no of the form as a checkbox (react-admin's BooleanInput is a switch). */
function CheckboxInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const { field } = useInput({ source });
  return (
    <FormControlLabel
      label={translate(label)}
      control={
        <Checkbox
          name={field.name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          inputRef={field.ref}
        />
      }
    />
  );
}

function ChangeButton({ label }: { label: string }) {
  const busy = useFormState().isSubmitting;
  return (
    <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
      {label}
    </Button>
  );
}
