import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export interface AdminApp {
  /** The admin's entry page, for every path the admin routes itself (SPA fallback). */
  sendIndex(reply: FastifyReply): FastifyReply;
}

/**
 * Serves the built admin from `dist` at `/`. Without a build (the API alone, or `serve` before
 * `vite build`) there is nothing to serve, and every non-API path is a 404.
 */
export async function registerAdminApp(app: FastifyInstance, dist: string | undefined): Promise<AdminApp | undefined> {
  if (!dist || !existsSync(path.join(dist, 'index.html'))) {
    if (dist) app.log.warn(`No built admin in ${dist}: serving the API only`);
    return undefined;
  }
  await app.register(fastifyStatic, { root: dist, prefix: '/', decorateReply: !app.hasReplyDecorator('sendFile'), index: false });
  // The entry page must never be cached: it names the current hashed bundles. (Without
  // `cacheControl: false` the static files' own `public, max-age=0` would replace the header.)
  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html', dist, { cacheControl: false });
  // To the static files `/` is a folder without an index, which they answer with 403.
  app.get('/', (_request, reply) => sendIndex(reply));
  return { sendIndex };
}
