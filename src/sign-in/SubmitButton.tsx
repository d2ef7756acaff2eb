import { Button, CircularProgress } from '@mui/material';
import { useFormState } from 'react-hook-form';

/** The form's submit button: busy, and not pressable again, while the form is being sent. */
export function SubmitButton({ label }: { label: string }) {
  const { isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      variant="contained"
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
