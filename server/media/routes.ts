/** `POST /admin/media` (docs/api.md "Files"): one file in the multipart field `file`. */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { HttpError } from '../errors';
import { z } from 'zod/mini';
import { mediaObjectSchema } from '../../resources/kinds/media';
import { checkedBy, nothing } from '../http/route-schemas';
import { dataOf, errorAnswers } from '../openapi/answers';
import { requestOrigin } from '../http/request-url';
import { mediaObject } from './serialize';
import { saveMedia } from './storage';

const fileRequired = () => new HttpError(422, { message: 'server.media.fileRequired' }, { file: [{ message: 'validation.required' }] });

/** The multipart body, read as it streams (the route's own checks: one file, its kind and size). */
const mediaBody = checkedBy(z.strictObject({ file: z.string() }), (body) => body);

const schema = {
  tags: ['Files'],
  summary: 'Upload an image or a video',
  consumes: ['multipart/form-data'],
  querystring: nothing,
  body: mediaBody,
  response: { 201: dataOf(mediaObjectSchema), ...errorAnswers(400, 401, 403, 413, 422) },
};

export async function registerMediaRoutes(app: FastifyInstance, context: ServerContext) {
  app.post('/media', { schema }, async (request, reply) => {
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
