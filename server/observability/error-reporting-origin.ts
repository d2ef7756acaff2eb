/**
 * The origin the served admin sends its error reports to: the admin's build-time DSN
 * (`VITE_ERROR_REPORTING_DSN`, which the server reads from the same variable at run time), for
 * the page's Content-Security-Policy to allow in `connect-src`, and no other reporting host.
 * The server's own DSN does not matter to the browser.
 */
export function errorReportingOrigin(dsn: string | undefined): string | undefined {
  const value = dsn?.trim();
  if (!value || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  return /^https?:$/.test(url.protocol) ? url.origin : undefined;
}
