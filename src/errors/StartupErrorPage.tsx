import { Box, Container, CssBaseline, ThemeProvider, Typography } from '@mui/material';
import { productName } from '../brand';
import { deviceLanguage } from '../i18n/languageChoice';
import { browserLanguageSources } from '../i18n/languages';
import { useSignInI18nProvider } from '../i18n/useSignInI18nProvider';
import { useSystemTheme } from '../theme/useSystemTheme';
import { DocumentTitle } from '../title/DocumentTitle';

/**
 * Shown instead of the admin when it cannot start (docs/spec.md §7: a missing or malformed setting), so the
 * page says which setting is wrong rather than staying blank. It stands before the admin's own
 * providers exist, so it reads the sign-in area's catalogue (in this device's language) and the
 * themes directly.
 */
export function StartupErrorPage({ error }: { error: unknown }) {
  const theme = useSystemTheme();
  const i18nProvider = useSignInI18nProvider(deviceLanguage(browserLanguageSources()));
  if (!i18nProvider) return null;
  const { translate } = i18nProvider;
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
