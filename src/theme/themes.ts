/**
 * The light and dark themes (spec §1: the interface follows the system preference): react-admin's
 * defaults in the colours of a football pitch. Contrasts meet WCAG AA for text on each surface.
 */
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

// Dark enough for a focused input's label on its grey fill (WCAG AA).
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
    error: { main: '#ff8a80' },
    background: { default: '#101712', paper: '#18221a' },
  },
};
