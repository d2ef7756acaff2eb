import type { FastifyRequest } from 'fastify';

/**
 * The absolute origin the client used (`http://host:port`), so that links and media URLs work
 * from wherever the API is reached.
 */
export const requestOrigin = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

/** The request's path without its query string. */
export const requestPath = (request: FastifyRequest): string => request.url.split('?', 1)[0];

/** The request's query as ordered pairs, repeated keys kept (`ids[]=a&ids[]=b`). */
export const requestQuery = (request: FastifyRequest): URLSearchParams =>
  new URLSearchParams(request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '');
