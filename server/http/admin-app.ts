import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ResourceDefinition } from '../../resources/definition';
import { isStaleAdmin, staleAdminWarning } from './stale-admin';

export interface AdminApp {
  /** The admin's entry page, for every path the admin routes itself (SPA fallback). */
  sendIndex(reply: FastifyReply): FastifyReply;
}

/** Vite's output folder of content-hashed files: a name there never changes its content. */
export const hashedAssetsFolder = 'assets';

/** A hashed file is cached for a year and never revalidated: a new build gives it a new name. */
export const hashedAssetCacheControl = 'public, max-age=31536000, immutable';
/** Every other file (the entry page, the public folder's) is revalidated before each use. */
export const unhashedCacheControl = 'no-cache';

/**
 * Serves the built admin from `dist` at `/` as a CDN would: the build's brotli or gzip copy of
 * a file when the browser accepts it (`Content-Encoding`, `Vary: Accept-Encoding`), hashed
 * assets cached for good, everything else revalidated. Without a build (the API alone, or `serve`
 * before `vite build`) there is nothing to serve, and every non-API path is a 404. A build from
 * other definitions than `definitions` is served, and said in the log.
 */
export async function registerAdminApp(
  app: FastifyInstance,
  dist: string | undefined,
  definitions: readonly ResourceDefinition[],
): Promise<AdminApp | undefined> {
  if (!dist || !existsSync(path.join(dist, 'index.html'))) {
    if (dist) app.log.warn(`No built admin in ${dist}: serving the API only`);
    return undefined;
  }
  if (isStaleAdmin(dist, definitions)) app.log.warn(staleAdminWarning(dist));
  const root = path.resolve(dist);
  const hashedFolder = path.join(root, hashedAssetsFolder) + path.sep;
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    decorateReply: !app.hasReplyDecorator('sendFile'),
    index: false,
    preCompressed: true,
    // Set below per file; the static files' own `public, max-age=0` would replace it.
    cacheControl: false,
    setHeaders: (reply, file) => {
      reply.header('cache-control', file.startsWith(hashedFolder) ? hashedAssetCacheControl : unhashedCacheControl);
    },
  });
  // The entry page names the current hashed bundles. (A call's own options replace the plugin's,
  // so this one says again: no cache header of the static files'.)
  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', unhashedCacheControl).sendFile('index.html', root, { cacheControl: false });
  // To the static files `/` is a folder without an index, which they answer with 403.
  app.get('/', (_request, reply) => sendIndex(reply));
  return { sendIndex };
}
