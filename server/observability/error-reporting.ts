/**
 * The server's unexpected errors (the ones answered with a 500) sent to an error-reporting service
 * that speaks Sentry's protocol, when `ERROR_REPORTING_DSN` is set. Without a DSN the SDK is not
 * even loaded.
 *
 * Only errors are sent, no traces: the SDK starts without its default integrations, so it neither
 * hooks module loading (its diagnostics-channel injection) nor patches `http`, which leaves Fastify
 * and PGlite exactly as they run without it. Each event says the method and the route pattern
 * (`/api/v1/admin/:resource/:id`), never the query, headers or body, and the user as an id only.
 */
import type { FastifyRequest } from 'fastify';
import type { ErrorReportingSettings } from '../config';

export interface ErrorReporter {
  /** Sends one unexpected error of `request`. */
  report(error: unknown, request: FastifyRequest): void;
  /** Waits until what was reported has left (before the server stops). */
  flush(): Promise<void>;
}

type SentryNode = typeof import('@sentry/node');

let started: { dsn: string; sentry: SentryNode } | undefined;

/** Starts the SDK once per process (Sentry keeps one client); a second server with the same DSN shares it. */
async function sentryFor(settings: ErrorReportingSettings & { dsn: string }): Promise<SentryNode> {
  if (started) {
    if (started.dsn !== settings.dsn) throw new Error('Error reporting already sends to another DSN in this process');
    return started.sentry;
  }
  const sentry = await import('@sentry/node');
  sentry.initWithoutDefaultIntegrations({
    dsn: settings.dsn,
    environment: settings.environment,
    release: settings.release,
    enableRuntimeChannelInjection: false,
    integrations: [
      sentry.linkedErrorsIntegration(),
      sentry.dedupeIntegration(),
      sentry.functionToStringIntegration(),
      sentry.nodeContextIntegration(),
      sentry.contextLinesIntegration(),
    ],
  });
  started = { dsn: settings.dsn, sentry };
  return sentry;
}

/** The reporter of these settings, or none without a DSN. */
export async function startErrorReporting(settings: ErrorReportingSettings): Promise<ErrorReporter | undefined> {
  const { dsn } = settings;
  if (!dsn) return undefined;
  const sentry = await sentryFor({ ...settings, dsn });
  return {
    report(error, request) {
      const route = request.routeOptions.url ?? 'unknown';
      const userId = request.user?.id;
      sentry.withScope((scope) => {
        scope.setTag('route', route);
        scope.setTag('http.method', request.method);
        scope.setContext('request', { method: request.method, route, requestId: request.id });
        scope.setUser(userId ? { id: userId } : null);
        scope.setTransactionName(`${request.method} ${route}`);
        sentry.captureException(error);
      });
    },
    async flush() {
      await sentry.flush(5000);
    },
  };
}
