import { Button, CircularProgress } from '@mui/material';
import { useFormState } from 'react-hook-form';

/** The form's submit button (in the error colour when it destroys something): busy, and not pressable again, while the form is being sent. */
export function SubmitButton({ label, destructive = false }: { label: string; destructive?: boolean }) {
  const { isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      variant="contained"
      color={destructive ? 'error' : 'primary'}
      fullWidth
      size="large"
      disabled={isSubmitting}
      startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
      sx={{ mt: 2 }}
    >
      {label}
    </Button>
  );
}
