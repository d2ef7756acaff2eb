/**
 * The reference API as one Fastify instance: everything under `/api/v1`, uploaded files under
 * `/media/`, and (when built) the admin for every other path.
 */
import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import { z } from 'zod/mini';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { ServerContext } from './context';
import { errorHandler, handleError } from './http/error-handler';
import { loggerOptions } from './observability/logging';
import { startErrorReporting } from './observability/error-reporting';
import { BackgroundQueue } from './background-queue';
import { repeatInBackground } from './repeating-task';
import { registerSecurityHeaders } from './http/security-headers';
import { registerTimeLimits } from './http/time-limits';
import { sweepIncoming, sweepOrphanMedia } from './media/sweep';
import { registerAdminApp } from './http/admin-app';
import { notFound } from './errors';
import { registerContentRoutes } from './routes';
import { registerMediaRoutes } from './media/routes';
import { mediaUrlPrefix, registerMediaFiles } from './media/files';
import { requestPath } from './http/request-url';
import { registerExportRoutes } from './export/routes';
import { registerImportRoutes } from './import/routes';
import { registerSavedViewRoutes } from './saved-views/routes';
import { registerOpenApi } from './openapi/document';
import { nothing, serializerCompiler, validatorCompiler } from './http/route-schemas';
import { errorAnswers } from './openapi/answers';
import { definitionsFingerprint } from '../resources/fingerprint';
import { authenticate, registerAuth, requireRole } from './auth';
import { LiveHub } from './live/hub';
import { registerLiveRoutes, registerLiveStream } from './live/routes';

export const apiPrefix = '/api/v1';

/** The folders the admin never routes: an unknown path there is the server's 404, not an admin page. */
const serverFolders = ['/api', mediaUrlPrefix.replace(/\/$/, '')];
const ownedByServer = (path: string) => serverFolders.some((folder) => path === folder || path.startsWith(`${folder}/`));

/**
 * Uploads a crash cut short go at start; media nothing refers to, from start (in the background:
 * at a large library the sweep is long, and start-up must not wait for it) and then every hour
 * (or grace period, if shorter). A close waits for a
 * sweep under way.
 */
async function sweepMediaNowAndThen(app: FastifyInstance, context: ServerContext) {
  await sweepIncoming(context);
  const sweeping = repeatInBackground(
    () => sweepOrphanMedia(context),
    Math.max(1, Math.min(context.config.mediaOrphanGraceSeconds, 3600)) * 1000,
    (error) => app.log.error({ err: error }, 'the media sweep failed'),
  );
  app.addHook('onClose', () => sweeping.stop());
}

const openApiSchema = {
  tags: ['Documents'],
  summary: 'This document',
  security: [],
  response: { 200: z.looseObject({ openapi: z.literal('3.1.0'), paths: z.record(z.string(), z.unknown()) }) },
};

const definitionsSchema = {
  tags: ['Documents'],
  summary: 'The fingerprint of the resource definitions served: an admin built from others is stale',
  security: [],
  querystring: nothing,
  response: { 200: z.object({ fingerprint: z.string() }), ...errorAnswers(422) },
};

/** An API route as registered: `METHOD /api/v1/path`, and its schemas. */
export interface ApiRoute {
  route: string;
  schema: FastifySchema | undefined;
}

/** Every API route of a built server (the OpenAPI contract test compares them with the document, and checks their schemas). */
const apiRoutes = new WeakMap<FastifyInstance, ApiRoute[]>();
export const apiRoutesOf = (app: FastifyInstance): readonly ApiRoute[] => apiRoutes.get(app) ?? [];

export async function buildServer(context: ServerContext): Promise<FastifyInstance> {
  const { config } = context;
  // Quiet by default (LOG_LEVEL warn): only failures (a 500 logs its cause) reach the log.
  // A body that stops arriving is cut (its upload's temporary file goes with it) rather than held open.
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.trustProxy,
    connectionTimeout: config.idleTimeoutMs,
    keepAliveTimeout: config.idleTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
  });
  const routes: ApiRoute[] = [];
  apiRoutes.set(app, routes);
  app.addHook('onRoute', ({ url, method, schema }) => {
    if (!url.startsWith(apiPrefix)) return;
    for (const each of [method].flat()) if (each !== 'HEAD') routes.push({ route: `${each} ${url}`, schema });
  });
  // Every route's schemas are zod's, and a request they refuse is answered as the API answers (route-schemas.ts).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const reporter = await startErrorReporting(config.errorReporting);
  app.setErrorHandler(errorHandler(reporter?.report));
  if (reporter) app.addHook('onClose', () => reporter.flush());
  await registerSecurityHeaders(app, config);
  await registerTimeLimits(app, config);
  const background = (context.background ??= new BackgroundQueue());
  app.addHook('onClose', () => background.idle());

  await app.register(cors, {
    origin: config.adminOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // An export's size, for the admin's progress when it runs on another origin.
    exposedHeaders: ['x-total-count'],
  });
  await app.register(formbody);
  // One file per request; the media routes enforce each kind's own limit while streaming.
  await app.register(multipart, {
    limits: { files: 1, fields: 10, fileSize: Math.max(config.maxImageBytes, config.maxVideoBytes) + 1 },
  });

  await registerOpenApi(app, context.definitions, apiPrefix);
  const live = new LiveHub(context, (error) => app.log.error({ err: error }, 'the live streams failed'));
  await live.start();
  // Open streams end before the server waits for its connections to close.
  app.addHook('preClose', () => live.stop());

  await app.register(
    async (api) => {
      await registerAuth(api, context);
      // The contract, generated from the routes' schemas; public, like the docs it stands for.
      await registerLiveStream(api, context, live);
      api.get('/openapi.json', { schema: openApiSchema }, async () => app.swagger());
      // What the admin compares with its own: one built from other definitions says it is stale.
      const definitions = { fingerprint: definitionsFingerprint(context.definitions) };
      api.get('/definitions', { schema: definitionsSchema }, async () => definitions);
      await api.register(
        async (admin) => {
          // Only staff reach the content: everyone else is turned away before a body is read.
          admin.addHook('onRequest', authenticate(context));
          admin.addHook('onRequest', requireRole(context, 'staff'));
          await registerContentRoutes(admin, context);
          await registerMediaRoutes(admin, context);
          await registerExportRoutes(admin, context);
          await registerImportRoutes(admin, context);
          await registerSavedViewRoutes(admin, context);
          await registerLiveRoutes(admin, context, live);
        },
        { prefix: '/admin' },
      );
    },
    { prefix: apiPrefix },
  );

  await registerMediaFiles(app, context);
  await sweepMediaNowAndThen(app, context);
  const adminApp = await registerAdminApp(app, config.adminDist, context.definitions);

  app.setNotFoundHandler((request, reply) => {
    const path = requestPath(request);
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !ownedByServer(path);
    if (adminApp && isPage) return adminApp.sendIndex(reply);
    return handleError(notFound({ message: 'server.noRoute', args: { method: request.method, path } }), request, reply);
  });

  return app;
}
