/** The content routes (docs/api.md "Content"): every served definition's, and the history's pruning in the background. */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { pruneEveryMs, pruneHistory } from '../history';
import { repeatInBackground } from '../repeating-task';
import { registerResource } from './resource';

export async function registerContentRoutes(app: FastifyInstance, context: ServerContext) {
  for (const definition of context.definitions) registerResource(app, context, definition);
  // By the retention, at start and then every hour.
  const pruning = repeatInBackground(
    () => pruneHistory(context.db, context.config.historyRetention),
    pruneEveryMs,
    (error) => app.log.error({ err: error }, 'pruning history failed'),
  );
  app.addHook('onClose', () => pruning.stop());
}
