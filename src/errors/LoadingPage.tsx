import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { StandaloneLayout } from '../layout/StandaloneLayout';
import { DocumentTitle } from '../title/DocumentTitle';
import { WayBack } from './WayBack';

/** The Loading state (docs/spec.md §8): while the admin checks the session before it shows a screen. */
export function LoadingPage() {
  const translate = useTranslate();
  const title = translate('shell.errors.loading.title');
  return (
    <StandaloneLayout>
      <DocumentTitle title={title}>
        <Box component="section" aria-labelledby="loading-page-title" aria-busy="true" sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography id="loading-page-title" variant="h4" component="h1" gutterBottom>
            {title}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <CircularProgress size={24} aria-hidden="true" />
            <Typography>{translate('shell.errors.loading.text')}</Typography>
          </Box>
          <WayBack />
        </Box>
      </DocumentTitle>
    </StandaloneLayout>
  );
}
