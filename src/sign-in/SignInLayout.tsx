import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router';
import { BrandMark } from '../layout/BrandMark';
import { CrashBoundary } from '../errors/CrashBoundary';
import { signInRouteAt } from '../routes/signInRoutes';
import { DocumentTitle } from '../title/DocumentTitle';
import { LanguageSelect } from './LanguageSelect';
import { SignInColumn } from './SignInColumn';

/** The screen's heading: its own, or what went wrong in its place. */
function ScreenHeading({ children }: { children: string }) {
  return (
    <Typography variant="h5" component="h1">
      {children}
    </Typography>
  );
}

/** A sign-in screen that crashed while rendering: said in the card, which stays with the logo. */
function CrashNotice() {
  const translate = useTranslate();
  return (
    <div role="alert">
      <SignInColumn>
        <ScreenHeading>{translate('shell.errors.unknown.title')}</ScreenHeading>
        <Typography>{translate('shell.errors.unknown.text')}</Typography>
      </SignInColumn>
    </div>
  );
}

const crashNotice = () => <CrashNotice />;

/**
 * The sign-in area's own layout (docs/spec.md §2): the side image beside a card with the logo and the
 * screen, titled by the route's name, the screen's heading and parts in one column (SignInColumn),
 * and under it the choice of language. On a phone-width screen the image steps aside and the card
 * takes the width. No progress bar: nothing in this area loads a screen's data.
 */
export function SignInLayout({ heading, children }: { heading: string; children: ReactNode }) {
  const translate = useTranslate();
  const route = signInRouteAt(useLocation().pathname);
  return (
    <DocumentTitle title={route ? translate(route.titleKey) : undefined}>
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
              <CrashBoundary fallback={crashNotice}>
                <SignInColumn>
                  <ScreenHeading>{heading}</ScreenHeading>
                  {children}
                </SignInColumn>
              </CrashBoundary>
              <LanguageSelect />
            </CardContent>
          </Card>
        </Box>
      </Box>
    </DocumentTitle>
  );
}
