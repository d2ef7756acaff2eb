/**
 * What loads the list's next page as the reader reaches its end (docs/spec.md §4: through `links.next`,
 * only when not already loading): a sentinel below the table, watched by an IntersectionObserver.
 * It stands in for react-admin's InfinitePagination, which reads only the first of a batch of
 * observer entries: when the sentinel leaves the view and comes back within one batch (a page
 * arrives while the reader keeps scrolling), it takes the stale "out of view" and the list stops
 * loading until the reader scrolls away and back. Here the sentinel's last known state is kept,
 * and the next page is asked for whenever it is in view, more pages exist and none is loading.
 * A next page that failed stops the loading and says so with a retry, so that a failure never
 * looks like the end of the list.
 */
import { useEffect, useRef, useState } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { useInfinitePaginationContext, useListContext, useTranslate } from 'react-admin';
import { ListLoadError } from './ListLoadError';

export function NextPageLoader() {
  const { isPending, error, data } = useListContext();
  // The first page's failure shows in place of the table; a failure with items shown is a later page's.
  const failed = error != null && (data?.length ?? 0) > 0;
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = useInfinitePaginationContext();
  const translate = useTranslate();
  const sentinel = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const element = sentinel.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => setInView(entries[entries.length - 1]!.isIntersecting));
    observer.observe(element);
    return () => observer.disconnect();
  }, [isPending]);

  useEffect(() => {
    // `cancelRefetch: false`: a second call while a page is on its way does nothing.
    if (inView && hasNextPage && !isFetchingNextPage && !isPending && !failed) fetchNextPage?.({ cancelRefetch: false });
  }, [inView, hasNextPage, isFetchingNextPage, isPending, failed, fetchNextPage]);

  if (isPending) return null;
  return (
    <Box ref={sentinel} sx={{ py: 2, textAlign: 'center' }}>
      {isFetchingNextPage ? (
        <CircularProgress size="1.5em" aria-label={translate('ra.page.loading')} />
      ) : (
        failed && <ListLoadError error={error} page="next" onRetry={() => fetchNextPage?.({ cancelRefetch: false })} />
      )}
    </Box>
  );
}
