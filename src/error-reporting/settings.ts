/**
 * The admin's error-reporting settings, fixed when it is built (README, "Point the admin at
 * another API"). Without a DSN there are none, and nothing is reported.
 */
import { version } from '../../package.json';
import { ConfigurationError, type Environment } from '../../providers/config';

export interface ErrorReportingSettings {
  dsn: string;
  /** The share of navigations traced, 0 to 1; every one by default. */
  tracesSampleRate: number;
  environment: string;
  release: string;
}

export const defaultTracesSampleRate = 1;

/** The settings of `env` (`import.meta.env`), or none when no DSN is set. */
export function readErrorReportingSettings(env: Environment): ErrorReportingSettings | undefined {
  const text = (name: string) => (typeof env[name] === 'string' ? (env[name] as string).trim() : '');
  const dsn = text('VITE_ERROR_REPORTING_DSN');
  if (dsn === '') return undefined;
  if (!URL.canParse(dsn) || !/^https?:$/.test(new URL(dsn).protocol)) {
    throw new ConfigurationError('VITE_ERROR_REPORTING_DSN', `must be a Sentry DSN (http(s)://key@host/project), got "${dsn}".`);
  }
  const rawRate = text('VITE_ERROR_REPORTING_TRACES_SAMPLE_RATE');
  const tracesSampleRate = rawRate === '' ? defaultTracesSampleRate : Number(rawRate);
  if (!Number.isFinite(tracesSampleRate) || tracesSampleRate < 0 || tracesSampleRate > 1) {
    throw new ConfigurationError('VITE_ERROR_REPORTING_TRACES_SAMPLE_RATE', `must be a number from 0 to 1, got "${rawRate}".`);
  }
  return {
    dsn,
    tracesSampleRate,
    environment: text('VITE_ERROR_REPORTING_ENVIRONMENT') || text('MODE') || 'production',
    release: text('VITE_ERROR_REPORTING_RELEASE') || `pitchside-admin@${version}`,
  };
}
