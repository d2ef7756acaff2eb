/**
 * An infinite list's loaded pages as one page, for its query's `select`. react-admin joins the
 * pages by copying every loaded row again for each page (a `reduce` that spreads the rows so far
 * into a new array): the garbage grows with the square of the rows loaded, and makes long tasks
 * at the end of a long list (docs/performance.md, "Long tasks").
 * Joined here, each row is copied once, and react-admin's join has a single page to copy. The
 * first page's total and meta stay; the next page is still found from the pages as loaded.
 */
import type { InfiniteData } from '@tanstack/react-query';
import type { GetInfiniteListResult } from 'react-admin';

export function pagesAsOne(loaded: InfiniteData<GetInfiniteListResult>): InfiniteData<GetInfiniteListResult> {
  const [first, ...rest] = loaded.pages;
  if (!first || rest.length === 0) return loaded;
  return { ...loaded, pages: [{ ...first, data: loaded.pages.flatMap((page) => page.data) }] };
}
