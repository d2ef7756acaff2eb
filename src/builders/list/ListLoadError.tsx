/**
 * A list's failed load, said as such: what went wrong (the server's message, or the kind of
 * failure) and a way to try again. Never the empty state: a list that could not be read is not
 * a list with nothing in it. Where the server refused some of the list's filters, each is named
 * with what the server said, and one button takes them away (useRefusedFilters.ts).
 */
import { Alert, Box, Button } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslate } from 'react-admin';
import { errorMessage } from '../../errors/errorMessage';
import type { RefusedFilters } from './useRefusedFilters';

export interface ListLoadErrorProps {
  error: unknown;
  /** `first`: nothing could be loaded; `next`: the items shown are there, the next ones are not. */
  page: 'first' | 'next';
  onRetry: () => void;
  /** The list's filters the server refused, and the way to take them away. */
  refused?: RefusedFilters;
}

export function ListLoadError({ error, page, onRetry, refused }: ListLoadErrorProps) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={{ m: 2, textAlign: 'start' }}
      action={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {refused && refused.filters.length > 0 && (
            <Button color="inherit" size="small" onClick={refused.remove}>
              {translate('builders.list.remove_refused_filters', { smart_count: refused.filters.length })}
            </Button>
          )}
          <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={onRetry}>
            {translate('builders.list.retry')}
          </Button>
        </Box>
      }
    >
      {translate(page === 'first' ? 'builders.list.load_failed' : 'builders.list.next_page_failed', {
        message: errorMessage(error, translate),
      })}
      {refused && refused.filters.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {refused.filters.map(({ key, label, message }) => (
            <li key={key}>{translate('builders.list.refused_filter', { filter: label, message })}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
