/**
 * Security headers, by @fastify/helmet on every answer: the admin's strict Content-Security-Policy
 * (no inline script; MUI's emotion injects styles, hence `style-src 'unsafe-inline'`), no framing,
 * no full referrer, no type sniffing (API answers included). Helmet has no Permissions-Policy, so
 * the one header asking for no device features is set beside it. Stored files get their own
 * policy where they are served (media/files.ts): shown if the browser can, never run, named safely.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';

/** The admin's directives; `connectOrigins` are other origins its scripts may call (an error reporter's). */
function adminDirectives(connectOrigins: readonly string[]): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...connectOrigins],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The admin's policy as the header says it. */
export const contentSecurityPolicy = (connectOrigins: readonly string[] = []): string =>
  Object.entries(adminDirectives(connectOrigins))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');

/** A stored file opened on its own: shown if the browser can, never run, never framed. */
export const mediaContentSecurityPolicy =
  "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";

/** `inline` with the file's name: ASCII for old clients, RFC 5987 for every character. */
export function mediaContentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

type PageHeaderSettings = Pick<ServerConfig, 'cspConnectOrigins' | 'adminErrorReportingOrigin'>;

/** The served admin may call its own API, the configured origins, and where its build sends error reports. */
export const connectOrigins = (config: PageHeaderSettings): string[] =>
  config.adminErrorReportingOrigin ? [...config.cspConnectOrigins, config.adminErrorReportingOrigin] : config.cspConnectOrigins;

export async function registerSecurityHeaders(app: FastifyInstance, config: PageHeaderSettings): Promise<void> {
  await app.register(helmet, {
    // Helmet's defaults add `upgrade-insecure-requests`, which breaks an admin served over plain HTTP on a network.
    contentSecurityPolicy: { useDefaults: false, directives: adminDirectives(connectOrigins(config)) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Only where the site is reached over HTTPS does a browser keep it; other hosts of the domain are not its to say.
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', permissionsPolicy);
  });
}
