/**
 * The light and dark themes (the interface follows the system preference): the project's design
 * tokens (tokens.ts) on MUI's theme, in the colours of a football pitch. Contrasts meet WCAG AA for
 * text on each surface, and the focus ring 3:1 against every surface it is drawn on.
 */
import type { Components, Theme } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { tokens } from './tokens';

// Dark enough for a focused input's label on its surface (6.9:1; MUI's green 800 gives 4.49).
const pitchGreen = { main: '#1b5e20', dark: '#003300', light: '#4c8c4a', contrastText: '#ffffff' };
const nightPitchGreen = { main: '#81c784', dark: '#519657', light: '#b2fab4', contrastText: '#0b1f0d' };

const ring = `${tokens.focusRing.width}px solid`;

/** What both schemes draw alike: shapes, type, density and the focus ring, in the scheme's colours. */
function components(base: RaThemeOptions): Components<Omit<Theme, 'components'>> {
  return {
    ...base.components,
    MuiCssBaseline: {
      styleOverrides: (theme) => ({
        // Every focused control by keyboard gets the same ring; a text box shows its own focused
        // border (2 px, primary) inside the box instead, so its ring is left out.
        '.Mui-focusVisible:not(.MuiInputBase-root), :focus-visible:not(.MuiInputBase-input):not(.PrivateSwitchBase-input)': {
          outline: `${ring} ${theme.palette.primary.main}`,
          outlineOffset: tokens.focusRing.offset,
        },
        // Where the system asks for reduced motion (WCAG 2.3.3), what an action opens or closes (a
        // menu, a dialog, a toast) shows its end at once and a press draws no ripple; a spinner,
        // which says the screen is waiting, still turns.
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': { transitionDuration: '0s !important', transitionDelay: '0s !important' },
          '.MuiTouchRipple-root': { display: 'none' },
        },
      }),
    },
    // Surfaces flat in their own colour on a hairline border (axe cannot measure text over MUI's
    // lightening overlay by elevation in the dark scheme).
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiAppBar: {
      defaultProps: { elevation: tokens.elevation.surface },
      styleOverrides: {
        root: ({ theme }) => ({
          backgroundColor: theme.palette.background.paper,
          color: theme.palette.text.primary,
          borderBottom: `1px solid ${theme.palette.divider}`,
        }),
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: 'none', fontWeight: 600, borderRadius: tokens.radius } },
    },
    MuiTextField: { defaultProps: { variant: 'outlined', size: 'small' } },
    MuiFormControl: { defaultProps: { variant: 'outlined', size: 'small' } },
    MuiTableCell: {
      styleOverrides: {
        ...(base.components?.MuiTableCell?.styleOverrides as object),
        head: ({ theme }) => ({ fontWeight: 600, color: theme.palette.text.secondary, ...tokens.type.small, textTransform: 'none' }),
      },
    },
    MuiChip: { styleOverrides: { root: { borderRadius: tokens.radius, fontWeight: 500 } } },
    MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
  };
}

function scheme(base: RaThemeOptions, palette: RaThemeOptions['palette']): RaThemeOptions {
  return {
    ...base,
    spacing: tokens.spacing,
    shape: { borderRadius: tokens.radius },
    typography: {
      fontFamily: tokens.type.fontFamily,
      h5: tokens.type.pageTitle,
      h6: tokens.type.sectionTitle,
      body2: tokens.type.body,
      caption: tokens.type.small,
      button: { textTransform: 'none' },
    },
    palette,
    components: components(base),
  };
}

export const lightTheme: RaThemeOptions = scheme(defaultLightTheme, {
  mode: 'light',
  primary: pitchGreen,
  secondary: { main: '#14471a', dark: '#002200', light: '#3f7343', contrastText: '#ffffff' },
  // Darker than MUI's red, so small error texts stay readable.
  error: { main: '#c62828' },
  background: { default: '#f5f7f5', paper: '#ffffff' },
  divider: 'rgba(0, 0, 0, 0.12)',
});

export const darkTheme: RaThemeOptions = scheme(defaultDarkTheme, {
  mode: 'dark',
  primary: nightPitchGreen,
  secondary: nightPitchGreen,
  // Light enough for an error label on a raised card (MUI's #ff8a80 gives 4.26).
  error: { main: '#ffb4ab' },
  background: { default: '#101712', paper: '#18221a' },
});
