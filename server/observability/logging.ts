/**
 * The server's log: Fastify's pino logger, one JSON object per line with an ISO 8601 `time` (for
 * log collectors), or with `LOG_FORMAT=pretty` one readable line per record whose date is written
 * the Belgian Dutch way (`23-11-2026 19:04:05`, the server's time zone), for people reading a
 * terminal.
 */
import type { FastifyServerOptions } from 'fastify';

export const logFormats = ['json', 'pretty'] as const;
export type LogFormat = (typeof logFormats)[number];

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/** Where log lines go: stdout unless a test listens. */
export interface LogDestination {
  write(line: string): void;
}

/** The locale of the human-readable dates in the log. */
export const logDateLocale = 'nl-BE';

const dateParts = new Intl.DateTimeFormat(logDateLocale, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * `23-11-2026 19:04:05`: nl-BE's day-month-year order and 24-hour clock. The date's separator is a
 * hyphen as the product asks, where CLDR's nl-BE writes a slash.
 */
export function logDate(date: Date): string {
  const part = Object.fromEntries(dateParts.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.day}-${part.month}-${part.year} ${part.hour}:${part.minute}:${part.second}`;
}

const levelNames: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** pino's own keys, which the pretty line shows in its own way or leaves out. */
const shownApart = new Set(['time', 'level', 'msg', 'err', 'pid', 'hostname']);

/** One JSON log record as a readable line: date, level, message, the other fields, then an error's stack. */
export function prettyLine(json: string): string {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const time = typeof record.time === 'string' || typeof record.time === 'number' ? new Date(record.time) : new Date();
  const level = levelNames[Number(record.level)] ?? String(record.level);
  const fields = Object.entries(record)
    .filter(([key]) => !shownApart.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const line = [logDate(time), level.padEnd(5), record.msg ?? '', ...fields].join(' ');
  const err = record.err as { stack?: string; message?: string } | undefined;
  const stack = err?.stack ?? err?.message;
  return stack ? `${line}\n    ${stack.split('\n').join('\n    ')}` : line;
}

/** Writes each record to `out` as a pretty line. */
export function prettyDestination(out: LogDestination): LogDestination {
  return {
    write(chunk) {
      for (const json of chunk.split('\n')) if (json.trim() !== '') out.write(`${prettyLine(json)}\n`);
    },
  };
}

export interface LogSettings {
  logFormat: LogFormat;
  logLevel: LogLevel;
  /** Not a setting: where the lines go, stdout by default. */
  logDestination?: LogDestination;
}

/** Path segments that are secrets themselves: the token of a reset link (`/reset-password/{token}`). */
const secretSegmentAfter = /^(\/reset-password\/)[^/?]+/;

/**
 * A request's URL as the log may say it: no query value (a search, a cursor, a link's e-mail
 * address) and no token of a reset link, whatever the level.
 */
export function loggedUrl(url: string): string {
  const [path, query] = url.split(/\?(.*)/s, 2);
  const keptPath = path.replace(secretSegmentAfter, '$1[redacted]');
  if (query === undefined) return keptPath;
  const names = query.split('&').map((pair) => pair.split('=', 1)[0]);
  return `${keptPath}?${names.map((name) => `${name}=[redacted]`).join('&')}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
}

/** Fastify's `logger` option for these settings. */
export function loggerOptions(settings: LogSettings): FastifyServerOptions['logger'] {
  const out = settings.logDestination ?? process.stdout;
  return {
    level: settings.logLevel,
    // pino's own isoTime, without importing pino (Fastify's dependency, not ours).
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    stream: settings.logFormat === 'pretty' ? prettyDestination(out) : out,
    // Fastify's own request record, but the URL without secrets; headers (a bearer token) never.
    serializers: {
      req: (request: LoggedRequest) => ({ method: request.method, url: loggedUrl(request.url), host: request.hostname, ip: request.ip }),
    },
    // Should a record ever carry one of these, its value is not written.
    redact: {
      paths: [
        'req.headers.authorization',
        'headers.authorization',
        'password',
        '*.password',
        'token',
        '*.token',
        'refresh_token',
        '*.refresh_token',
      ],
      censor: '[redacted]',
    },
  };
}
