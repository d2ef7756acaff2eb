/**
 * A list's failed load, said as such: what went wrong (the server's message, or the kind of
 * failure) and a way to try again. Never the empty state: a list that could not be read is not
 * a list with nothing in it.
 */
import { Alert, Button } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslate } from 'react-admin';
import { errorMessage } from '../../errors/errorMessage';

export interface ListLoadErrorProps {
  error: unknown;
  /** `first`: nothing could be loaded; `next`: the items shown are there, the next ones are not. */
  page: 'first' | 'next';
  onRetry: () => void;
}

export function ListLoadError({ error, page, onRetry }: ListLoadErrorProps) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={{ m: 2, textAlign: 'start' }}
      action={
        <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={onRetry}>
          {translate('builders.list.retry')}
        </Button>
      }
    >
      {translate(page === 'first' ? 'builders.list.load_failed' : 'builders.list.next_page_failed', {
        message: errorMessage(error, translate),
      })}
    </Alert>
  );
}
