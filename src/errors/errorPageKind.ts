/** The error pages of docs/spec.md §8, one per kind of failure. */
export type ErrorPageKind = 'badRequest' | 'unauthorized' | 'forbidden' | 'notFound' | 'serverError' | 'unknown';

/** The page for an HTTP status; anything without a status of its own is `Something went wrong`. */
export function errorPageKind(status: number | undefined): ErrorPageKind {
  if (status === 400) return 'badRequest';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status !== undefined && status >= 500) return 'serverError';
  return 'unknown';
}
