/**
 * What the rest of the admin calls to report a failure or a navigation. It is tiny on purpose: the
 * reporting SDK is loaded on its own, after start-up and only when a DSN is built in, and until it
 * has loaded what is reported waits here. Without a DSN every call does nothing.
 */
import type { FailedCall } from '../../providers';
import type { ErrorReportingSettings } from './settings';

export type UserId = string | number;

/** What the loaded SDK does for each kind of report (sentryReporter.ts). */
export interface Reporter {
  error(error: unknown, details: { route: string; componentStack?: string }): void;
  apiFailure(failure: FailedCall, route: string): void;
  navigation(route: string): void;
}

export interface ReporterOptions {
  settings: ErrorReportingSettings;
  /** The signed-in user's id when a report is sent; nothing else of the user is sent. */
  currentUserId: () => UserId | undefined;
}

/** Reports made before the SDK has loaded; at most this many are kept. */
const maxPending = 100;

let reporter: Reporter | undefined;
let waiting = false;
const pending: ((loaded: Reporter) => void)[] = [];
let currentRoute = 'unnamed';
let currentUserId: () => UserId | undefined = () => undefined;

function send(report: (loaded: Reporter) => void) {
  if (reporter) report(reporter);
  else if (waiting && pending.length < maxPending) pending.push(report);
}

/** Loads the SDK (a chunk of its own) and sends what waited; does nothing without settings. */
export function startErrorReporting(settings: ErrorReportingSettings | undefined): Promise<void> {
  // Vite writes the built-in DSN here: without one, the SDK's chunk is left out of the build.
  if (!import.meta.env.VITE_ERROR_REPORTING_DSN || !settings || waiting || reporter) return Promise.resolve();
  waiting = true;
  return import('./sentryReporter')
    .then(({ createSentryReporter }) => {
      reporter = createSentryReporter({ settings, currentUserId: () => currentUserId() });
      for (const report of pending.splice(0)) report(reporter);
    })
    .catch((error: unknown) => {
      // A reporter that cannot load must not break the admin; what waited is dropped.
      console.error('Error reporting could not start', error);
      pending.length = 0;
    })
    .finally(() => {
      waiting = false;
    });
}

/** How reports learn who is signed in: asked each time a report is sent. */
export function setReportingUser(userId: () => UserId | undefined) {
  currentUserId = userId;
}

/** A crash or an unexpected error, filed under the screen the user is on. */
export function reportError(error: unknown, componentStack?: string) {
  const route = currentRoute;
  send((loaded) => loaded.error(error, { route, componentStack }));
}

/** A call that failed on the server's or the wire's side (see FailedCall). */
export function reportApiFailure(failure: FailedCall) {
  const route = currentRoute;
  send((loaded) => loaded.apiFailure(failure, route));
}

/** The user moved to the screen of this route name: a new trace, and the route of later reports. */
export function reportNavigation(route: string) {
  currentRoute = route;
  send((loaded) => loaded.navigation(route));
}
