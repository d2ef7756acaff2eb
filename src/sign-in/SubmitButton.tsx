import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

interface SubmitButtonProps {
  label: string;
  /** In the error colour: the form destroys something. */
  destructive?: boolean;
  /** The form is being sent: the button shows it and cannot be pressed again. */
  busy: boolean;
}

/** A standalone form's submit button (the sign-in screens, account deletion). */
export function SubmitButton({ label, destructive = false, busy }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      color={destructive ? 'error' : 'primary'}
      fullWidth
      size="large"
      disabled={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
    >
      {label}
    </Button>
  );
}
