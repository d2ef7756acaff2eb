/**
 * The list requests a page sends for a resource, recorded as they go out: what the end-to-end
 * tests of a list check its search, filters, sort and paging against (docs/api.md).
 */
import type { Page, Request } from '@playwright/test';

/** `GET /api/v1/admin/{endpoint}` with any query: a list page, not an item. */
export const isListRequest = (endpoint: string) => (request: Request) =>
  request.method() === 'GET' && new URL(request.url()).pathname === `/api/v1/admin/${endpoint}`;

/** Every list request of `endpoint` from now on, in the order sent. */
export function recordListRequests(page: Page, endpoint: string): Request[] {
  const sent: Request[] = [];
  const isList = isListRequest(endpoint);
  page.on('request', (request) => {
    if (isList(request)) sent.push(request);
  });
  return sent;
}

/** A request's query parameters, as a plain object. */
export const queryOf = (request: Request): Record<string, string> => Object.fromEntries(new URL(request.url()).searchParams);
