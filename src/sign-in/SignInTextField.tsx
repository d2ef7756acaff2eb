import { useState } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'react-admin';
import { useSignInForm } from './signInFormContext';

interface SignInTextFieldProps {
  source: string;
  /** A catalogue key. */
  label: string;
  type: 'email' | 'password' | 'text';
  autoComplete: string;
}

/**
 * An input of a sign-in form: its label, its value in the form, and its error message under it
 * once the form has been checked. A password can be shown while it is typed, as react-admin's
 * PasswordInput allows (its button's label is the same catalogue text).
 */
export function SignInTextField({ source, label, type, autoComplete }: SignInTextFieldProps) {
  const translate = useTranslate();
  const form = useSignInForm();
  const [visible, setVisible] = useState(false);
  const password = type === 'password';
  const labelText = translate(label);
  const message = form.errors[source];
  const helperId = `${source}-helper-text`;
  // TextField's parts, put together here: TextField itself brings Select (and its Menu, Popover and
  // Modal) into the sign-in screen's first paint (docs/architecture.md, "How the admin loads").
  return (
    <FormControl className={`ra-input ra-input-${source}`} error={message !== undefined} variant="outlined" fullWidth>
      <InputLabel htmlFor={source}>{labelText}</InputLabel>
      <OutlinedInput
        id={source}
        name={source}
        value={form.values[source] ?? ''}
        onChange={(event) => form.change(source, event.target.value)}
        inputRef={(input: HTMLInputElement | null) => form.registerInput(source, input)}
        label={labelText}
        type={password && visible ? 'text' : type}
        autoComplete={autoComplete}
        aria-describedby={message ? helperId : undefined}
        endAdornment={
          password ? (
            <InputAdornment position="end">
              <IconButton
                aria-label={translate(visible ? 'shell.signIn.hidePassword' : 'shell.signIn.showPassword')}
                onClick={() => setVisible(!visible)}
                size="small"
              >
                {visible ? <Visibility fontSize="small" /> : <VisibilityOff fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ) : undefined
        }
      />
      {message && <FormHelperText id={helperId}>{message}</FormHelperText>}
    </FormControl>
  );
}
