import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageFrame } from '../layout/PageFrame';
import { BrandMark } from '../layout/BrandMark';
import { ScreenErrorBoundary } from '../errors/ScreenErrorBoundary';

/**
 * The sign-in area's own layout (docs/spec.md §2): the side image beside a card with the logo and the
 * screen. On a phone-width screen the image steps aside and the card takes the width.
 */
export function SignInLayout({ heading, children }: { heading: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <PageFrame>
      <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.default', color: 'text.primary' }}>
        <Box
          component="img"
          src="/sign-in-side.svg"
          alt={translate('shell.signIn.sideImage')}
          sx={{
            display: { xs: 'none', md: 'block' },
            width: '42%',
            maxWidth: 640,
            objectFit: 'cover',
            height: '100vh',
            position: 'sticky',
            top: 0,
          }}
        />
        <Box
          component="main"
          sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', p: { xs: 2, sm: 4 } }}
        >
          <Card sx={{ width: '100%', maxWidth: 420 }} elevation={3}>
            <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
              <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
                <BrandMark size={48} component="p" />
              </Box>
              <Typography variant="h5" component="h1" gutterBottom>
                {heading}
              </Typography>
              <ScreenErrorBoundary>{children}</ScreenErrorBoundary>
            </CardContent>
          </Card>
        </Box>
      </Box>
    </PageFrame>
  );
}
