import type { FastifyRequest } from 'fastify';
import { HttpError, invalidQuery } from '../errors';
import { requestQuery } from './request-url';

/** For routes that take no query parameters: any given is a mistake worth telling (422). */
export function refuseQuery(request: FastifyRequest) {
  const names = [...new Set(requestQuery(request).keys())];
  if (names.length > 0) {
    throw new HttpError(422, invalidQuery, Object.fromEntries(names.map((name) => [name, ['Unknown parameter']])));
  }
}
