/** The server's settings, read from the environment once; README lists each one. */
import path from 'node:path';
import packageJson from '../package.json' with { type: 'json' };
import { errorReportingOrigin } from './observability/error-reporting-origin';
import { logFormats, logLevels, type LogSettings } from './observability/logging';

export interface ErrorReportingSettings {
  /** Where unexpected errors (5xx) are sent, a Sentry DSN; none: nothing is sent. */
  dsn?: string;
  environment: string;
  release: string;
}

/** The first is the default (docs/embedded-database.md says why). */
export const embeddedDatabases = ['postgres', 'pglite'] as const;
export type EmbeddedDatabase = (typeof embeddedDatabases)[number];

export interface ServerConfig extends LogSettings {
  host: string;
  port: number;
  /** The embedded database's data, uploaded media and the mail outbox live here unless told otherwise. */
  dataDir: string;
  /** A PostgreSQL server instead of the embedded database. */
  databaseUrl?: string;
  /** The embedded database, without `databaseUrl`: PGlite (WebAssembly) or a PostgreSQL cluster of its own (docs/embedded-database.md). */
  embeddedDatabase: EmbeddedDatabase;
  /** Origins allowed by CORS (the admin's, when it is served from elsewhere). */
  adminOrigins: string[];
  /** The built admin to serve for every non-API path; none in tests of the API alone. */
  adminDist?: string;
  oauthClient: { id: string; secret: string };
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  resetTokenTtlSeconds: number;
  /** A spent refresh token offered again within this many seconds is refused; later, its whole sign-in is revoked. */
  refreshReuseGraceSeconds: number;
  /** smtp://user:pass@host:port; without it reset mails go to `<dataDir>/outbox`. */
  smtpUrl?: string;
  mailFrom: string;
  /** The address the reset mail links to (the admin's reset-password/{token} screen). */
  publicUrl: string;
  maxImageBytes: number;
  maxVideoBytes: number;
  /** Failed sign-ins allowed per e-mail and address in a minute before 429. */
  signInAttemptsPerMinute: number;
  /** Asks for a reset link allowed per e-mail and address in an hour before 429. */
  passwordResetRequestsPerHour: number;
  /** Password checks (each a scrypt) allowed per client address in a minute, whatever the account, before 429. */
  passwordChecksPerAddressPerMinute: number;
  /** Failed sign-ins per account from all addresses in an hour, after which only known devices may try. */
  signInFailuresPerAccountPerHour: number;
  /** Failed answers of the session routes per address in a minute, after which that address is slowed and refused (failure-gate.ts). */
  authFailuresPerAddressPerMinute: number;
  /** How long a refusal by the failure gate is held before it is answered, milliseconds. */
  authRefusalDelayMs: number;
  /**
   * Behind a load balancer or reverse proxy: whose X-Forwarded-* headers (client address,
   * protocol, host) to believe, so that the per-address limits count clients, not the proxy.
   * Fastify's `trustProxy`: `false` (nobody's, the default: without a proxy in front, any client
   * could forge them), `true` (everybody's), or the proxies' addresses.
   */
  trustProxy: boolean | string[];
  /** A connection that sends nothing (a stalled body or upload, or idle between requests) for this long is cut, milliseconds. */
  idleTimeoutMs: number;
  /** A request must have arrived whole within this time, milliseconds (the largest upload on a slow line). */
  requestTimeoutMs: number;
  /** A body must have arrived whole within this time unless its request was signed in before it was read (uploads), milliseconds. */
  bodyDeadlineMs: number;
  /** A read (GET) whose answer has not begun this long after it arrived is answered 503 and its statements cancelled, milliseconds. */
  readDeadlineMs: number;
  /** The same for a write, which may touch 100,000 items, milliseconds. */
  writeDeadlineMs: number;
  /** Media no item refers to are removed once this old, seconds (an upload waits this long for its item). */
  mediaOrphanGraceSeconds: number;
  /** Origins besides its own the admin's pages may connect to (Content-Security-Policy `connect-src`). */
  cspConnectOrigins: string[];
  /** Fill an empty database with demo content on start. */
  seedDemo: boolean;
  errorReporting: ErrorReportingSettings;
  /** Where the served admin sends its error reports (its build's DSN), for the Content-Security-Policy. */
  adminErrorReportingOrigin?: string;
  /** Days an account's sign-in and security log keeps an event. */
  securityLogKeepDays: number;
  /** Every staff account must sign in with a second factor, and enrol one first. */
  requireStaffSecondFactor: boolean;
  /** How often a live stream hears a heartbeat, and its token is checked, milliseconds (docs/live.md). */
  liveHeartbeatMs: number;
  /** A tab not heard from for this long has left the item it had open, milliseconds (docs/live.md). */
  livePresenceTtlMs: number;
  /** How long content history is kept: versions older than `keepDays`, or beyond the newest `keepVersions` of an item, go (0: no limit). */
  historyRetention: { keepDays: number; keepVersions: number };
  /** How many days the values of a removed field stay in the archive (db/archive.ts; 0: no limit). */
  archiveKeepDays: number;
}

export const demoClient = { id: 'football-admin', secret: 'football-admin-secret' } as const;
export const demoStaff = { email: 'staff@demo.test', password: 'demo-staff-password', firstName: 'Sam', lastName: 'Staff' } as const;
/** A second staff member, to whom the first can share a saved view. */
export const demoColleague = { email: 'alex@demo.test', password: 'demo-alex-password', firstName: 'Alex', lastName: 'Editor' } as const;
export const demoMember = { email: 'member@demo.test', password: 'demo-member-password', firstName: 'Mia', lastName: 'Member' } as const;

const MB = 1024 * 1024;

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

/** `TRUST_PROXY`: `false` or empty, `true`, or comma-separated addresses, CIDR ranges and proxy-addr's names (`loopback`). */
function trustedProxies(raw: string | undefined): ServerConfig['trustProxy'] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return value
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}

/** A setting that takes one of a few words; empty or unset is the first. */
function oneOf<T extends string>(env: NodeJS.ProcessEnv, name: string, words: readonly T[], fallback: T): T {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!(words as readonly string[]).includes(raw)) throw new Error(`${name} must be one of ${words.join(', ')}, got "${raw}"`);
  return raw as T;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const host = env.HOST || '127.0.0.1';
  const port = integer(env, 'PORT', 8000);
  const publicUrl = env.PUBLIC_URL || `http://${host}:${port}`;
  return {
    host,
    port,
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    embeddedDatabase: oneOf(env, 'EMBEDDED_DATABASE', embeddedDatabases, 'postgres'),
    // Its own address only: `npm run dev`'s admin reaches the API through Vite's proxy, on its own origin.
    adminOrigins: (env.ADMIN_ORIGIN || publicUrl)
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    adminDist: env.ADMIN_DIST === '' ? undefined : path.resolve(env.ADMIN_DIST || 'dist'),
    oauthClient: { id: env.OAUTH_CLIENT_ID || demoClient.id, secret: env.OAUTH_CLIENT_SECRET || demoClient.secret },
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL', 3600),
    refreshTokenTtlSeconds: integer(env, 'REFRESH_TOKEN_TTL', 30 * 24 * 3600),
    resetTokenTtlSeconds: integer(env, 'RESET_TOKEN_TTL', 3600),
    refreshReuseGraceSeconds: integer(env, 'REFRESH_REUSE_GRACE', 60),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Pitchside <no-reply@localhost>',
    publicUrl,
    maxImageBytes: integer(env, 'MAX_IMAGE_BYTES', 10 * MB),
    maxVideoBytes: integer(env, 'MAX_VIDEO_BYTES', 500 * MB),
    signInAttemptsPerMinute: integer(env, 'SIGN_IN_ATTEMPTS_PER_MINUTE', 5),
    passwordResetRequestsPerHour: integer(env, 'PASSWORD_RESET_REQUESTS_PER_HOUR', 5),
    passwordChecksPerAddressPerMinute: integer(env, 'PASSWORD_CHECKS_PER_ADDRESS_PER_MINUTE', 30),
    signInFailuresPerAccountPerHour: integer(env, 'SIGN_IN_FAILURES_PER_ACCOUNT_PER_HOUR', 50),
    authFailuresPerAddressPerMinute: integer(env, 'AUTH_FAILURES_PER_ADDRESS_PER_MINUTE', 60),
    authRefusalDelayMs: integer(env, 'AUTH_REFUSAL_DELAY', 1000),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    mediaOrphanGraceSeconds: integer(env, 'MEDIA_ORPHAN_GRACE', 24 * 3600),
    cspConnectOrigins: (env.CSP_CONNECT_ORIGINS || '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    idleTimeoutMs: integer(env, 'IDLE_TIMEOUT', 30) * 1000,
    liveHeartbeatMs: integer(env, 'LIVE_HEARTBEAT', 15) * 1000,
    livePresenceTtlMs: integer(env, 'PRESENCE_TTL', 12) * 1000,
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT', 900) * 1000,
    bodyDeadlineMs: integer(env, 'BODY_DEADLINE', 10) * 1000,
    readDeadlineMs: integer(env, 'READ_DEADLINE', 25) * 1000,
    writeDeadlineMs: integer(env, 'WRITE_DEADLINE', 300) * 1000,
    seedDemo: env.SEED_DEMO !== 'false',
    logFormat: oneOf(env, 'LOG_FORMAT', logFormats, 'json'),
    logLevel: oneOf(env, 'LOG_LEVEL', logLevels, 'warn'),
    errorReporting: {
      dsn: env.ERROR_REPORTING_DSN?.trim() || undefined,
      environment: env.ERROR_REPORTING_ENVIRONMENT || 'production',
      release: env.ERROR_REPORTING_RELEASE || `pitchside-server@${packageJson.version}`,
    },
    adminErrorReportingOrigin: errorReportingOrigin(env.VITE_ERROR_REPORTING_DSN),
    securityLogKeepDays: integer(env, 'SECURITY_LOG_KEEP_DAYS', 90),
    requireStaffSecondFactor: env.REQUIRE_STAFF_SECOND_FACTOR === 'true',
    historyRetention: { keepDays: integer(env, 'HISTORY_KEEP_DAYS', 365), keepVersions: integer(env, 'HISTORY_KEEP_VERSIONS', 100) },
    archiveKeepDays: integer(env, 'ARCHIVE_KEEP_DAYS', 365),
    ...overrides,
  };
}
