import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DocumentTitle } from '../title/DocumentTitle';
import { errorMessage } from './errorMessage';
import { errorPageKind } from './errorPageKind';
import { WayBack } from './WayBack';

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : undefined;

/**
 * An error page of docs/spec.md §8, titled by the status (Bad Request, Unauthorized, Forbidden, Not Found,
 * Server Error, or Something went wrong), saying what the server said when it said something, and
 * offering a way back.
 */
export function ErrorPage({ status, error }: { status?: number; error?: unknown }) {
  const translate = useTranslate();
  const kind = errorPageKind(status ?? statusOf(error));
  const title = translate(`shell.errors.${kind}.title`);
  const detail = errorMessage(error, translate, `shell.errors.${kind}.text`);
  return (
    <DocumentTitle title={title}>
      <Box component="section" aria-labelledby="error-page-title" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640 }}>
        <Typography id="error-page-title" variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography>{detail}</Typography>
        <WayBack signIn={kind === 'unauthorized'} />
      </Box>
    </DocumentTitle>
  );
}
