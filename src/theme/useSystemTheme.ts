import { useMemo } from 'react';
import { createTheme, useMediaQuery } from '@mui/material';
import { darkTheme, lightTheme } from './themes';

/**
 * The theme of the system's colour scheme, for what stands outside react-admin's theme provider
 * (the sign-in area, the start-up error page): the same choice the main area makes.
 */
export function useSystemTheme() {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  return useMemo(() => createTheme(prefersDark ? darkTheme : lightTheme), [prefersDark]);
}
