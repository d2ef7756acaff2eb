/**
 * Security headers: the admin's pages get a strict Content-Security-Policy (no inline script;
 * MUI's emotion injects styles, hence `style-src 'unsafe-inline'`), may not be framed, send no
 * full referrer and ask for no device features. Media answers are never sniffed as another type,
 * run nothing when opened directly, and name their file safely.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { mediaUrlPrefix } from '../media/files';

/** The admin's policy; `connectOrigins` are other origins its scripts may call (an error reporter's). */
export function contentSecurityPolicy(connectOrigins: readonly string[] = []): string {
  const directives: Record<string, string[]> = {
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
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** A stored file opened on its own: shown if the browser can, never run, never framed. */
export const mediaContentSecurityPolicy =
  "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";

type PageHeaderSettings = Pick<ServerConfig, 'cspConnectOrigins' | 'adminErrorReportingOrigin'>;

/** The served admin may call its own API, the configured origins, and where its build sends error reports. */
const connectOrigins = (config: PageHeaderSettings): string[] =>
  config.adminErrorReportingOrigin ? [...config.cspConnectOrigins, config.adminErrorReportingOrigin] : config.cspConnectOrigins;

export const pageHeaders = (config: PageHeaderSettings): Record<string, string> => ({
  'content-security-policy': contentSecurityPolicy(connectOrigins(config)),
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
});

/** `inline` with the file's name: ASCII for old clients, RFC 5987 for every character. */
export function mediaContentDisposition(urlPath: string): string {
  const name = decodeURIComponent(urlPath.split('/').pop() ?? 'file');
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const isHtml = (reply: FastifyReply) => String(reply.getHeader('content-type') ?? '').startsWith('text/html');

export function registerSecurityHeaders(app: FastifyInstance, config: PageHeaderSettings): void {
  const headers = pageHeaders(config);
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const path = request.url.split('?')[0];
    if (path.startsWith(mediaUrlPrefix) && reply.statusCode < 300) {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', mediaContentSecurityPolicy);
      reply.header('content-disposition', mediaContentDisposition(path));
    } else if (isHtml(reply)) {
      reply.headers(headers);
    }
    return payload;
  });
}
