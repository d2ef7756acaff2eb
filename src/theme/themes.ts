/**
 * The light and dark themes (spec §1: the interface follows the system preference): react-admin's
 * defaults in the colours of a football pitch. Contrasts meet WCAG AA for text on each surface,
 * including a field's label on its grey fill when focused, filled or in error.
 */
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

// Dark enough for a focused input's label on its grey fill (6.9:1; MUI's green 800 gives 4.49).
const pitchGreen = { main: '#1b5e20', dark: '#003300', light: '#4c8c4a', contrastText: '#ffffff' };
const nightPitchGreen = { main: '#81c784', dark: '#519657', light: '#b2fab4', contrastText: '#0b1f0d' };

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    mode: 'light',
    primary: pitchGreen,
    secondary: { main: '#14471a', dark: '#002200', light: '#3f7343', contrastText: '#ffffff' },
    // Darker than MUI's red, so small error texts on the filled inputs stay readable.
    error: { main: '#c62828' },
    background: { default: '#f5f7f5', paper: '#ffffff' },
  },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    mode: 'dark',
    primary: nightPitchGreen,
    secondary: nightPitchGreen,
    // Light enough for an error label on a filled input on a raised card (MUI's #ff8a80 gives 4.26).
    error: { main: '#ffb4ab' },
    background: { default: '#101712', paper: '#18221a' },
  },
  components: {
    ...defaultDarkTheme.components,
    // Surfaces in their own colour, without MUI's lightening overlay by elevation: a flat colour
    // is one whose contrast can be measured (axe cannot measure text over a gradient).
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
  },
};
