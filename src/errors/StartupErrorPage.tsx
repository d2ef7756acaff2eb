import { Box, Container, CssBaseline, ThemeProvider, Typography } from '@mui/material';
import { productName } from '../brand';
import { signInI18nProvider } from '../i18n/signInI18nProvider';
import { useSystemTheme } from '../theme/useSystemTheme';
import { DocumentTitle } from '../title/DocumentTitle';

const { translate } = signInI18nProvider;

/**
 * Shown instead of the admin when it cannot start (docs/spec.md §7: a missing or malformed setting), so the
 * page says which setting is wrong rather than staying blank. It stands before the admin's own
 * providers exist, so it reads the shell's catalogue and the themes directly.
 */
export function StartupErrorPage({ error }: { error: unknown }) {
  const theme = useSystemTheme();
  const title = translate('shell.errors.startup.title', { brand: productName });
  return (
    <DocumentTitle title={title}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        <Container component="main" maxWidth="sm" sx={{ py: 6 }}>
          <Typography variant="h4" component="h1" gutterBottom>
            {title}
          </Typography>
          <Typography>{translate('shell.errors.startup.text')}</Typography>
          <Box component="p" role="alert" sx={{ fontFamily: 'monospace', p: 2, bgcolor: 'action.hover', borderRadius: 1 }}>
            {error instanceof Error ? error.message : String(error)}
          </Box>
        </Container>
      </ThemeProvider>
    </DocumentTitle>
  );
}
