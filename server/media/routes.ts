/** `POST /admin/media` (docs/api.md "Files"): one file in the multipart field `file`. */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { HttpError } from '../errors';
import { refuseQuery } from '../http/query';
import { requestOrigin } from '../http/request-url';
import { mediaObject } from './serialize';
import { saveMedia } from './storage';

const fileRequired = () => new HttpError(422, { message: 'server.media.fileRequired' }, { file: [{ message: 'validation.required' }] });

export async function registerMediaRoutes(app: FastifyInstance, context: ServerContext) {
  app.post('/media', async (request, reply) => {
    refuseQuery(request);
    if (!request.isMultipart()) throw fileRequired();
    let part;
    try {
      part = await request.file();
    } catch (error) {
      throw malformed(error);
    }
    if (!part) throw fileRequired();
    if (part.fieldname !== 'file') {
      part.file.resume();
      throw fileRequired();
    }
    try {
      const media = await saveMedia(context, { fileName: part.filename, mimeType: part.mimetype, stream: part.file });
      return reply.status(201).send({ data: mediaObject(media, requestOrigin(request)) });
    } catch (error) {
      // The incoming stream failed: the body was cut short or malformed (the client's doing).
      throw part.file.errored ? malformed(error) : error;
    }
  });
}

/** A multipart failure keeps its own 4xx (e.g. too large); anything else it raised is a bad body. */
function malformed(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const status = (error as { statusCode?: number }).statusCode;
  if (status !== undefined && status >= 400 && status < 500) return error;
  return new HttpError(400, { message: 'server.media.malformed' });
}
