import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';

/**
 * The sign-in card's one column: what it holds (the heading, a notice, each field, the button, a
 * link) one below the other, every field and button at the column's whole width, one gap apart.
 * The card's body is one, and so is each of its forms: a further field or control (a second
 * factor's code, a language switch) goes in as it is, aligned with the rest.
 */
export function SignInColumn({ children }: { children: ReactNode }) {
  return (
    <Stack useFlexGap spacing={2} sx={{ '& > .MuiFormControl-root, & > .MuiButton-root': { width: '100%' } }}>
      {children}
    </Stack>
  );
}
