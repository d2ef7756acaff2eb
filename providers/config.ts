/**
 * The admin's three settings (docs/spec.md §7). The admin passes `import.meta.env`; a missing or malformed
 * value stops start-up with a ConfigurationError that names the setting, which the admin shows.
 */

export interface ApiConfig {
  /** Every call goes under this base: `{host}/api/v1`, absolute, without a trailing slash. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** The page's origin when there is one: the cross-site-request-forgery header is sent only there. */
  pageOrigin?: string;
}

/** The settings as Vite hands them over: strings, plus Vite's own booleans. */
export type Environment = Record<string, unknown>;

export class ConfigurationError extends Error {
  constructor(
    readonly setting: string,
    problem: string,
  ) {
    super(`${setting} ${problem}`);
    this.name = 'ConfigurationError';
  }
}

const apiVersionPath = '/api/v1';

function requiredSetting(env: Environment, setting: string): string {
  const value = env[setting];
  if (value === undefined || value === null || value === '') {
    throw new ConfigurationError(setting, 'is not set.');
  }
  if (typeof value !== 'string' || value.trim() !== value || /\s/.test(value)) {
    throw new ConfigurationError(setting, 'must be text without spaces.');
  }
  return value;
}

/**
 * `VITE_API_URL` is the API's host: an absolute http(s) URL, or a path starting with `/` that is
 * resolved against the page's origin, so that one build works on whatever port serves it. A value
 * that already ends in `/api/v1` is taken as the base itself.
 */
function apiBase(value: string, pageOrigin: string | undefined): string {
  const setting = 'VITE_API_URL';
  const shape = 'must be an absolute http(s) URL or a path starting with "/"';
  let url: URL;
  if (value.startsWith('/') && !value.startsWith('//')) {
    if (!pageOrigin) throw new ConfigurationError(setting, `is the path "${value}", but there is no page origin to resolve it against.`);
    url = new URL(value, pageOrigin);
  } else if (/^https?:\/\//i.test(value) && URL.canParse(value)) {
    url = new URL(value);
  } else {
    throw new ConfigurationError(setting, `${shape}, got "${value}".`);
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new ConfigurationError(setting, `${shape} without query, fragment or credentials, got "${value}".`);
  }
  const base = `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  return base.endsWith(apiVersionPath) ? base : `${base}${apiVersionPath}`;
}

export function readApiConfig(env: Environment, pageOrigin: string | undefined = globalThis.location?.origin): ApiConfig {
  return {
    apiUrl: apiBase(requiredSetting(env, 'VITE_API_URL'), pageOrigin),
    clientId: requiredSetting(env, 'VITE_CLIENT_ID'),
    clientSecret: requiredSetting(env, 'VITE_CLIENT_SECRET'),
    pageOrigin,
  };
}
