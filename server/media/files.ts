/** Uploaded files on disk under `<dataDir>/media`, served back at `/media/<path>`. */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { mediaContentDisposition, mediaContentSecurityPolicy } from '../http/security-headers';

export const mediaUrlPrefix = '/media/';

export const mediaDirectory = (context: ServerContext): string => path.join(context.config.dataDir, 'media');

/** The public URL of a stored file (`path` is relative to the media directory, `/`-separated). */
export const mediaUrl = (origin: string, storedPath: string): string => origin + mediaUrlPrefix + encodedMediaPath(storedPath);

/** A stored path as it stands in the file's URL: each segment percent-encoded. */
export const encodedMediaPath = (storedPath: string): string => storedPath.split('/').map(encodeURIComponent).join('/');

export async function registerMediaFiles(app: FastifyInstance, context: ServerContext) {
  const root = mediaDirectory(context);
  await mkdir(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: mediaUrlPrefix,
    index: false,
    dotfiles: 'deny',
    // Files keep the type their checked content has (helmet says nosniff); opened on their own
    // they run nothing, and the admin or an app on another origin may show them. (The admin's
    // entry page is sent through this registration's sendFile too, and keeps the admin's policy.)
    setHeaders: (reply, filePath) => {
      if (!filePath.startsWith(root + path.sep)) return;
      reply.header('content-security-policy', mediaContentSecurityPolicy);
      reply.header('content-disposition', mediaContentDisposition(path.basename(filePath)));
      reply.header('cross-origin-resource-policy', 'cross-origin');
    },
  });
}
