import type { ReactNode } from 'react';
import { Box, Container } from '@mui/material';
import { PageFrame } from './PageFrame';
import { BrandMark } from './BrandMark';
import { ScreenErrorBoundary } from '../errors/ScreenErrorBoundary';

/**
 * The frame of a screen outside the main layout (account deletion, and the pages shown before the
 * main layout exists: loading and the last-resort error page): the brand, then the screen.
 */
export function StandaloneLayout({ children }: { children: ReactNode }) {
  return (
    <PageFrame>
      <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary' }}>
        <Box component="header" sx={{ px: { xs: 2, sm: 4 }, py: 2 }}>
          <BrandMark />
        </Box>
        <Container component="main" maxWidth="md" sx={{ pb: 4 }}>
          <ScreenErrorBoundary>{children}</ScreenErrorBoundary>
        </Container>
      </Box>
    </PageFrame>
  );
}
