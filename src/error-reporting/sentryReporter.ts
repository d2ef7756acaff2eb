/**
 * The reporter behind report.ts, on the ecosystem's standard SDK (`@sentry/react`, which also
 * speaks to self-hosted Sentry and compatible services). This module is its own chunk, loaded only
 * when a DSN is built in.
 *
 * Traces: one per screen, named by its route (`authors-index`, `edit-exercise-media`), started by
 * report.ts's navigations rather than by the SDK's own history watching, so that a trace is named
 * like the screen and never by a URL. Every event leaves through scrub.ts, with the user as an id.
 */
import * as Sentry from '@sentry/react';
import type { FailedCall } from '../../providers';
import type { Reporter, ReporterOptions } from './report';
import { scrubDeep } from './scrub';

type SentryEvent = Sentry.Event;

export function createSentryReporter({ settings, currentUserId }: ReporterOptions): Reporter {
  const privately = <T extends SentryEvent>(event: T): T => {
    const userId = currentUserId();
    const url = typeof event.request?.url === 'string' ? event.request.url : undefined;
    return scrubDeep({ ...event, request: url ? { url } : undefined, user: userId === undefined ? undefined : { id: String(userId) } });
  };
  const client = Sentry.init({
    dsn: settings.dsn,
    release: settings.release,
    environment: settings.environment,
    tracesSampleRate: settings.tracesSampleRate,
    // A trace leaves as one transaction when it ends, which every Sentry-compatible service takes
    // (streamed spans need a recent Sentry) and which passes through beforeSendTransaction.
    traceLifecycle: 'static',
    integrations: (defaults) => [
      // Console messages may quote anything: not kept. Clicks, requests and navigations are.
      ...defaults.filter((integration) => integration.name !== 'Console'),
      Sentry.browserTracingIntegration({ instrumentPageLoad: false, instrumentNavigation: false }),
    ],
    beforeSend: privately,
    beforeSendTransaction: privately,
    beforeBreadcrumb: (breadcrumb) => scrubDeep(breadcrumb),
  });
  let started = false;

  return {
    error(error, { route, componentStack }) {
      Sentry.withScope((scope) => {
        scope.setTag('route', route);
        if (componentStack) Sentry.captureReactException(error, { componentStack });
        else Sentry.captureException(error);
      });
    },
    apiFailure(failure: FailedCall, route) {
      Sentry.withScope((scope) => {
        scope.setTag('route', route);
        scope.setTag('api.method', failure.method);
        scope.setTag('api.path', failure.path);
        scope.setTag('api.failure', failure.kind);
        if (failure.status !== undefined) scope.setTag('api.status', String(failure.status));
        scope.setContext('api', { ...failure });
        // One issue per endpoint and kind of failure, whatever the ids in its path.
        scope.setFingerprint(['api-failure', failure.method, failure.path.replace(/\/[0-9a-f-]{8,}(?=\/|$)/gi, '/:id'), failure.kind]);
        const status = failure.status === undefined ? '' : ` (${failure.status})`;
        Sentry.captureMessage(`API call failed: ${failure.method} ${failure.path}: ${failure.kind}${status}`, 'error');
      });
    },
    navigation(route) {
      if (!client) return;
      Sentry.getCurrentScope().setTag('route', route);
      const span = { name: route, attributes: { 'sentry.source': 'route' } };
      if (started) Sentry.startBrowserTracingNavigationSpan(client, span);
      else Sentry.startBrowserTracingPageLoadSpan(client, span);
      started = true;
    },
  };
}
